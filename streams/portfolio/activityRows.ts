import type { Observable } from 'rxjs';
import { combineLatest, distinctUntilChanged, map, of, startWith, switchMap } from 'rxjs';
import type { ResourceState } from '../core/cachedResource';
import type { Activity, ActivityFeed } from './activities';

/** A received transfer worth less than this (or nothing the price service knows) is spam: dust and worthless airdrops. */
export const SPAM_USD_FLOOR = 0.01;

export interface ActivityRow {
  readonly activity: Activity;
  /** What the row moved in USD: at the time of the trade when the service says, else at today's price. */
  readonly usd: number | undefined;
  /** `usd` is at today's price (the service sent none). */
  readonly usdNow: boolean;
  readonly spam: boolean;
  readonly failed: boolean;
}

export interface ActivityFilters {
  readonly hideSpam: boolean;
  readonly hideFailed: boolean;
}

export interface ActivityView {
  readonly rows: readonly ActivityRow[];
  readonly status: ActivityFeed['status'];
  /** Rows the filters left out of what has loaded. */
  readonly hidden: number;
}

type PriceOf = (mint: string) => Observable<ResourceState<number | undefined>>;

/** The mint and amount a row is valued by when the service sent no USD value. */
const valuedBy = (activity: Activity): { mint: string; amount: number } | undefined => {
  if (activity.kind === 'perps') return undefined;
  const { item } = activity;
  if (item.inputUsd != null || item.outputUsd != null) return undefined;
  return item.action === 'Receive' ? { mint: item.outputMint, amount: Number(item.outputAmount) } : { mint: item.inputMint, amount: Number(item.inputAmount) };
};

const usdAtTrade = (activity: Activity): number | undefined =>
  activity.kind === 'perps' ? (activity.item.pnlUsd ?? activity.item.sizeUsd ?? undefined) : (activity.item.inputUsd ?? activity.item.outputUsd ?? undefined);

/** One row from its activity and today's prices (pure). */
export const activityRow = (activity: Activity, pricesNow: ReadonlyMap<string, number | undefined>): ActivityRow => {
  const atTrade = usdAtTrade(activity);
  const basis = valuedBy(activity);
  const price = basis ? pricesNow.get(basis.mint) : undefined;
  const now = basis && price !== undefined && Number.isFinite(basis.amount) ? basis.amount * price : undefined;
  const usd = atTrade ?? now;
  const received = activity.kind === 'swap' && activity.item.action === 'Receive';
  return {
    activity,
    usd,
    usdNow: atTrade === undefined && now !== undefined,
    spam: received && (usd === undefined || usd < SPAM_USD_FLOOR),
    failed: activity.kind === 'swap' && activity.item.status === 'Failed',
  };
};

/** What the filters let through (pure). */
export const visibleRows = (rows: readonly ActivityRow[], filters: ActivityFilters): readonly ActivityRow[] =>
  rows.filter((row) => !(filters.hideSpam && row.spam) && !(filters.hideFailed && row.failed));

/**
 * The Activity tab's rows: each valued (at the trade's time, else today's price, T24 through
 * `price$`), marked spam or failed, and filtered by the user's settings. A price that has not
 * answered leaves its rows unvalued until it does.
 */
export const activityView = (feed$: Observable<ActivityFeed>, filters$: Observable<ActivityFilters>, priceOf: PriceOf): Observable<ActivityView> =>
  feed$.pipe(
    switchMap((feed) => {
      const mints = [...new Set(feed.items.flatMap((activity) => valuedBy(activity)?.mint ?? []))];
      const prices$ =
        mints.length === 0
          ? of(new Map<string, number | undefined>())
          : combineLatest(
              mints.map((mint) =>
                priceOf(mint).pipe(
                  map((state) => (state.status === 'ready' ? state.value : undefined)),
                  startWith(undefined),
                  distinctUntilChanged(),
                ),
              ),
            ).pipe(map((values) => new Map(mints.map((mint, index) => [mint, values[index]]))));
      return combineLatest([prices$, filters$]).pipe(
        map(([pricesNow, filters]): ActivityView => {
          const rows = feed.items.map((activity) => activityRow(activity, pricesNow));
          const shown = visibleRows(rows, filters);
          return { rows: shown, status: feed.status, hidden: rows.length - shown.length };
        }),
      );
    }),
  );
