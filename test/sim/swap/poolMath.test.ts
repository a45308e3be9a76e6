import fc from 'fast-check';
import { buy, sell } from '../../../sim/market/curve';
import { swapExactIn, swapExactOut } from '../../../sim/swap/poolMath';
import type { Hop, PoolView } from '../../../sim/swap/pools';

const pool = (reserveBase: bigint, reserveQuote: bigint, payableBase = reserveBase, payableQuote = reserveQuote): PoolView => ({
  id: 'pool',
  dex: 'raydium-cpmm',
  label: 'Raydium CP',
  kind: payableBase === reserveBase ? 'cpmm' : 'curve',
  baseMint: 'base',
  quoteMint: 'quote',
  baseDecimals: 6,
  quoteDecimals: 9,
  reserveBase,
  reserveQuote,
  payableBase,
  payableQuote,
});

const reserves = fc.bigInt({ min: 10n ** 6n, max: 10n ** 18n });
const side = fc.constantFrom<Hop['side']>('buy', 'sell');

describe('pool math in base units', () => {
  it('matches the market float formula (sim/market/curve.ts) to within rounding', () => {
    const hop: Hop = { pool: pool(500_000_000_000n, 2_000_000_000n), side: 'buy' };
    const fill = swapExactIn(hop, 10_000_000n);
    const floatPool = { kind: 'cpmm' as const, base: 500_000, quote: 2 };
    const floatFill = buy(floatPool, 0.01);
    expect(fill.ok && Number(fill.outAmount) / 1e6).toBeCloseTo(floatFill.baseAmount, 5);
    const sold = swapExactIn({ ...hop, side: 'sell' }, 1_000_000_000n);
    expect(sold.ok && Number(sold.outAmount) / 1e9).toBeCloseTo(sell({ kind: 'cpmm', base: 500_000, quote: 2 }, 1000).quoteAmount, 8);
  });

  it('ExactOut asks the least input whose ExactIn output reaches the amount', () => {
    fc.assert(
      fc.property(reserves, reserves, side, fc.double({ min: 1e-6, max: 0.5, noNaN: true }), (base, quote, direction, share) => {
        const hop: Hop = { pool: pool(base, quote), side: direction };
        const reserveOut = direction === 'buy' ? base : quote;
        const wanted = BigInt(Math.max(1, Math.floor(Number(reserveOut) * share)));
        const fill = swapExactOut(hop, wanted);
        if (!fill.ok) return;
        const forward = swapExactIn(hop, fill.inAmount);
        const short = swapExactIn(hop, fill.inAmount - 1n);
        expect(forward.ok && forward.outAmount >= wanted).toBe(true);
        expect(short.ok && short.outAmount >= wanted).toBe(false);
      }),
    );
  });

  it('never pays out more than the vault holds: a bonding curve sells only the tokens left', () => {
    const curve: Hop = { pool: pool(1_000_000_000_000n, 40_000_000_000n, 10_000_000_000n, 10_000_000_000n), side: 'buy' };
    expect(swapExactIn(curve, 100_000_000n).ok).toBe(true);
    expect(swapExactIn(curve, 1_000_000_000n).ok).toBe(false);
    expect(swapExactOut(curve, 10_000_000_001n).ok).toBe(false);
    expect(swapExactIn({ ...curve, side: 'sell' }, 10n ** 15n).ok).toBe(false);
  });
});
