import { useEffect } from 'react';

/**
 * Fetches a lazily loaded chunk once the browser is idle after the page has shown, so it is
 * usually there before anyone opens it, without being part of the page's first download.
 */
export const useIdlePreload = (load: () => Promise<unknown>) => {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void load());
  }, [load]);
};
