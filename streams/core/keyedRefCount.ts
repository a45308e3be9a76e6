import type { SchedulerLike, Subscription } from 'rxjs';
import { Observable, timer } from 'rxjs';
import type { Logger } from './ports';

export interface KeyedRefCountDeps<K> {
  readonly scheduler: SchedulerLike;
  /** How long a key with no holders waits before its release goes out (T02 for the live stream). */
  readonly releaseDelayMs: number;
  /** Called once with every key that has just gained its first holder. */
  readonly acquire: (keys: readonly K[]) => void;
  /** Called once per release window with every key whose last holder left and did not come back. */
  readonly release: (keys: readonly K[]) => void;
  readonly logger: Logger;
}

export interface KeyedRefCount<K> {
  /** Holds the keys while subscribed. Emits nothing and never completes on its own. */
  hold(keys: readonly K[]): Observable<never>;
  /** Keys with at least one holder: what a fresh connection must subscribe again. */
  activeKeys(): K[];
  /**
   * Forgets releases still waiting for their window, without sending them. Use when the
   * connection they were meant for is gone: a new connection never subscribed those keys.
   */
  discardPendingReleases(): void;
  /** Shutting down: no more acquire or release calls, whatever holders do next. */
  dispose(): void;
}

/**
 * Keyed reference counting with a delayed, batched release. The first holder of a key triggers
 * `acquire`; when the last one leaves, the key waits `releaseDelayMs` with every other key
 * released in the same window, and they go out as one `release` call. A holder that comes back
 * within the window cancels the key's release (and needs no new acquire: it was never let go).
 */
export const createKeyedRefCount = <K>(deps: KeyedRefCountDeps<K>): KeyedRefCount<K> => {
  const { scheduler, releaseDelayMs, logger } = deps;
  const counts = new Map<K, number>();
  const pending = new Set<K>();
  let window: Subscription | undefined;
  let disposed = false;

  const call = (what: 'acquire' | 'release', keys: readonly K[]) => {
    if (disposed || keys.length === 0) return;
    try {
      deps[what](keys);
    } catch (error) {
      // A failing sink must not corrupt the counts or reach the holders.
      logger.error(`keyed ref-count ${what} failed`, { error, keys: keys.length });
    }
  };

  const flush = () => {
    window = undefined;
    const keys = [...pending];
    pending.clear();
    call('release', keys);
  };

  const take = (keys: readonly K[]) => {
    const fresh: K[] = [];
    for (const key of keys) {
      const count = counts.get(key) ?? 0;
      counts.set(key, count + 1);
      if (count > 0) continue;
      if (pending.delete(key)) continue; // came back within the window: still subscribed
      fresh.push(key);
    }
    call('acquire', fresh);
  };

  const give = (keys: readonly K[]) => {
    for (const key of keys) {
      const count = counts.get(key) ?? 0;
      if (count > 1) {
        counts.set(key, count - 1);
        continue;
      }
      counts.delete(key);
      pending.add(key);
    }
    if (pending.size > 0 && !window && !disposed) {
      window = timer(releaseDelayMs, scheduler).subscribe(flush);
    }
  };

  return {
    hold: (keys) =>
      new Observable<never>(() => {
        const unique = [...new Set(keys)];
        take(unique);
        return () => give(unique);
      }),
    activeKeys: () => [...counts.keys()],
    discardPendingReleases: () => {
      pending.clear();
      window?.unsubscribe();
      window = undefined;
    },
    dispose: () => {
      disposed = true;
      pending.clear();
      window?.unsubscribe();
      window = undefined;
    },
  };
};
