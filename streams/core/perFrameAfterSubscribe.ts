import type { MonoTypeOperatorFunction, SchedulerLike } from 'rxjs';
import { Observable, Subject, auditTime } from 'rxjs';

/**
 * At most one value per frame (the latest of each), except what the source gives while it is
 * being subscribed to: the latest of that comes at once, before `subscribe` returns.
 *
 * A view subscribed before the browser paints (a layout effect) then paints with what was
 * already known: the landing list's answer, fetched while the page's code loaded, showed one
 * frame and one render after the skeleton (issue 27). Later values come in bursts (a socket's
 * frames), and one per frame is all a screen can show.
 */
export const perFrameAfterSubscribe =
  <T>(frameScheduler: SchedulerLike): MonoTypeOperatorFunction<T> =>
  (source$) =>
    new Observable<T>((subscriber) => {
      const later$ = new Subject<T>();
      const forwarded = later$.pipe(auditTime(0, frameScheduler)).subscribe(subscriber);
      let subscribing = true;
      let known: { readonly value: T } | undefined;
      // An end while subscribing comes after the value known by then.
      let ended: (() => void) | undefined;
      const subscription = source$.subscribe({
        next: (value) => (subscribing ? (known = { value }) : later$.next(value)),
        error: (error: unknown) => (subscribing ? (ended = () => subscriber.error(error)) : subscriber.error(error)),
        complete: () => (subscribing ? (ended = () => subscriber.complete()) : later$.complete()),
      });
      subscribing = false;
      if (known) subscriber.next(known.value);
      ended?.();
      return () => {
        subscription.unsubscribe();
        forwarded.unsubscribe();
      };
    });
