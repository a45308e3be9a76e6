import { MIN_SOL_RESERVE_LAMPORTS, halfAmount, maxAmount } from '@streams/swap/amountButtons';
import { fromBaseUnits, toBaseUnits } from '@streams/swap/baseUnits';
import { platformFeeBps } from '@streams/swap/quoteParams';
import {
  amountThreshold,
  bpsToFraction,
  bpsToPercent,
  formatSlippage,
  priceImpactPercent,
  quoteFees,
  quoteRate,
  quoteSlippagePercent,
  rateDecimals,
  routeLabels,
  slippageDecimals,
} from '@streams/swap/quoteDisplay';
import { quoteResponseSchema } from '@streams/schemas/quote';
import { JUP, SOL, USDC, quoteFor } from './fixtures';

const SOL_USDC = { input: 9, output: 6 };

describe('quote response schema (research §1)', () => {
  it('accepts the documented shape and keeps unknown keys for the /swap echo', () => {
    const parsed = quoteResponseSchema.parse({ ...quoteFor(), mostReliableAmmsQuoteReport: null, newField: 1 });
    expect(parsed).toMatchObject({ inAmount: '100000000', newField: 1, mostReliableAmmsQuoteReport: null });
  });

  it.each([
    ['an amount as a number', { inAmount: 100 }],
    ['a negative amount', { outAmount: '-5' }],
    ['an unknown mode', { swapMode: 'ExactBoth' }],
    ['no route plan', { routePlan: undefined }],
  ])('rejects %s', (_name, change) => expect(quoteResponseSchema.safeParse({ ...quoteFor(), ...change }).success).toBe(false));

  it('accepts percent null (instruction version V2) and a missing label', () => {
    const step = { swapInfo: { ammKey: 'a', inputMint: SOL, outputMint: USDC, inAmount: '1', outAmount: '2' }, percent: null };
    expect(quoteResponseSchema.safeParse({ ...quoteFor(), routePlan: [step] }).success).toBe(true);
  });
});

describe('quote display values', () => {
  it.each([
    ['missing price', undefined, 16],
    ['zero price', 0, 16],
    ['price 170: the larger decimals', 170, 9],
    ['price 0.0058: 2 zeros + 5 = 7, still below 9', 0.0058, 9],
    ['price 0.0000000214: 7 zeros + 5 = 12', 0.0000000214, 12],
  ])('rate decimals, %s → %s', (_name, ratio, decimals) => expect(rateDecimals(ratio, SOL_USDC)).toBe(decimals));

  it('rate both ways, cut to the rate decimals', () => {
    const quote = { inAmount: '100000000', outAmount: '17057460' }; // 0.1 SOL → 17.05746 USDC
    expect(quoteRate(quote, SOL_USDC)).toMatchObject({ text: '170.5746', decimals: 9 });
    expect(quoteRate(quote, SOL_USDC, true)).toMatchObject({ text: '0.005862537', decimals: 9 });
    expect(quoteRate({ inAmount: '0', outAmount: '1' }, SOL_USDC)).toBeUndefined();
  });

  it('minimum received (ExactIn) or maximum sold (ExactOut) from otherAmountThreshold', () => {
    expect(amountThreshold(quoteFor())).toEqual({ kind: 'minimum-received', amount: 16886885n });
    expect(amountThreshold({ swapMode: 'ExactOut', otherAmountThreshold: '101000000' })).toEqual({ kind: 'maximum-sold', amount: 101000000n });
  });

  it('price impact in percent; basis points as fractions and percents', () => {
    expect(priceImpactPercent({ priceImpactPct: '0.0123' })).toBeCloseTo(1.23, 10);
    expect(priceImpactPercent({ priceImpactPct: '1e-7' })).toBeCloseTo(0.00001, 12);
    expect(bpsToFraction(50)).toBe(0.005);
    expect(bpsToPercent(50)).toBe(0.5);
  });

  it('route labels in order, each once; a missing label reads Unknown', () => {
    const step = (label: string | undefined) => ({
      swapInfo: { ammKey: 'k', label, inputMint: SOL, outputMint: USDC, inAmount: '1', outAmount: '1' },
      percent: 50,
    });
    expect(routeLabels({ routePlan: [step('Whirlpool'), step('Meteora DLMM'), step('Whirlpool'), step(undefined)] })).toEqual([
      'Whirlpool',
      'Meteora DLMM',
      'Unknown',
    ]);
  });

  it('fees: the platform fee in the output mint (ExactIn) or input mint (ExactOut); route fees summed per mint', () => {
    const withFee = quoteFor(100n, { platformFee: { amount: '8528', feeBps: 50 } });
    expect(quoteFees(withFee).platformFee).toEqual({ amount: 8528n, feeBps: 50, mint: USDC });
    expect(quoteFees({ ...withFee, swapMode: 'ExactOut' }).platformFee?.mint).toBe(SOL);
    expect(quoteFees(quoteFor()).platformFee).toBeUndefined();
    const step = (feeAmount: string, feeMint: string) => ({
      swapInfo: { ammKey: 'k', inputMint: SOL, outputMint: USDC, inAmount: '1', outAmount: '1', feeAmount, feeMint },
      percent: 50,
    });
    expect(quoteFees(quoteFor(100n, { routePlan: [step('10', SOL), step('5', SOL), step('0', USDC), step('7', JUP)] })).routeFees).toEqual([
      { mint: SOL, amount: 15n },
      { mint: JUP, amount: 7n },
    ]);
  });

  it.each([
    [150, 2, '150'],
    [100, 2, '100'],
    [12.34567, 3, '12.345'],
    [10, 3, '10'],
    [9.99999, 4, '9.9999'],
    [0.5, 4, '0.5'],
    [0.123456, 4, '0.1234'],
  ])('slippage %s%%: %s decimals, shown %s', (percent, decimals, text) => {
    expect(slippageDecimals(percent)).toBe(decimals);
    expect(formatSlippage(percent)).toBe(text);
  });

  it('the quote slippage prefers what the service computed', () => {
    expect(quoteSlippagePercent({ slippageBps: 50 })).toBe(0.5);
    expect(quoteSlippagePercent({ slippageBps: 50, computedAutoSlippage: 120 })).toBe(1.2);
  });
});

