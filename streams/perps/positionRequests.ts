/** What the user asks of a perps position (open, collateral in and out, TP/SL, close): the requests the actions build from and the intents check against. */
import type { TransactionSigner } from '../solana/ports';
import type { PerpsMarket } from './markets';

export type PerpsSide = 'long' | 'short';

export interface OpenPositionRequest {
  readonly signer: TransactionSigner;
  readonly market: PerpsMarket;
  readonly side: PerpsSide;
  /** Native SOL or USDC. */
  readonly collateralMint: string;
  /** Base units of the collateral. */
  readonly collateralAmount: bigint;
  readonly sizeUsd: number;
  readonly takeProfitPriceUsd?: number | null;
  readonly stopLossPriceUsd?: number | null;
}

export interface AddCollateralRequest {
  readonly signer: TransactionSigner;
  readonly market: PerpsMarket;
  readonly side: PerpsSide;
  /** The position the collateral goes to (its row's key). */
  readonly positionKey: string;
  readonly collateralMint: string;
  readonly collateralAmount: bigint;
}

export interface RemoveCollateralRequest {
  readonly signer: TransactionSigner;
  readonly market: PerpsMarket;
  readonly side: PerpsSide;
  readonly positionKey: string;
  /** USD taken out; the service pays it back in the position's collateral mint. */
  readonly collateralUsd: number;
  /** The position's collateral mint when the position says, so the payout's token is checked too. */
  readonly receiveMint?: string | undefined;
}

export interface EditTriggersRequest {
  readonly signer: TransactionSigner;
  readonly positionKey: string;
  /** null removes the trigger. */
  readonly takeProfitPriceUsd: number | null;
  readonly stopLossPriceUsd: number | null;
}

export interface ClosePositionRequest {
  readonly signer: TransactionSigner;
  readonly positionKey: string;
  /** The position's line label ('Long 5.0x'), for the transaction's label. */
  readonly label: string;
  /** The position's collateral mint when the position says, so the payout's token is checked too. */
  readonly receiveMint?: string | undefined;
}
