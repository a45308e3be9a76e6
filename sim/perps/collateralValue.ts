import { toBaseUnits } from '../ledgerBridge';
import { SOL_MINT, USDC_MINT } from '../market/knownTokens';
import type { PerpPositionRecord } from '../wallet/records';
import { collateralMints, decimalsOfCollateral } from './custody';
import type { OracleModel } from './oracle';

/** USD per unit of a collateral mint, from the oracle (USDC at $1 while its feed has no price). */
export const collateralPrice = (oracle: OracleModel, mint: string): number | undefined =>
  mint === SOL_MINT ? oracle.priceUsd('solusd') : (oracle.priceUsd('usdcusd') ?? 1);

/** What a position pays out in: its own collateral mint when the custody holds it, USDC otherwise. */
export const payoutMintOf = (position: Pick<PerpPositionRecord, 'collateralMint'>): string =>
  (collateralMints as readonly string[]).includes(position.collateralMint ?? '') ? (position.collateralMint ?? USDC_MINT) : USDC_MINT;

/** `usd` in base units of `mint` at the oracle price, rounded down (0 without a price). */
export const tokensForUsd = (oracle: OracleModel, mint: string, usd: number): bigint => {
  const unitPrice = collateralPrice(oracle, mint) ?? 0;
  return unitPrice > 0 ? toBaseUnits(usd / unitPrice, decimalsOfCollateral(mint)) : 0n;
};

/** What `tokens` base units of a collateral mint are worth in USD at the oracle price (undefined without a price). */
export const collateralUsdOf = (oracle: OracleModel, mint: string, tokens: bigint): number | undefined => {
  const unitPrice = collateralPrice(oracle, mint);
  return unitPrice === undefined ? undefined : (Number(tokens) / 10 ** decimalsOfCollateral(mint)) * unitPrice;
};
