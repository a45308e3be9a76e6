import { JLP_BASE_FEE_BPS, JLP_TAX_BPS, afterFee, jlpFeeBps, jlpForUsd, usdForJlp } from '@streams/catalogues/jlpPool';
import { jlpFormModel } from '@streams/jlp/jlpForm';
import { quoteBuy, quoteSell } from '@streams/jlp/jlpQuote';
import type { JlpPool } from '@streams/jlp/schemas';

const M = 1_000_000n; // micro-USD per dollar
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SOL = 'So11111111111111111111111111111111111111112';

/** A $1,000 pool: SOL at 60 % (target 47 %), USDC at 40 % (target 22 %)… weights as given. */
const pool = (solUsd: bigint, usdcUsd: bigint): JlpPool => ({
  jlpMint: '27G8MtK7VtTcCHkpASjSDdkWWYfoqT6ggEuKidVJidD4',
  decimals: 6,
  aumMicro: String((solUsd + usdcUsd) * M),
  priceMicro: '4000000',
  supply: String(((solUsd + usdcUsd) * M * M) / 4_000_000n),
  holdingsMicro: String((solUsd + usdcUsd) * M),
  owedToTradersMicro: '0',
  lentMicro: '0',
  weekFeesMicro: '0',
  weekTradeFeesMicro: '0',
  aprBps: 0,
  baseFeeBps: 10,
  taxBps: 50,
  custodies: [
    {
      mint: SOL,
      symbol: 'SOL',
      decimals: 9,
      amount: String((solUsd * 10n ** 9n) / 200n),
      priceMicro: String(200n * M),
      usdMicro: String(solUsd * M),
      targetWeightBps: 4700,
      currentWeightBps: 0,
    },
    {
      mint: USDC,
      symbol: 'USDC',
      decimals: 6,
      amount: String(usdcUsd * M),
      priceMicro: String(M),
      usdMicro: String(usdcUsd * M),
      targetWeightBps: 2200,
      currentWeightBps: 0,
    },
  ],
});

describe('JLP fees by weight', () => {
  it('a change that brings a token to its target pays the base fee less a rebate; one that takes it away pays the base fee plus a tax', () => {
    // USDC at 10 % of a $1,000 pool, target 22 %: buying with $10 of USDC brings it closer
    const closer = jlpFeeBps({ custodyUsd: 100n * M, poolUsd: 1_000n * M, targetWeightBps: 2200, deltaUsd: 10n * M });
    expect(closer).toBeLessThan(JLP_BASE_FEE_BPS);
    // SOL at 60 %, target 47 %: buying with SOL takes it further
    const further = jlpFeeBps({ custodyUsd: 600n * M, poolUsd: 1_000n * M, targetWeightBps: 4700, deltaUsd: 10n * M });
    expect(further).toBeGreaterThan(JLP_BASE_FEE_BPS);
    expect(further).toBeLessThanOrEqual(JLP_BASE_FEE_BPS + JLP_TAX_BPS);
    // exactly on target, a tiny change: the base fee
    expect(jlpFeeBps({ custodyUsd: 220n * M, poolUsd: 1_000n * M, targetWeightBps: 2200, deltaUsd: 1n })).toBe(JLP_BASE_FEE_BPS);
  });

  it('never goes below 0 nor above base + tax, even for an empty pool or a burn past what the custody holds', () => {
    expect(jlpFeeBps({ custodyUsd: 0n, poolUsd: 1_000n * M, targetWeightBps: 2200, deltaUsd: 500n * M })).toBeGreaterThanOrEqual(0n);
    expect(jlpFeeBps({ custodyUsd: 0n, poolUsd: 0n, targetWeightBps: 2200, deltaUsd: 1n })).toBe(JLP_BASE_FEE_BPS + JLP_TAX_BPS);
    expect(jlpFeeBps({ custodyUsd: 10n, poolUsd: 1_000n * M, targetWeightBps: 2200, deltaUsd: -20n })).toBe(JLP_BASE_FEE_BPS + JLP_TAX_BPS);
  });

  it('mints and burns at the AUM per JLP, rounding for the pool', () => {
    expect(jlpForUsd(4n * M, 1_000n * M, 250n * M)).toBe(1n * M); // $4 at $4 a JLP
    expect(usdForJlp(1n * M, 1_000n * M, 250n * M)).toBe(4n * M);
    expect(afterFee(1_000_000n, 10n)).toBe(999_000n);
    expect(jlpForUsd(1n, 3n, 1n)).toBe(0n);
  });
});

describe('JLP quotes and the form model', () => {
  it('prices a buy and a sell on the pool shown, the minimum 0.5 % under the quote', () => {
    const read = pool(600n, 400n);
    const buy = quoteBuy(read, USDC, 100n * M)!;
    expect(buy.valueMicro).toBe(100n * M);
    expect(buy.out).toBe(jlpForUsd(afterFee(100n * M, buy.feeBps), 1_000n * M, BigInt(read.supply)));
    expect(buy.minOut).toBe((buy.out * 9_950n) / 10_000n);
    const sell = quoteSell(read, SOL, 25n * M)!; // $100 of JLP for SOL at $200
    expect(sell.valueMicro).toBe(100n * M);
    expect(sell.out).toBe((afterFee(100n * M, sell.feeBps) * 10n ** 9n) / (200n * M));
    expect(quoteBuy(read, 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', 1n)).toBeUndefined();
    expect(quoteBuy(read, USDC, 0n)).toBeUndefined();
  });

  it('says what is wrong and keeps the button off until the amount is good', () => {
    const read = pool(600n, 400n);
    const base = { mode: 'buy' as const, mint: USDC, pool: read, balance: 50n * M, connected: true, busy: false };
    expect(jlpFormModel({ ...base, text: '' }).button).toEqual({ label: 'Enter an amount', enabled: false });
    expect(jlpFormModel({ ...base, text: '60' })).toMatchObject({ problem: 'Insufficient USDC balance', button: { enabled: false } });
    expect(jlpFormModel({ ...base, text: '0' }).problem).toBe('Enter an amount above 0');
    expect(jlpFormModel({ ...base, text: 'abc' }).problem).toBe('Enter an amount as digits, like 12.5');
    expect(jlpFormModel({ ...base, text: '1'.repeat(2_000) }).problem).toBe('Enter an amount as digits, like 12.5');
    expect(jlpFormModel({ ...base, mint: 'nope', text: '1' }).problem).toBe('Choose SOL, ETH, BTC, USDC or USDT');
    expect(jlpFormModel({ ...base, text: '10' })).toMatchObject({ amount: 10n * M, problem: undefined, button: { label: 'Buy JLP', enabled: true } });
    expect(jlpFormModel({ ...base, text: '10', connected: false }).button).toEqual({ label: 'Connect a wallet', enabled: false });
    expect(jlpFormModel({ ...base, text: '10', busy: true }).button).toEqual({ label: 'Working…', enabled: false });
    // a sell types JLP (6 decimals) and spends the wallet's JLP
    expect(jlpFormModel({ ...base, mode: 'sell', text: '1.5', balance: 1n * M }).problem).toBe('Insufficient JLP balance');
    expect(jlpFormModel({ ...base, mode: 'sell', text: '1.5', balance: 2n * M }).button.label).toBe('Sell JLP');
  });
});
