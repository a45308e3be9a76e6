import type { Observable } from 'rxjs';
import { distinctUntilChanged, map } from 'rxjs';
import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { timeframes } from '../market/tokenRow';
import { SOL_MINT, USDC_MINT } from '../search/builtinTokens';

export const WATCHLIST_KEY = 'callisto-watchlist';
/** The watchlist keeps the last 30 tokens added (spec 001 §9). */
export const WATCHLIST_MAX = 30;

const watchedTokenSchema = z.object({ address: z.string().check(z.minLength(1)), symbol: z.string(), logoURI: z.optional(z.string()) });
export type WatchedToken = z.infer<typeof watchedTokenSchema>;

/** Watchlist config (spec 001 §3): tokens, metric, timeframe, view and a dirty flag. */
export const watchlistConfigSchema = z.object({
  tokens: z.array(watchedTokenSchema),
  metric: z.enum(['usdPrice', 'mcap']),
  timeframe: z.enum(timeframes),
  view: z.enum(['table', 'chart']),
  /** The user changed it: the defaults no longer apply. */
  dirty: z.boolean(),
});
export type WatchlistConfig = z.infer<typeof watchlistConfigSchema>;

/** Defaults: the default currency pair, market cap, 24h, chart view. */
export const defaultWatchlist: WatchlistConfig = {
  tokens: [
    { address: SOL_MINT, symbol: 'SOL', logoURI: '/tokens/sol.svg' },
    { address: USDC_MINT, symbol: 'USDC' },
  ],
  metric: 'mcap',
  timeframe: '24h',
  view: 'chart',
  dirty: false,
};

/** The watchlist's stored configuration: newest token first, at most 30, one entry per address. */
export const createWatchlistConfig = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const stored = createPersistedValue({ storage, logger, key: WATCHLIST_KEY, schema: watchlistConfigSchema, defaults: defaultWatchlist });
  const tokens = () => stored.current().tokens;
  const change = (update: Partial<WatchlistConfig>) => stored.update({ ...update, dirty: true });
  const add = (token: WatchedToken) => change({ tokens: [token, ...tokens().filter((known) => known.address !== token.address)].slice(0, WATCHLIST_MAX) });
  const remove = (address: string) => change({ tokens: tokens().filter((known) => known.address !== address) });
  return {
    config$: stored.value$,
    current: stored.current,
    has$: (address: string): Observable<boolean> =>
      stored.value$.pipe(
        map((config) => config.tokens.some((token) => token.address === address)),
        distinctUntilChanged(),
      ),
    add,
    remove,
    toggle: (token: WatchedToken) => (tokens().some((known) => known.address === token.address) ? remove(token.address) : add(token)),
    setMetric: (metric: WatchlistConfig['metric']) => change({ metric }),
    setTimeframe: (timeframe: WatchlistConfig['timeframe']) => change({ timeframe }),
    setView: (view: WatchlistConfig['view']) => change({ view }),
  };
};

export type WatchlistConfigStore = ReturnType<typeof createWatchlistConfig>;
