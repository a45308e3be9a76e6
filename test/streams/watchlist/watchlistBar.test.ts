import type { PriceTick, Stamped } from '@streams/market/liveStream';
import type { ListSource, TokenListState } from '@streams/market/tokenLists';
import { toRow } from '@streams/market/tokenRow';
import { type BarChip, watchlistBar } from '@streams/watchlist/watchlistBar';
import { type WatchlistConfig, defaultWatchlist } from '@streams/watchlist/watchlistConfig';
import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import { makePool, stats } from '../../support/fixtures/pools';
import { marbles } from '../../support/marbles';

const pools = [makePool('a', { asset: { usdPrice: 2, stats24h: stats({ priceChange: 10 }) } }), makePool('b', { asset: { usdPrice: 3 } })];
const ready = (timeframe: ListSource['timeframe']): TokenListState => ({
  status: 'ready',
  rows: pools.map((pool) => toRow(pool, timeframe)),
  waiting: 0,
  total: 2,
  sort: null,
  connection: 'open',
  stale: false,
  updatedAt: 0,
});
const config = (tokens: WatchlistConfig['tokens']): WatchlistConfig => ({ ...defaultWatchlist, tokens });
const text = (chips: readonly BarChip[]) =>
  chips.map((chip) => `${chip.symbol}:${chip.price ?? '-'}:${chip.priceChange === undefined ? '-' : chip.priceChange.toFixed(1)}`).join(' ');

describe('the watchlist bar: live price chips (spec 000 §2)', () => {
  it(
    "starts from the watched tokens' list, then follows the live price ticks; the change moves with the price",
    marbles((m) => {
      const config$ = m.cold('c', {
        c: config([
          { address: 'b', symbol: 'B' },
          { address: 'a', symbol: 'A' },
        ]),
      });
      const subscribed: string[][] = [];
      const live = {
        prices: (ids: readonly string[]): Observable<Stamped<PriceTick>> => {
          subscribed.push([...ids]);
          return m
            .cold('--x-y', { x: { assetId: 'a', price: 2.2 }, y: { assetId: 'b', price: 2.7 } })
            .pipe(map((value) => ({ value, generation: 1, receivedAt: 0 })));
        },
      };
      const list = (source: ListSource) => m.cold('-r', { r: ready(source.timeframe) });
      m.expect(watchlistBar(config$, list, live).pipe(map(text))).toBeObservable('lrx-y', {
        l: 'B:-:- A:-:-',
        r: 'B:3:0.0 A:2:10.0',
        // 1.1 × 2.2 / 2 − 1 = 21 %
        x: 'B:3:0.0 A:2.2:21.0',
        y: 'B:2.7:-10.0 A:2.2:21.0',
      });
      m.flush();
      expect(subscribed).toEqual([['b', 'a']]);
    }),
  );

  it(
    'nothing watched: no chips, no list and no price subscription',
    marbles((m) => {
      let asked = 0;
      const live = { prices: () => ((asked += 1), m.cold<Stamped<PriceTick>>('-')) };
      m.expect(watchlistBar(m.cold('c', { c: config([]) }), () => ((asked += 1), m.cold('-')), live).pipe(map(text))).toBeObservable('e', { e: '' });
      m.flush();
      expect(asked).toBe(0);
    }),
  );
});
