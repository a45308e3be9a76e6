import type { Observable } from 'rxjs';
import { combineLatest, distinctUntilChanged, map, of, switchMap } from 'rxjs';
import type { ListSource, ListView, TokenListState } from '../market/tokenLists';
import type { TokenRow } from '../market/tokenRow';
import type { WatchlistConfig } from './watchlistConfig';

/** One price chip of the watchlist bar, linking to /tokens/{address}. */
export interface WatchlistChip {
  readonly address: string;
  readonly symbol: string;
  readonly logoURI: string | undefined;
  readonly metric: WatchlistConfig['metric'];
  /** The chosen metric: USD price or market cap; undefined until known. */
  readonly value: number | undefined;
  /** Price change (%) in the chosen timeframe. */
  readonly priceChange: number | undefined;
  readonly href: string;
}

export type WatchlistChipsState = { readonly status: 'loading' | 'error' | 'ready'; readonly chips: readonly WatchlistChip[] };

/** The watchlist's live rows: the token list of the 'watchlist' category (snapshot plus stream). */
export type ListFn = (source: ListSource, view$: Observable<ListView>) => Observable<TokenListState>;

const emptyView: Observable<ListView> = of({ filter: {} });

const chipOf = (token: WatchlistConfig['tokens'][number], config: WatchlistConfig, row: TokenRow | undefined): WatchlistChip => ({
  address: token.address,
  symbol: token.symbol,
  logoURI: token.logoURI ?? row?.asset.icon ?? undefined,
  metric: config.metric,
  value: (config.metric === 'mcap' ? row?.asset.mcap : row?.asset.usdPrice) ?? undefined,
  priceChange: row?.derived.priceChange,
  href: `/tokens/${encodeURIComponent(token.address)}`,
});

/**
 * Live price chips for the watchlist bar (spec 000 §2): one per configured token, in the
 * configured order, valued by the chosen metric and timeframe. The rows come from the token
 * list machinery, so they are live and coalesced per frame.
 */
export const watchlistChips = (config$: Observable<WatchlistConfig>, list: ListFn): Observable<WatchlistChipsState> => {
  // The list is asked again only when the tokens or the timeframe change, not the metric.
  const rows$ = config$.pipe(
    map((config) => ({ timeframe: config.timeframe, ids: config.tokens.map((token) => token.address).sort() })),
    distinctUntilChanged((a, b) => a.timeframe === b.timeframe && a.ids.join() === b.ids.join()),
    switchMap(({ timeframe, ids }) =>
      ids.length === 0 ? of<TokenListState>({ status: 'loading' }) : list({ category: 'watchlist', timeframe, watchlist: ids }, emptyView),
    ),
  );
  return combineLatest([config$, rows$]).pipe(
    map(([config, state]): WatchlistChipsState => {
      if (config.tokens.length === 0) return { status: 'ready', chips: [] };
      if (state.status !== 'ready') return { status: state.status, chips: config.tokens.map((token) => chipOf(token, config, undefined)) };
      const rows = new Map(state.rows.map((row) => [row.asset.id, row]));
      return { status: 'ready', chips: config.tokens.map((token) => chipOf(token, config, rows.get(token.address))) };
    }),
  );
};
