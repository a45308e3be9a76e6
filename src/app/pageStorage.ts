import { createMemoryStorage, type KeyValueStorage } from '@streams/core';

/** localStorage, or memory when the browser refuses it (private modes, disabled storage). */
export const pageStorage = (): KeyValueStorage => {
  try {
    const probe = '__callisto_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
};
