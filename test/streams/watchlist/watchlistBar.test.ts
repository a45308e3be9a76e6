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
    'editing the watched tokens moves the list and the price subscription to the new set, letting go of the old ones; the same set keeps them',
    marbles((m) => {
      const both = config([
        { address: 'b', symbol: 'B' },
        { address: 'a', symbol: 'A' },
      ]);
      // At 10 the same tokens come again (a new object); at 20 B is removed; the bar is left at 30.
      const config$ = m.hot('c 9ms d 9ms e', { c: both, d: { ...both, tokens: [...both.tokens] }, e: config([{ address: 'a', symbol: 'A' }]) });
      const tickStreams = [m.cold('--x', { x: { assetId: 'a', price: 2.2 } }), m.cold('--x', { x: { assetId: 'a', price: 2.2 } })];
      const lists = [m.cold('-r', { r: ready('24h') }), m.cold('-r', { r: ready('24h') })];
      const subscribed: string[][] = [];
      const live = {
        prices: (ids: readonly string[]): Observable<Stamped<PriceTick>> => {
          subscribed.push([...ids]);
          return tickStreams[subscribed.length - 1]!.pipe(map((value) => ({ value, generation: 1, receivedAt: 0 })));
        },
      };
      let listed = 0;
      const list = () => lists[listed++]!;
      m.expect(watchlistBar(config$, list, live).pipe(map(text)), '^ 29ms !').toBeObservable('lrx 17ms LRX', {
        l: 'B:-:- A:-:-',
        r: 'B:3:0.0 A:2:10.0',
        x: 'B:3:0.0 A:2.2:21.0',
        L: 'A:-:-',
        R: 'A:2:10.0',
        X: 'A:2.2:21.0',
      });
      m.expect(tickStreams[0]!).toHaveSubscriptions('^ 19ms !');
      m.expect(lists[0]!).toHaveSubscriptions('^ 19ms !');
      m.expect(tickStreams[1]!).toHaveSubscriptions('20ms ^ 9ms !');
      m.expect(lists[1]!).toHaveSubscriptions('20ms ^ 9ms !');
      m.flush();
      expect(subscribed).toEqual([['b', 'a'], ['a']]);
      expect(listed).toBe(2);
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
