import { mergePool } from '@streams/market/mergePool';
import { makePool } from '../../support/fixtures/pools';

describe('merge rule for streamed pool updates (spec 000 §4)', () => {
  const held = makePool('a', { bondingCurve: 62, asset: { bondingCurve: 62, holderCount: 340, organicScore: 71, organicScoreLabel: 'high', usdPrice: 1 } });

  it.each([
    ['bondingCurve', { bondingCurve: undefined }, { bondingCurve: 62 }],
    ['holderCount', { holderCount: null }, { holderCount: 340 }],
    ['organicScore (with its label)', { organicScore: undefined, organicScoreLabel: undefined }, { organicScore: 71, organicScoreLabel: 'high' }],
  ])('keeps %s when the update lacks it', (_name, lacking, kept) => {
    const update = makePool('a', { asset: { ...lacking, usdPrice: 2 } });
    const merged = mergePool(held, update);
    expect(merged.baseAsset).toMatchObject({ ...kept, usdPrice: 2 });
  });

  it('takes the update where it has values, including zero', () => {
    const update = makePool('a', { bondingCurve: 80, asset: { bondingCurve: 80, holderCount: 0, organicScore: 5, usdPrice: 3 } });
    expect(mergePool(held, update).baseAsset).toMatchObject({ bondingCurve: 80, holderCount: 0, organicScore: 5, usdPrice: 3 });
  });

  it('keeps the pool-level bonding curve too', () => {
    const update = makePool('a', { bondingCurve: null, asset: { bondingCurve: 70 } });
    expect(mergePool(held, update).bondingCurve).toBe(62);
  });

  it('returns the update itself when nothing needs keeping, and the update when nothing was held', () => {
    const complete = makePool('a', { asset: { usdPrice: 9 } });
    expect(mergePool(held, complete)).toBe(complete);
    expect(mergePool(undefined, complete)).toBe(complete);
  });
});
