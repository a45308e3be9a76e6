/**
 * The JLP pool (Jupiter Perpetuals' liquidity pool, research §7): its custodies are the perps
 * pool's tokens, each with a target share of the pool's value. The app's pre-sign checks and the
 * simulator's pool price a mint or a burn with the same function below, so the fee the page
 * states is the fee the pool charges.
 *
 * [I] The real pool's fee parameters are on chain and change; these are ours: a base fee of
 * 0.10 % on every mint and burn, plus up to 0.50 % when the change moves a token away from its
 * target weight, less (down to 0) when it moves it towards it.
 */
export const JLP_MINT = '27G8MtK7VtTcCHkpASjSDdkWWYfoqT6ggEuKidVJidD4';
export const JLP_DECIMALS = 6;

export interface JlpCustodySpec {
  readonly mint: string;
  readonly symbol: 'SOL' | 'ETH' | 'BTC' | 'USDC' | 'USDT';
  readonly decimals: number;
  /** The oracle feed that prices it. */
  readonly feed: 'solusd' | 'ethusd' | 'btcusd' | 'usdcusd' | 'usdtusd';
  /** Its target share of the pool's value, basis points (they sum to 10,000). */
  readonly targetWeightBps: number;
}

export const jlpCustodies: readonly JlpCustodySpec[] = [
  { mint: 'So11111111111111111111111111111111111111112', symbol: 'SOL', decimals: 9, feed: 'solusd', targetWeightBps: 4_700 },
  { mint: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs', symbol: 'ETH', decimals: 8, feed: 'ethusd', targetWeightBps: 1_000 },
  { mint: '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh', symbol: 'BTC', decimals: 8, feed: 'btcusd', targetWeightBps: 1_100 },
  { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', decimals: 6, feed: 'usdcusd', targetWeightBps: 2_200 },
  { mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', symbol: 'USDT', decimals: 6, feed: 'usdtusd', targetWeightBps: 1_000 },
];

export const jlpCustodyOf = (mintOrSymbol: string): JlpCustodySpec | undefined =>
  jlpCustodies.find((custody) => custody.mint === mintOrSymbol || custody.symbol.toLowerCase() === mintOrSymbol.toLowerCase());

/** 0.10 % on every mint and burn. */
export const JLP_BASE_FEE_BPS = 10n;
/** Up to 0.50 % more for a change away from the target weight. */
export const JLP_TAX_BPS = 50n;
const BPS = 10_000n;

export interface JlpFeeInput {
  /** The custody's value now, micro-USD. */
  readonly custodyUsd: bigint;
  /** The pool's value now (AUM), micro-USD. */
  readonly poolUsd: bigint;
  /** The custody's target weight, basis points. */
  readonly targetWeightBps: number;
  /** The change's value, micro-USD: + a mint (tokens in), − a burn (tokens out). */
  readonly deltaUsd: bigint;
}

const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * The fee of a mint or burn, basis points, as GMX-style pools charge by weight: the custody's
 * distance from its target before and after the change, each relative to the target. A change
 * that brings it closer pays the base fee less a rebate (never below 0); one that takes it
 * further pays the base fee plus a tax on the average distance (capped at the target itself).
 */
export const jlpFeeBps = ({ custodyUsd, poolUsd, targetWeightBps, deltaUsd }: JlpFeeInput): bigint => {
  const nextPool = poolUsd + deltaUsd;
  const nextCustody = custodyUsd + deltaUsd;
  if (poolUsd <= 0n || nextPool <= 0n || nextCustody < 0n) return JLP_BASE_FEE_BPS + JLP_TAX_BPS;
  const target = (poolUsd * BigInt(targetWeightBps)) / BPS;
  const nextTarget = (nextPool * BigInt(targetWeightBps)) / BPS;
  if (target <= 0n || nextTarget <= 0n) return JLP_BASE_FEE_BPS + JLP_TAX_BPS;
  const before = abs(custodyUsd - target);
  const after = abs(nextCustody - nextTarget);
  if (after < before) {
    const rebate = (JLP_TAX_BPS * before) / target;
    return rebate >= JLP_BASE_FEE_BPS ? 0n : JLP_BASE_FEE_BPS - rebate;
  }
  const average = (before + after) / 2n;
  const capped = average > nextTarget ? nextTarget : average;
  return JLP_BASE_FEE_BPS + (JLP_TAX_BPS * capped) / nextTarget;
};

/** `amount` less `feeBps` basis points, rounded down (what the pool keeps rounds in its favour). */
export const afterFee = (amount: bigint, feeBps: bigint): bigint => (amount * (BPS - feeBps)) / BPS;

/** Micro-USD of `amount` base units at `priceMicro` micro-USD per whole token, rounded down. */
export const usdOfTokens = (amount: bigint, decimals: number, priceMicro: bigint): bigint => (amount * priceMicro) / 10n ** BigInt(decimals);

/** Base units worth `usdMicro` at `priceMicro` per whole token, rounded down (0 without a price). */
export const tokensOfUsd = (usdMicro: bigint, decimals: number, priceMicro: bigint): bigint =>
  priceMicro > 0n ? (usdMicro * 10n ** BigInt(decimals)) / priceMicro : 0n;

/** JLP base units a mint of `usdMicro` (after its fee) gives at the pool's AUM and supply, rounded down. */
export const jlpForUsd = (usdMicro: bigint, aumMicro: bigint, supply: bigint): bigint => (aumMicro > 0n ? (usdMicro * supply) / aumMicro : 0n);

/** Micro-USD `jlp` base units are worth at the pool's AUM and supply, rounded down. */
export const usdForJlp = (jlp: bigint, aumMicro: bigint, supply: bigint): bigint => (supply > 0n ? (jlp * aumMicro) / supply : 0n);

/**
 * JLP Loans [I]: USDC borrowed against JLP at the pool's price. A borrow or a collateral
 * withdrawal may leave the debt at most 70 % of the collateral's worth (the loan-to-value limit);
 * at 80 % the loan is liquidated (its JLP taken by the pool, its debt cleared). Interest: 9 % a year.
 */
export const JLP_LOAN_LTV_BPS = 7_000n;
export const JLP_LOAN_LIQUIDATION_BPS = 8_000n;
export const JLP_LOAN_RATE_BPS = 900;

/** Health ratio as the drawer shows it: debt over the collateral's worth at the liquidation threshold (1 at liquidation, 0 without debt). */
export const jlpLoanHealth = (debtMicro: bigint, collateralMicro: bigint): number | null => {
  if (debtMicro <= 0n) return 0;
  const limit = (collateralMicro * JLP_LOAN_LIQUIDATION_BPS) / 10_000n;
  return limit > 0n ? Number((debtMicro * 1_000_000n) / limit) / 1_000_000 : null;
};

/** The most USDC (micro-USD, a dollar a USDC) a loan may owe: its collateral's worth at the loan-to-value limit. */
export const jlpLoanLimit = (collateralMicro: bigint): bigint => (collateralMicro * JLP_LOAN_LTV_BPS) / 10_000n;
