import type { Observable, SchedulerLike } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import type { Prices } from '../market/prices';
import { type ActivityFeed, createActivities } from './activities';
import { type ActivityFilters, type ActivityView, activityView } from './activityRows';

/** The drawer's Activity tab: built the first time it opens, so its code stays off the first visit. */
export const activitiesFeature = ({
  http,
  config,
  logger,
  scheduler,
  prices,
}: {
  http: HttpClient;
  config: { endpoints: { activityApi: string } };
  logger: Logger;
  scheduler: SchedulerLike;
  prices: Pick<Prices, 'price$'>;
}) => {
  const activities = createActivities({ http, api: config.endpoints.activityApi, logger, scheduler });
  return {
    ...activities,
    /** A feed's rows valued, marked and filtered (activityRows.ts). */
    view: (feed$: Observable<ActivityFeed>, filters$: Observable<ActivityFilters>): Observable<ActivityView> => activityView(feed$, filters$, prices.price$),
  };
};
