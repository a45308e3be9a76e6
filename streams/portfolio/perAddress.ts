import type { Observable, SchedulerLike } from 'rxjs';
import { type CachedResource, createCachedResource } from '../core/cachedResource';

/** One cached resource per wallet address, made on first use and kept: every view of an address shares it. */
export const perAddress = <T>(
  scheduler: SchedulerLike,
  options: { readonly staleAfterMs: number; readonly refetchIntervalMs?: number },
  fetch: (address: string) => Observable<T>,
) => {
  const resources = new Map<string, CachedResource<T>>();
  return (address: string): CachedResource<T> => {
    let existing = resources.get(address);
    if (!existing) {
      existing = createCachedResource({ scheduler, ...options, fetch: () => fetch(address) });
      resources.set(address, existing);
    }
    return existing;
  };
};
