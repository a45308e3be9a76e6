import { defer, fromEvent, map, merge, startWith } from 'rxjs';
import type { KeyValueStorage, Logger } from '@streams/core/ports';
import { createMemoryStorage } from '@streams/core/ports';

/** Console logging with a context object; the streams layer only sees the Logger port. */
export const consoleLogger: Logger = {
  debug: (message, context) => console.debug(`[callisto] ${message}`, context ?? ''),
  info: (message, context) => console.info(`[callisto] ${message}`, context ?? ''),
  warn: (message, context) => console.warn(`[callisto] ${message}`, context ?? ''),
  error: (message, context) => console.error(`[callisto] ${message}`, context ?? ''),
};

/** localStorage, or memory when the browser refuses it (private modes, disabled storage). */
export const browserStorage = (): KeyValueStorage => {
  try {
    const probe = '__callisto_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
};

/** The online flag, read at subscription time (not at startup) so no change is missed. */
export const browserOnline$ = () =>
  defer(() =>
    merge(fromEvent(window, 'online').pipe(map(() => true)), fromEvent(window, 'offline').pipe(map(() => false))).pipe(
      startWith(navigator.onLine),
    ),
  );
