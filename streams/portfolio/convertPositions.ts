import type { BorrowPositionData, EarnPositionData, PerpPositionData, TokenAmount } from '../schemas/portfolio';
import type { AssetAmount, BorrowPosition, EarnPosition, PerpPosition } from './types';

/** Perp and lend position conversions of spec 000 §3. */

const triggerPrice = (position: PerpPositionData, type: 'tp' | 'sl') =>
  position.tpslRequests?.find((request) => request.requestType === type)?.triggerPriceUsd ?? null;

export const convertPerpPosition = (position: PerpPositionData): PerpPosition => ({
  positionKey: position.positionPubkey,
  side: position.side === 'long' ? 'Long' : 'Short',
  tokenMint: position.marketMint,
  collateralMint: position.collateralMint ?? null,
  entryPrice: position.entryPriceUsd,
  currentPrice: position.markPriceUsd,
  positionSize: position.sizeUsd,
  initialCollateralValue: position.collateralUsd,
  currentCollateralValue: position.value,
  pnlUsd: position.pnlAfterFeesUsd,
  pnlPercentage: position.pnlChangePctAfterFees,
  liquidationPrice: position.liquidationPriceUsd ?? null,
  leverage: position.leverage,
  takeProfitTriggerPrice: triggerPrice(position, 'tp'),
  stopLossTriggerPrice: triggerPrice(position, 'sl'),
  openedAt: position.createdTime != null ? position.createdTime * 1000 : null,
});

/** An unpriced amount is worth 0 here: it still shows, it just adds nothing to totals. */
export const convertAssetAmount = (asset: TokenAmount): AssetAmount => ({
  mint: asset.mint,
  amount: asset.amount,
  price: asset.price ?? null,
  value: asset.value ?? (asset.price != null ? asset.price * asset.amount : 0),
});

export const convertEarnPosition = (position: EarnPositionData): EarnPosition => ({
  id: position.id,
  assets: position.assets.map(convertAssetAmount),
  yields: (position.yields ?? []).map(({ apy }) => ({ apy })),
});

export const convertBorrowPosition = (position: BorrowPositionData): BorrowPosition => ({
  id: position.id,
  suppliedAssets: position.suppliedAssets.map(convertAssetAmount),
  borrowedAssets: position.borrowedAssets.map(convertAssetAmount),
  healthRatio: position.healthRatio ?? null,
  link: position.link ?? null,
});
