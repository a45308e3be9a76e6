import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, catchError, concat, defer, distinctUntilChanged, exhaustMap, filter, map, merge, mergeMap, of, scan, share, switchMap, timer } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { shareLatest } from '../core/shareLatest';
import { PERPS_ORACLE_POLL_MS, PERPS_ORACLE_STALE_MS } from '../core/timing';
import { type OracleFeed, oracleFeeds } from './markets';
import { type OracleItem, oracleItemSchema, oracleResponseSchema } from './schemas';

/** One feed's price as the page shows it. */
export interface OracleQuote {
  readonly feed: OracleFeed;
  readonly priceUsd: number;
  /** The oracle's publish time (Unix seconds), when it says. */
  readonly publishTime: number | null;
  /** When this reading arrived (scheduler time). */
  readonly updatedAt: number;
  /** No update for T27 (5 s). */
  readonly stale: boolean;
}

export interface OracleDeps {
  readonly http: HttpClient;
  /** The oracle worker's base: GET {oracleApi}/doves-oracle/{feeds}. */
  readonly oracleApi: string;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

export interface OraclePrices {
  /** One feed: a quote per update, then the same quote marked stale 5 s after it if nothing new came. */
  quote$(feed: OracleFeed): Observable<OracleQuote>;
  /** Every feed's latest quote. */
  readonly quotes$: Observable<ReadonlyMap<OracleFeed, OracleQuote>>;
}

/** USD from a Doves reading: price × 10^expo (dividing by an exact power of ten for negative exponents). */
export const oraclePriceUsd = (item: Pick<OracleItem, 'price' | 'expo'>): number => {
  const raw = Number(item.price);
  return item.expo < 0 ? raw / 10 ** -item.expo : raw * 10 ** item.expo;
};

interface Reading {
  readonly feed: OracleFeed;
  readonly priceUsd: number;
  readonly publishTime: number | null;
}

const isOracleFeed = (value: string): value is OracleFeed => (oracleFeeds as readonly string[]).includes(value);

/** The same publish seen again is not an update (a stuck oracle goes stale). */
const samePublish = (a: Reading, b: Reading) => a.publishTime !== null && a.publishTime === b.publishTime && a.priceUsd === b.priceUsd;

/**
 * The perps oracle (spec 001 §7 Workers, §5): every feed is polled in one request every
 * T27 (1 s) with no-cache while anything watches; a slow answer skips ticks rather than piling
 * requests. A failed poll or a bad item is logged and skipped. A feed with no update for T27
 * (5 s) is marked stale.
 */
export const createOraclePrices = ({ http, oracleApi, scheduler, logger }: OracleDeps): OraclePrices => {
  const url = `${oracleApi}/doves-oracle/${oracleFeeds.join(',')}`;

  const parseItems = (items: readonly unknown[]): Reading[] =>
    items.flatMap((raw) => {
      const item = oracleItemSchema.safeParse(raw);
      if (!item.success || !isOracleFeed(item.data.feedId)) {
        logger.warn('Dropped an invalid oracle reading', { issue: item.success ? `unknown feed ${item.data.feedId}` : item.error.issues[0]?.message });
        return [];
      }
      const priceUsd = oraclePriceUsd(item.data);
      if (!Number.isFinite(priceUsd) || priceUsd <= 0) return [];
      return [{ feed: item.data.feedId, priceUsd, publishTime: item.data.timestamp ?? null }];
    });

  const readings$ = timer(0, PERPS_ORACLE_POLL_MS, scheduler).pipe(
    exhaustMap(() =>
      http.get(url, { api: 'Perps oracle', responseName: 'oracle', schema: oracleResponseSchema, noCache: true }).pipe(
        catchError((error: unknown) => {
          logger.warn('Perps oracle poll failed', { error: error instanceof Error ? error.message : String(error) });
          return EMPTY;
        }),
      ),
    ),
    mergeMap(parseItems),
    share(),
  );

  const perFeed = new Map<OracleFeed, Observable<OracleQuote>>();
  const quote$ = (feed: OracleFeed): Observable<OracleQuote> => {
    let existing = perFeed.get(feed);
    if (!existing) {
      existing = readings$.pipe(
        filter((reading) => reading.feed === feed),
        distinctUntilChanged(samePublish),
        switchMap((reading) => {
          const fresh: OracleQuote = { ...reading, updatedAt: scheduler.now(), stale: false };
          return concat(of(fresh), timer(PERPS_ORACLE_STALE_MS, scheduler).pipe(map((): OracleQuote => ({ ...fresh, stale: true }))));
        }),
        shareLatest(scheduler),
      );
      perFeed.set(feed, existing);
    }
    return existing;
  };

  const quotes$ = defer(() => merge(...oracleFeeds.map(quote$))).pipe(
    scan((all, quote) => new Map(all).set(quote.feed, quote), new Map<OracleFeed, OracleQuote>() as ReadonlyMap<OracleFeed, OracleQuote>),
    shareLatest(scheduler),
  );

  return { quote$, quotes$ };
};
