import { priceCard } from '@streams/market/priceCard';
import { marbles } from '../../support/marbles';

describe('the swap page price card (T20)', () => {
  it(
    'a move flashes for 950 ms and shows its arrow for 4 s; the first price is not a move',
    marbles((m) => {
      const price$ = m.hot('a 99ms b', { a: 10, b: 11 });
      const states = {
        i: { price: undefined, flash: undefined, arrow: undefined },
        a: { price: 10, flash: undefined, arrow: undefined },
        b: { price: 11, flash: 'up', arrow: 'up' },
        f: { price: 11, flash: undefined, arrow: 'up' },
        z: { price: 11, flash: undefined, arrow: undefined },
      } as const;
      //                                              100 ms    +950 ms      +4000 ms
      m.expect(priceCard(price$, m.scheduler)).toBeObservable('(ia) 96ms b 949ms f 3049ms z', states);
    }),
  );

  it(
    'a newer move restarts both; a repeated price is not a move',
    marbles((m) => {
      const price$ = m.hot('a 9ms b 9ms b 9ms c', { a: 10, b: 9, c: 12 });
      const states = {
        i: { price: undefined, flash: undefined, arrow: undefined },
        a: { price: 10, flash: undefined, arrow: undefined },
        d: { price: 9, flash: 'down', arrow: 'down' },
        u: { price: 12, flash: 'up', arrow: 'up' },
        f: { price: 12, flash: undefined, arrow: 'up' },
        z: { price: 12, flash: undefined, arrow: undefined },
      } as const;
      m.expect(priceCard(price$, m.scheduler)).toBeObservable('(ia) 6ms d 19ms u 949ms f 3049ms z', states);
    }),
  );
});

describe('the price card with missing or broken prices', () => {
  it(
    'a missing, NaN or infinite price is not a move: the card keeps the last price',
    marbles((m) => {
      const price$ = m.hot('a 9ms u 9ms n 9ms i', { a: 10, u: undefined, n: Number.NaN, i: Number.POSITIVE_INFINITY });
      m.expect(priceCard(price$, m.scheduler)).toBeObservable('(ia)', {
        i: { price: undefined, flash: undefined, arrow: undefined },
        a: { price: 10, flash: undefined, arrow: undefined },
      });
    }),
  );

  it(
    'the card ends with its price stream: at once after a first price, after the arrow once the price moved',
    marbles((m) => {
      const still$ = m.cold('(a|)', { a: 10 });
      m.expect(priceCard(still$, m.scheduler)).toBeObservable('(ia|)', {
        i: { price: undefined, flash: undefined, arrow: undefined },
        a: { price: 10, flash: undefined, arrow: undefined },
      });
      const moved$ = m.cold('a 9ms b|', { a: 10, b: 9 });
      m.expect(priceCard(moved$, m.scheduler)).toBeObservable('(ia) 6ms b 949ms f 3049ms (z|)', {
        i: { price: undefined, flash: undefined, arrow: undefined },
        a: { price: 10, flash: undefined, arrow: undefined },
        b: { price: 9, flash: 'down', arrow: 'down' },
        f: { price: 9, flash: undefined, arrow: 'down' },
        z: { price: 9, flash: undefined, arrow: undefined },
      });
    }),
  );
});
