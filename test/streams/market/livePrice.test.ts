import type { ResourceState } from '@streams/core/cachedResource';
import { livePrice$ } from '@streams/market/livePrice';
import type { PriceTick, Stamped } from '@streams/market/liveStream';
import type { Observable } from 'rxjs';
import { marbles } from '../../support/marbles';

const MINT = 'So11111111111111111111111111111111111111112';
const tick = (price: number): Stamped<PriceTick> => ({ value: { assetId: MINT, price }, receivedAt: 0 }) as Stamped<PriceTick>;
const ready = (value: number): ResourceState<number | undefined> => ({ status: 'ready', value, updatedAt: 0, stale: false, refreshing: false });

describe('livePrice$', () => {
  it(
    'undefined at once (not again while the API loads), then the API answer and every live tick between its answers, in arrival order',
    marbles((m) => {
      const api$ = m.cold<ResourceState<number | undefined>>('l--a------b', { l: { status: 'loading' }, a: ready(150), b: ready(152) });
      const ticks$ = m.cold<Stamped<PriceTick>>('-----x--y', { x: tick(151), y: tick(151.5) });
      const prices = { price$: (mint: string) => (mint === MINT ? api$ : (m.cold('') as Observable<never>)) };
      const live = { prices: (ids: readonly string[]) => (ids.join() === MINT ? ticks$ : (m.cold('') as Observable<never>)) };
      m.expect(livePrice$(prices, live, MINT)).toBeObservable('u--a-x--y-b', { u: undefined, a: 150, x: 151, y: 151.5, b: 152 });
      m.expect(api$).toHaveSubscriptions('^');
      m.expect(ticks$).toHaveSubscriptions('^');
    }),
  );

  it(
    'unsubscribing leaves both the Price API and the live subscription',
    marbles((m) => {
      const api$ = m.cold<ResourceState<number | undefined>>('a', { a: ready(150) });
      const ticks$ = m.cold<Stamped<PriceTick>>('-----x-----z', { x: tick(151), z: tick(160) });
      const price$ = livePrice$({ price$: () => api$ }, { prices: () => ticks$ }, MINT);
      m.expect(price$, '^------!').toBeObservable('(ua)-x', { u: undefined, a: 150, x: 151 });
      m.expect(api$).toHaveSubscriptions('^------!');
      m.expect(ticks$).toHaveSubscriptions('^------!');
    }),
  );
});
