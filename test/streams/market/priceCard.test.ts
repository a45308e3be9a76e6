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
