import type { PerpPosition } from '../portfolio/types';

/**
 * The Perps service's position rules as the client needs them to check a form and to mark a
 * position to a live price. They mirror the service (the simulator's sim/perps/positionMath.ts
 * and its Leverage element): leverage is size over deposited collateral, from 1.1x to 100x, at
 * least $10 of collateral, and a position is liquidated when its collateral after PnL and fees
 * falls to the maintenance margin, 0.2 % of its size.
 */
export const MIN_LEVERAGE = 1.1;
export const MAX_LEVERAGE = 100;
export const MIN_COLLATERAL_USD = 10;
export const MAINTENANCE_MARGIN = 0.002;

type Side = PerpPosition['side'];

const direction = (side: Side) => (side === 'Long' ? 1 : -1);

/** Profit or loss at a price before fees: size × (price − entry) / entry for a long, the opposite for a short. */
export const grossPnl = (side: Side, sizeUsd: number, entryPriceUsd: number, priceUsd: number) =>
  entryPriceUsd > 0 ? (sizeUsd * direction(side) * (priceUsd - entryPriceUsd)) / entryPriceUsd : 0;

/** The fees the service took from the position's PnL: its gross PnL at its own mark less the PnL it reports. */
export const feesOf = (position: PerpPosition) =>
  Math.max(0, grossPnl(position.side, position.positionSize, position.entryPrice, position.currentPrice) - position.pnlUsd);

/** Where the position is liquidated with `collateralUsd` deposited (null when no price can reach it). */
export const liquidationPrice = (position: PerpPosition, collateralUsd: number): number | null => {
  const size = position.positionSize;
  if (!(size > 0)) return null;
  const cushion = (collateralUsd - feesOf(position) - MAINTENANCE_MARGIN * size) / size;
  const price = position.entryPrice * (1 - direction(position.side) * cushion);
  return Number.isFinite(price) && price > 0 ? price : null;
};

/** How far the mark is from liquidation, as a percentage of the mark (≤ 0 means past it). */
export const liquidationDistancePct = (side: Side, markPriceUsd: number, liquidationPriceUsd: number | null): number | null =>
  liquidationPriceUsd === null || !(markPriceUsd > 0) ? null : (direction(side) * (markPriceUsd - liquidationPriceUsd) * 100) / markPriceUsd;

/** Size over deposited collateral. */
export const leverageOf = (sizeUsd: number, collateralUsd: number) => (collateralUsd > 0 ? sizeUsd / collateralUsd : Number.POSITIVE_INFINITY);
