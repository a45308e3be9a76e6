import type { Observable } from 'rxjs';
import { combineLatest, distinctUntilChanged, map, of, scan, startWith, switchMap } from 'rxjs';
import type { LiveStream } from '../market/liveStream';
import type { TokenListState } from '../market/tokenLists';
import type { ListFn } from './watchlistChips';
import type { WatchlistConfig } from './watchlistConfig';

/** One chip of the watchlist bar: a watched token's live price and change, linking to its page. */
export interface BarChip {
  readonly address: string;
  readonly symbol: string;
  readonly logoURI: string | undefined;
  /** USD; undefined until known. */
  readonly price: number | undefined;
  /** Price change (%) in the watchlist's timeframe, moved by live prices from the list's base. */
  readonly priceChange: number | undefined;
  readonly href: string;
}

const ids = (config: WatchlistConfig) => config.tokens.map((token) => token.address);

/**
 * The watchlist bar (spec 000 §2): a chip per watched token, in the configured order. Each
 * starts from the token list of the watched tokens (price and change in the timeframe) and
 * then follows the live stream's price subscription tick by tick; the change moves with the
 * price (the list's change is relative to a price the tick can be compared with).
 */
export const watchlistBar = (config$: Observable<WatchlistConfig>, list: ListFn, live: Pick<LiveStream, 'prices'>): Observable<readonly BarChip[]> => {
  const watched$ = config$.pipe(distinctUntilChanged((a, b) => a.timeframe === b.timeframe && ids(a).join() === ids(b).join()));
  return watched$.pipe(
    switchMap((config) => {
      const addresses = ids(config);
      if (addresses.length === 0) return of<readonly BarChip[]>([]);
      const rows$ = list({ category: 'watchlist', timeframe: config.timeframe, watchlist: [...addresses].sort() }, of({ filter: {} })).pipe(
        startWith<TokenListState>({ status: 'loading' }),
      );
      const ticks$ = live.prices(addresses).pipe(
        scan((latest, tick) => new Map(latest).set(tick.value.assetId, tick.value.price), new Map<string, number>()),
        startWith(new Map<string, number>()),
      );
      return combineLatest([rows$, ticks$]).pipe(
        map(([state, ticks]) => {
          const rows = new Map(state.status === 'ready' ? state.rows.map((row) => [row.asset.id, row] as const) : []);
          return config.tokens.map((token): BarChip => {
            const row = rows.get(token.address);
            const base = row?.asset.usdPrice ?? undefined;
            const tick = ticks.get(token.address);
            const price = tick ?? base;
            const change = row?.derived.priceChange;
            // The change since the window's open: (1 + change) × tick / base − 1.
            const priceChange =
              change !== undefined && base !== undefined && base > 0 && tick !== undefined ? ((1 + change / 100) * (tick / base) - 1) * 100 : change;
            return {
              address: token.address,
              symbol: token.symbol,
              logoURI: token.logoURI ?? row?.asset.icon ?? undefined,
              price,
              priceChange,
              href: `/tokens/${encodeURIComponent(token.address)}`,
            };
          });
        }),
      );
    }),
  );
};
