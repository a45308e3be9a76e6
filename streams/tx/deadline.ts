import { Observable, type SchedulerLike, type Subscription, timer } from 'rxjs';

/** How a stream of write states tells the deadline where it is. */
export interface DeadlineRules<T> {
  /** An external wallet is asking the user: this time does not count. */
  readonly inPrompt: (state: T) => boolean;
  /** The signed bytes may be on their way to the chain: stopping now could not stop them. */
  readonly sent: (state: T) => boolean;
  /** What the write says when the deadline passes (`state`: the last one seen, if any). */
  readonly late: (state: T | undefined) => T;
  /**
   * Once sent, the write is not stopped at the deadline: it is followed on in the background
   * until it is final (so nothing that may land is forgotten), and each later state comes here.
   */
  readonly detached: (state: T) => void;
}

/**
 * An overall deadline for one write (issue 23 item 4): `ms` of time spent anywhere but in an
 * external wallet's prompt. When it passes, the write ends with `late(last)` and completes, so
 * whatever holds the transaction gate lets go. Before the bytes were sent the work is stopped
 * (nothing was signed, or nothing left the app); after, it goes on detached (resends, the
 * confirmation) and reports through `detached`, because the transaction may still land.
 */
export const withDeadline =
  <T>(ms: number, scheduler: SchedulerLike, rules: DeadlineRules<T>) =>
  (source$: Observable<T>): Observable<T> =>
    new Observable<T>((subscriber) => {
      let used = 0;
      let since = scheduler.now();
      let paused = false;
      let last: T | undefined;
      let detached = false;
      let clock: Subscription | undefined;

      const expire = () => {
        if (last !== undefined && rules.sent(last)) detached = true;
        else work.unsubscribe();
        subscriber.next(rules.late(last));
        subscriber.complete();
      };
      const account = () => {
        const now = scheduler.now();
        if (!paused) used += now - since;
        since = now;
      };
      const arm = () => {
        clock?.unsubscribe();
        clock = paused ? undefined : timer(Math.max(0, ms - used), scheduler).subscribe(expire);
      };

      const work: Subscription = source$.subscribe({
        next: (state) => {
          if (detached) return rules.detached(state);
          account();
          last = state;
          const prompting = rules.inPrompt(state);
          if (prompting !== paused) {
            paused = prompting;
            arm();
          }
          subscriber.next(state);
        },
        error: (error: unknown) => (detached ? undefined : subscriber.error(error)),
        complete: () => (detached ? undefined : subscriber.complete()),
      });
      if (!subscriber.closed && !work.closed) arm();
      return () => {
        clock?.unsubscribe();
        if (!detached) work.unsubscribe();
      };
    });
