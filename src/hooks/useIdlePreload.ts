import { useEffect } from 'react';

// Preloads started and not settled yet: a test environment waits for them before it goes away.
const pending = new Set<Promise<unknown>>();

/**
 * Fetches a lazily loaded chunk once the browser is idle after the page has shown, so it is
 * usually there before anyone opens it, without being part of the page's first download. A
 * component that unmounts before the browser is idle preloads nothing.
 */
export const useIdlePreload = (load: () => Promise<unknown>) => {
  useEffect(() => {
    const run = () => {
      const loading = load().catch(() => undefined);
      pending.add(loading);
      void loading.finally(() => pending.delete(loading));
    };
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(run);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, 2000);
    return () => window.clearTimeout(timer);
  }, [load]);
};

/** For tests: resolves once every preload started so far has settled. */
export const settledPreloads = async (): Promise<void> => {
  await Promise.allSettled([...pending]);
};
