import { CURVE_TOKENS_FOR_SALE, buy, cpmmAt, curveProgress, graduate, newCurve, priceInQuote, sell } from '../../../sim/market/curve';

describe('pool math', () => {
  it('a fresh curve is at 0% and prices about 28 SOL of market cap per billion tokens', () => {
    const curve = newCurve();
    expect(curveProgress(curve)).toBe(0);
    expect(priceInQuote(curve) * 1e9).toBeCloseTo(27.96, 1);
  });

  it('buying moves the price up and the progress forward; selling back returns close to the input', () => {
    const curve = newCurve();
    const before = priceInQuote(curve);
    const fill = buy(curve, 10);
    expect(fill.baseAmount).toBeGreaterThan(0);
    expect(priceInQuote(curve)).toBeGreaterThan(before);
    expect(curveProgress(curve)).toBeGreaterThan(0);
    const back = sell(curve, fill.baseAmount);
    expect(back.quoteAmount).toBeLessThan(10);
    expect(back.quoteAmount).toBeGreaterThan(9.9);
  });

  it('a curve never sells more than its tokens for sale, and reaches 100%', () => {
    const curve = newCurve();
    const fill = buy(curve, 10_000);
    expect(fill.baseAmount).toBeCloseTo(CURVE_TOKENS_FOR_SALE, 0);
    expect(fill.quoteAmount).toBeLessThan(10_000);
    expect(curveProgress(curve)).toBe(100);
  });

  it('graduation keeps the price continuous (within 1%)', () => {
    const curve = newCurve();
    buy(curve, 10_000);
    const price = priceInQuote(curve);
    const pool = graduate(curve);
    expect(pool.kind).toBe('cpmm');
    expect(Math.abs(priceInQuote(pool) / price - 1)).toBeLessThan(0.01);
  });

  it('cpmmAt holds the given USD liquidity on each side at the given price', () => {
    const pool = cpmmAt(2, 180, 1_000_000);
    expect(pool.base * 2).toBeCloseTo(1_000_000);
    expect(pool.quote * 180).toBeCloseTo(1_000_000);
    expect(priceInQuote(pool) * 180).toBeCloseTo(2);
  });
});
