import type { Observable, SchedulerLike } from 'rxjs';
import { distinctUntilChanged } from 'rxjs';
import { shareLatest } from '../core/shareLatest';

export interface ConnectivityDeps {
  /** The browser's online flag: its current value first, then every change. */
  readonly online$: Observable<boolean>;
  readonly scheduler: SchedulerLike;
}

/** Online or offline, as one shared stream ('You're currently offline.' banner). */
export const createConnectivity = ({ online$, scheduler }: ConnectivityDeps) => ({
  online$: online$.pipe(distinctUntilChanged(), shareLatest(scheduler)),
});
