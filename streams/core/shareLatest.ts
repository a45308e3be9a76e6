import type { MonoTypeOperatorFunction, SchedulerLike } from 'rxjs';
import { ReplaySubject, share, timer } from 'rxjs';

/**
 * Shares one subscription among all subscribers and replays the latest value to newcomers.
 * When the last subscriber leaves, the source is kept until the scheduler's next turn, so a
 * React StrictMode remount or a route change (unmount and mount in one commit) reuses the
 * running source instead of reopening sockets and requests.
 */
export const shareLatest = <T>(scheduler: SchedulerLike): MonoTypeOperatorFunction<T> =>
  share<T>({
    connector: () => new ReplaySubject<T>(1),
    resetOnError: true,
    resetOnComplete: true,
    resetOnRefCountZero: () => timer(0, scheduler),
  });
