import type { Observable, SchedulerLike } from 'rxjs';
import { Subject, filter, map, merge, of, startWith, switchMap, timer } from 'rxjs';
import { COPY_FEEDBACK_MS } from '../core/timing';

/**
 * Copy feedback (spec 000 §4): after a copy, its key reads as copied for T05 (1.5 s). A second
 * copy restarts the time. The clipboard write itself happens in the browser port.
 */
export const createCopyFeedback = ({ scheduler }: { scheduler: SchedulerLike }) => {
  const copies = new Subject<string>();
  return {
    copied: (key: string) => copies.next(key),
    /** True from a copy of `key` until T05 later. */
    isCopied$: (key: string): Observable<boolean> =>
      copies.pipe(
        filter((copied) => copied === key),
        switchMap(() => merge(of(true), timer(COPY_FEEDBACK_MS, scheduler).pipe(map(() => false)))),
        startWith(false),
      ),
  };
};
