import { Market } from '../../../sim/market/market';
import { type PlannedFill, largestFill } from '../../../sim/orders/fillPricing';
import { moveMarket } from '../../../sim/orders/marketMove';
import { MAX_LIVE_PER_WALLET, createOrderStore } from '../../../sim/orders/orderStore';
import type { TriggerOrder } from '../../../sim/orders/orderTypes';
import { JUP, SOL } from './ordersSim';

/** The order feature's pure parts: the partial-fill search, the store's bounds, the market switch. */
describe('largestFill', () => {
  // A pool paying 2 per unit less impact growing with size; the order wants 1.9 per unit.
  const plan = (amount: bigint): PlannedFill => {
    const out = (amount * 2n * (1_000_000n - amount)) / 1_000_000n;
    return { routes: [], inAmount: amount, grossOut: out, feeAmount: 0n, netOut: out };
  };
  const atRate = (rate: bigint) => (fill: PlannedFill) => fill.netOut * 10n >= fill.inAmount * rate;

  it('fills the whole remainder when the rate holds for it', () => {
    expect(largestFill(10_000n, 100n, plan, atRate(19n))?.inAmount).toBe(10_000n);
  });

  it('fills the largest part that keeps the rate, leaving no dust', () => {
    // 2 (1 - x/1e6) >= 1.9 up to x = 50,000.
    const part = largestFill(200_000n, 2_000n, plan, atRate(19n));
    expect(part?.inAmount).toBeLessThanOrEqual(50_000n);
    expect(part?.inAmount).toBeGreaterThan(49_700n);
    expect(200_000n - (part?.inAmount ?? 0n)).toBeGreaterThanOrEqual(2_000n);
  });

  it('fills nothing when not even the floor keeps the rate, or when a part would leave less than the floor', () => {
    expect(largestFill(200_000n, 2_000n, plan, atRate(21n))).toBeUndefined();
    expect(largestFill(60_000n, 40_000n, plan, atRate(19n))).toBeUndefined();
  });
});

describe('the order store', () => {
  const order = (owner: string, index: number) => ({ orderKey: `${owner}-${index}`, owner }) as TriggerOrder;

  it(`refuses a wallet's order past ${MAX_LIVE_PER_WALLET} live ones, and keeps closed ones newest first`, () => {
    const store = createOrderStore<TriggerOrder>();
    for (let index = 0; index < MAX_LIVE_PER_WALLET; index++) store.add(order('a', index));
    expect(store.refusalFor('a')).toMatch(/at most 100 per wallet/);
    expect(store.refusalFor('b')).toBeUndefined();
    const [first, second] = store.liveOf('a');
    if (!first || !second) throw new Error('no orders');
    store.retire(first);
    store.retire(second);
    expect(store.refusalFor('a')).toBeUndefined();
    expect(store.historyOf('a').map((closed) => closed.orderKey)).toEqual([second.orderKey, first.orderKey]);
    expect(store.get(first.orderKey)).toBeUndefined();
  });
});

describe('the market move switch', () => {
  const market = new Market({ seed: 3, now: Date.UTC(2026, 5, 1), tokenCount: 30, rate: 0 });
  const price = (mint: string) => {
    const token = market.token(mint);
    if (!token) throw new Error(`no ${mint}`);
    return market.priceUsd(token);
  };

  it.each([50, -50, 900, -90])('moves the price by about %s percent', (percent) => {
    const before = price(JUP);
    const moved = moveMarket(market, JUP, percent);
    expect(moved.ok).toBe(true);
    expect(price(JUP) / before).toBeCloseTo(1 + percent / 100, 3);
  });

  it('moving SOL moves what is quoted in SOL; unknown mints are refused', () => {
    const quotedInSol = [...market.tokens()].find((token) => token.pool.quoteMint === SOL)?.info.mint ?? '';
    const before = price(quotedInSol);
    moveMarket(market, SOL, 20);
    expect(price(quotedInSol) / before).toBeCloseTo(1.2, 3);
    expect(moveMarket(market, 'nope', 5)).toMatchObject({ ok: false, status: 404 });
  });
});
