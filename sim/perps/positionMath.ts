import { MAINTENANCE_MARGIN } from '../wallet/portfolio/perpElement';
import type { PerpPositionRecord } from '../wallet/records';

/**
 * The perps arithmetic the keeper applies (USD, plain numbers: the ledger sees only the base
 * units converted at the edges). Fees follow Jupiter Perps' base fee of 6 bps of size to open and
 * to close; leverage runs from 1.1x to 100x; collateral is at least $10.
 */
export const BASE_FEE_BPS = 6;
export const MIN_LEVERAGE = 1.1;
export const MAX_LEVERAGE = 100;
export const MIN_COLLATERAL_USD = 10;

export type Side = 'long' | 'short';

export const feeFor = (sizeUsd: number) => (sizeUsd * BASE_FEE_BPS) / 10_000;

const direction = (side: Side) => (side === 'long' ? 1 : -1);

/** Profit or loss of a position at a price, before fees. */
export const grossPnl = (side: Side, sizeUsd: number, entryPriceUsd: number, priceUsd: number) =>
  entryPriceUsd > 0 ? (sizeUsd * direction(side) * (priceUsd - entryPriceUsd)) / entryPriceUsd : 0;

export interface Increase {
  readonly sizeUsdDelta: number;
  readonly collateralUsdDelta: number;
  readonly priceUsd: number;
}

/**
 * A position after an increase: sizes and collateral add up, the entry price is the size-weighted
 * harmonic mean (so the PnL of the parts adds up), and the open fee is charged on the new size.
 */
export const applyIncrease = (current: Pick<PerpPositionRecord, 'sizeUsd' | 'collateralUsd' | 'entryPriceUsd' | 'feesUsd'> | undefined, change: Increase) => {
  const size = (current?.sizeUsd ?? 0) + change.sizeUsdDelta;
  const units = (current && current.entryPriceUsd > 0 ? current.sizeUsd / current.entryPriceUsd : 0) + change.sizeUsdDelta / change.priceUsd;
  return {
    sizeUsd: size,
    collateralUsd: (current?.collateralUsd ?? 0) + change.collateralUsdDelta,
    entryPriceUsd: units > 0 ? size / units : change.priceUsd,
    feesUsd: (current?.feesUsd ?? 0) + feeFor(change.sizeUsdDelta),
  };
};

/** What closing the whole position pays out at a price: collateral plus PnL less every fee, never below 0. */
export const settleClose = (position: Pick<PerpPositionRecord, 'side' | 'sizeUsd' | 'collateralUsd' | 'entryPriceUsd' | 'feesUsd'>, priceUsd: number) => {
  const pnl = grossPnl(position.side, position.sizeUsd, position.entryPriceUsd, priceUsd);
  const closeFeeUsd = feeFor(position.sizeUsd);
  const feesUsd = (position.feesUsd ?? 0) + closeFeeUsd;
  return { pnlUsd: pnl - feesUsd, closeFeeUsd, payoutUsd: Math.max(0, position.collateralUsd + pnl - feesUsd) };
};

/** Why a position's shape is refused, or undefined when it is fine. */
export const leverageProblem = (sizeUsd: number, collateralUsd: number): string | undefined => {
  if (!(collateralUsd >= MIN_COLLATERAL_USD)) return `Collateral must be at least $${MIN_COLLATERAL_USD}`;
  const leverage = sizeUsd / collateralUsd;
  if (!(leverage >= MIN_LEVERAGE - 1e-9)) return `Leverage must be at least ${MIN_LEVERAGE}x`;
  if (!(leverage <= MAX_LEVERAGE + 1e-9)) return `Leverage must be at most ${MAX_LEVERAGE}x`;
  return undefined;
};

/** Take profit beyond the price in the position's favour, stop loss on the other side. */
export const triggerProblem = (
  side: Side,
  priceUsd: number,
  takeProfit: number | null | undefined,
  stopLoss: number | null | undefined,
): string | undefined => {
  const sign = direction(side);
  if (takeProfit !== null && takeProfit !== undefined && !(takeProfit > 0 && sign * (takeProfit - priceUsd) > 0)) {
    return `Take profit must be ${side === 'long' ? 'above' : 'below'} the mark price`;
  }
  if (stopLoss !== null && stopLoss !== undefined && !(stopLoss > 0 && sign * (priceUsd - stopLoss) > 0)) {
    return `Stop loss must be ${side === 'long' ? 'below' : 'above'} the mark price`;
  }
  return undefined;
};

/**
 * Why taking `usd` of collateral out of a position at `priceUsd` is refused: what stays must be a
 * valid position (at least $10, at most 100x) whose collateral after PnL and fees still covers the
 * maintenance margin, the rule its liquidation price follows.
 */
export const withdrawalProblem = (
  position: Pick<PerpPositionRecord, 'side' | 'sizeUsd' | 'collateralUsd' | 'entryPriceUsd' | 'feesUsd'>,
  usd: number,
  priceUsd: number,
): string | undefined => {
  if (!(usd > 0)) return 'Collateral to remove must be more than $0';
  if (usd >= position.collateralUsd) return 'Close the position to take out all of its collateral';
  const left = position.collateralUsd - usd;
  const shape = leverageProblem(position.sizeUsd, left);
  if (shape) return shape;
  const equity = left + grossPnl(position.side, position.sizeUsd, position.entryPriceUsd, priceUsd) - (position.feesUsd ?? 0);
  if (!(equity > MAINTENANCE_MARGIN * position.sizeUsd)) return 'The position would be liquidated at the mark price';
  return undefined;
};
