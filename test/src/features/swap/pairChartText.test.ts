import { pairChange } from '@/features/swap/PairChart';
import { targetTitle } from '@/features/token/useTargetLine';

describe('the pair chart header and the limit target line', () => {
  it("the pair's 24h change is the base's against the quote's, both in USD", () => {
    expect(pairChange(10, 0)).toBeCloseTo(10);
    // SOL +10 % while JUP +10 %: SOL in JUP did not move.
    expect(pairChange(10, 10)).toBeCloseTo(0);
    expect(pairChange(0, 100)).toBeCloseTo(-50);
    expect(pairChange(undefined, 5)).toBeUndefined();
    expect(pairChange(5, null)).toBeUndefined();
    expect(pairChange(5, -100)).toBeUndefined();
  });

  it('the target line says its rate and how far it is from the market, signed', () => {
    expect(targetTitle(110, 100)).toBe('Target 110 (+10.00% vs market)');
    expect(targetTitle(95, 100)).toBe('Target 95 (-5.00% vs market)');
    expect(targetTitle(95, undefined)).toBe('Target 95');
  });
});
