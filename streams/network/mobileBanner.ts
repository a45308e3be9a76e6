import type { Observable, SchedulerLike } from 'rxjs';
import { concat, defer, map, of, switchMap, timer } from 'rxjs';
import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { MOBILE_BANNER_HIDDEN_MS } from '../core/timing';

export const MOBILE_BANNER_KEY = 'callisto.mobileBanner.dismissedAt';

/** The mobile app banner (spec 001 §2, §4): hidden for 3 days after a dismissal (T22), then back. */
export const createMobileBanner = ({ storage, logger, scheduler }: { storage: KeyValueStorage; logger: Logger; scheduler: SchedulerLike }) => {
  const dismissed = createPersistedValue<{ readonly at?: number }>({
    storage,
    logger,
    key: MOBILE_BANNER_KEY,
    schema: z.object({ at: z.optional(z.number()) }),
    defaults: {},
  });
  const visible$: Observable<boolean> = dismissed.value$.pipe(
    map((value) => value.at),
    switchMap((at) =>
      defer(() => {
        const backAt = at === undefined ? undefined : at + MOBILE_BANNER_HIDDEN_MS;
        const now = scheduler.now();
        if (backAt === undefined || backAt <= now) return of(true);
        return concat(of(false), timer(backAt - now, scheduler).pipe(map(() => true)));
      }),
    ),
  );
  return { visible$, dismiss: () => dismissed.update({ at: scheduler.now() }) };
};