describe('platform fee applies only on a whitelisted pair (spec 001 §5)', () => {
  const fee = (mints: string[]) => ({ feeBps: 30, whitelistedMints: new Set(mints) });
  it.each([
    ['ExactIn, output listed', 'ExactIn', [USDC], 30],
    ['ExactIn, input listed', 'ExactIn', [SOL], 30],
    ['ExactIn, neither', 'ExactIn', [JUP], undefined],
    ['ExactOut, input listed', 'ExactOut', [SOL], 30],
    ['ExactOut, only output listed', 'ExactOut', [USDC], undefined],
  ] as const)('%s', (_name, swapMode, mints, bps) => expect(platformFeeBps({ inputMint: SOL, outputMint: USDC, swapMode }, fee([...mints]))).toBe(bps));

  it('no referral or a zero fee: none', () => {
    expect(platformFeeBps({ inputMint: SOL, outputMint: USDC, swapMode: 'ExactIn' }, undefined)).toBeUndefined();
    expect(platformFeeBps({ inputMint: SOL, outputMint: USDC, swapMode: 'ExactIn' }, { feeBps: 0, whitelistedMints: new Set([USDC]) })).toBeUndefined();
  });
});

describe('HALF and MAX (spec 001 §5)', () => {
  const sol = (lamports: bigint) => ({ amount: lamports, native: true });
  it.each([
    ['a token: half and all', { amount: 1001n, native: false }, 500n, 1001n],
    ['1 SOL: half; all but the 0.01 reserve', sol(1_000_000_000n), 500_000_000n, 990_000_000n],
    ['0.015 SOL: half capped so 0.01 remains', sol(15_000_000n), 5_000_000n, 5_000_000n],
    ['exactly the reserve: nothing to spend', sol(MIN_SOL_RESERVE_LAMPORTS), 0n, 0n],
    ['below the reserve: the full balance (and plain half)', sol(4_000_000n), 2_000_000n, 4_000_000n],
    ['wrapped SOL keeps no reserve', { amount: 15_000_000n, native: false }, 7_500_000n, 15_000_000n],
  ])('%s', (_name, balance, half, max) => {
    expect(halfAmount(balance)).toBe(half);
    expect(maxAmount(balance)).toBe(max);
  });
});

describe('base units (rounding down, no floats)', () => {
  it.each([
    ['1.5', 9, 1_500_000_000n],
    ['0.0000000019', 9, 1n],
    ['1,5', 6, 1_500_000n],
    ['', 6, 0n],
    ['.', 6, 0n],
    ['abc', 6, 0n],
    ['-1', 6, 0n],
    ['99999999999999999', 0, 99999999999999999n],
  ])('%j with %s decimals → %s', (text, decimals, units) => expect(toBaseUnits(text, decimals)).toBe(units));

  it('back to text, trailing zeros dropped', () => {
    expect(fromBaseUnits(1_500_000_000n, 9)).toBe('1.5');
    expect(fromBaseUnits(5n, 6)).toBe('0.000005');
    expect(fromBaseUnits(-25n, 1)).toBe('-2.5');
    expect(fromBaseUnits(7n, 0)).toBe('7');
  });
});
