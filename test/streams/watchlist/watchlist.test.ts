import { createMemoryStorage } from '@streams/core/ports';
import type { ListSource, TokenListState } from '@streams/market/tokenLists';
import { toRow } from '@streams/market/tokenRow';
import { watchlistChips, type WatchlistChipsState } from '@streams/watchlist/watchlistChips';
import { WATCHLIST_KEY, type WatchlistConfig, createWatchlistConfig, defaultWatchlist } from '@streams/watchlist/watchlistConfig';
import { BehaviorSubject, type Observable, of } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { makePool, stats } from '../../support/fixtures/pools';

const latest = <T>(source: Observable<T>): T | undefined => {
  let value: T | undefined;
  source.subscribe((next) => (value = next)).unsubscribe();
  return value;
};

describe('watchlist config (spec 001 §3, §9)', () => {
  it('defaults: the default currency pair, market cap, 24h, chart view, not dirty', () => {
    const watchlist = createWatchlistConfig({ storage: createMemoryStorage(), logger: createRecordingLogger() });
    expect(latest(watchlist.config$)).toEqual(defaultWatchlist);
    expect(defaultWatchlist.tokens.map((token) => token.symbol)).toEqual(['SOL', 'USDC']);
    expect(defaultWatchlist).toMatchObject({ metric: 'mcap', timeframe: '24h', view: 'chart', dirty: false });
  });

  it('keeps the last 30 tokens added, newest first, one per address; every change is stored and marks it dirty', () => {
    const storage = createMemoryStorage();
    const watchlist = createWatchlistConfig({ storage, logger: createRecordingLogger() });
    for (let index = 0; index < 32; index++) watchlist.add({ address: `m${index}`, symbol: `T${index}` });
    watchlist.add({ address: 'm10', symbol: 'T10' });
    const tokens = latest(watchlist.config$)?.tokens.map((token) => token.address) ?? [];
    expect(tokens).toHaveLength(30);
    expect(tokens.slice(0, 3)).toEqual(['m10', 'm31', 'm30']);
    expect(tokens).not.toContain('m0');
    watchlist.setMetric('usdPrice');
    watchlist.setView('table');
    watchlist.toggle({ address: 'm10', symbol: 'T10' });
    const reloaded = createWatchlistConfig({ storage, logger: createRecordingLogger() });
    expect(latest(reloaded.config$)).toMatchObject({ metric: 'usdPrice', view: 'table', dirty: true });
    expect(latest(reloaded.has$('m10'))).toBe(false);
    expect(latest(reloaded.has$('m31'))).toBe(true);
  });

  it('a stored config that fails its schema is logged and replaced by the defaults', () => {
    const logger = createRecordingLogger();
    const watchlist = createWatchlistConfig({ storage: createMemoryStorage({ [WATCHLIST_KEY]: JSON.stringify({ metric: 'volume' }) }), logger });
    expect(latest(watchlist.config$)).toEqual(defaultWatchlist);
    expect(logger.messages('warn')).toHaveLength(1);
  });
});

describe('watchlist price chips', () => {
  const pools = [
    makePool('a', { asset: { usdPrice: 2, mcap: 2000, stats1h: stats({ priceChange: 5 }), icon: 'https://icons/a.png' } }),
    makePool('b', { asset: { usdPrice: 3, mcap: 3000, stats1h: stats({ priceChange: -1 }) } }),
  ];
  const config = (update: Partial<WatchlistConfig> = {}): WatchlistConfig => ({
    ...defaultWatchlist,
    tokens: [
      { address: 'b', symbol: 'B' },
      { address: 'a', symbol: 'A' },
      { address: 'gone', symbol: 'GONE' },
    ],
    timeframe: '1h',
    ...update,
  });

  it('one chip per token in the configured order, valued by the chosen metric; the list is asked again only for new tokens or timeframe', () => {
    const sources: ListSource[] = [];
    const list = (source: ListSource): Observable<TokenListState> => {
      sources.push(source);
      return of({
        status: 'ready',
        rows: pools.map((pool) => toRow(pool, source.timeframe)),
        waiting: 0,
        total: 2,
        sort: null,
        connection: 'open',
        stale: false,
        updatedAt: 0,
      });
    };
    const config$ = new BehaviorSubject(config());
    const states: WatchlistChipsState[] = [];
    watchlistChips(config$, list).subscribe((state) => states.push(state));
    expect(states.at(-1)?.chips.map((chip) => [chip.symbol, chip.value, chip.priceChange, chip.href])).toEqual([
      ['B', 3000, -1, '/tokens/b'],
      ['A', 2000, 5, '/tokens/a'],
      ['GONE', undefined, undefined, '/tokens/gone'],
    ]);
    expect(states.at(-1)?.chips[1]?.logoURI).toBe('https://icons/a.png');
    config$.next(config({ metric: 'usdPrice' }));
    expect(states.at(-1)?.chips.map((chip) => chip.value)).toEqual([3, 2, undefined]);
    expect(sources).toEqual([{ category: 'watchlist', timeframe: '1h', watchlist: ['a', 'b', 'gone'] }]);
    config$.next(config({ metric: 'usdPrice', timeframe: '24h' }));
    expect(sources).toHaveLength(2);
  });

  it('no tokens: no chips, and no list request', () => {
    const sources: ListSource[] = [];
    const states: WatchlistChipsState[] = [];
    watchlistChips(of(config({ tokens: [] })), (source) => (sources.push(source), of({ status: 'loading' }))).subscribe((state) => states.push(state));
    expect(states).toEqual([{ status: 'ready', chips: [] }]);
    expect(sources).toHaveLength(0);
  });
});
