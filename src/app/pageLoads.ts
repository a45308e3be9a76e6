/**
 * How many pages' code is on its way because a navigation needs it (not idle preloads): the
 * route-loading bar reads it. Listeners hear of a change after the current render, as React asks
 * of a store that changes while a lazy page starts loading inside a render.
 */
let pending = 0;
const listeners = new Set<() => void>();

const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** Counts `load` as a page load until it settles, and passes its outcome on unchanged. */
export const trackPageLoad = <T>(load: Promise<T>): Promise<T> => {
  pending += 1;
  notify();
  return load.finally(() => {
    pending -= 1;
    notify();
  });
};

export const subscribePageLoads = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const pageLoading = (): boolean => pending > 0;
