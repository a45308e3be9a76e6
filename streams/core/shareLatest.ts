import type { MonoTypeOperatorFunction, SchedulerLike } from 'rxjs';
import { ReplaySubject, share, timer } from 'rxjs';
import { EAGER_READ_HANDOVER_MS } from './timing';

/**
 * Shares one subscription among all subscribers and replays the latest value to newcomers.
 * When the last subscriber leaves, the source is kept `keepMs` (default: until the scheduler's
 * next turn), so a React StrictMode remount or a route change (unmount and mount in one commit)
 * reuses the running source instead of reopening sockets and requests.
 */
export const shareLatest = <T>(scheduler: SchedulerLike, keepMs = 0): MonoTypeOperatorFunction<T> =>
  share<T>({
    connector: () => new ReplaySubject<T>(1),
    resetOnError: true,
    resetOnComplete: true,
    resetOnRefCountZero: () => timer(keepMs, scheduler),
  });

/**
 * For a stream the UI reads eagerly on its first render (observable-hooks' useObservableEagerState):
 * that hook subscribes in render to take the current value, unsubscribes at once, and subscribes
 * again in an effect after the commit. A first render is a transition rendered in slices, so the
 * effect comes hundreds of milliseconds later on a phone (issue 27): kept for T76, the source
 * built for the render serves the effect too, instead of being torn down (its requests aborted)
 * and built again, and the effect's value is the same object (no second render).
 */
export const shareLatestForEagerRead = <T>(scheduler: SchedulerLike): MonoTypeOperatorFunction<T> => shareLatest(scheduler, EAGER_READ_HANDOVER_MS);
