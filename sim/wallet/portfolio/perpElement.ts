import type { z } from 'zod';
import type { perpPositionDataSchema } from '../../../streams/schemas';
import type { Market } from '../../market/market';
import type { PerpPositionRecord } from '../records';
import { priceOf, sum } from './valuation';

/**
 * The Leverage element: perps positions marked to the market. A position is liquidated when
 * its collateral after PnL and fees falls to the maintenance margin (0.2% of size, i.e. 500x).
 */
export const MAINTENANCE_MARGIN = 0.002;

export const valuePerpPosition = (market: Market, position: PerpPositionRecord): z.input<typeof perpPositionDataSchema> => {
  const { entryPriceUsd: entry, sizeUsd: size, collateralUsd: collateral, side } = position;
  const fees = position.feesUsd ?? 0;
  const mark = position.markPriceUsd ?? priceOf(market, position.marketMint) ?? entry;
  const direction = side === 'long' ? 1 : -1;
  const pnl = entry > 0 ? (size * direction * (mark - entry)) / entry - fees : -fees;
  // The price move that eats the collateral down to the margin, as a fraction of entry.
  const cushion = size > 0 ? (collateral - fees - MAINTENANCE_MARGIN * size) / size : Number.POSITIVE_INFINITY;
  const liquidation = entry * (1 - direction * cushion);
  const tpsl = [
    ...(position.takeProfitPriceUsd !== undefined ? [{ requestType: 'tp' as const, triggerPriceUsd: position.takeProfitPriceUsd }] : []),
    ...(position.stopLossPriceUsd !== undefined ? [{ requestType: 'sl' as const, triggerPriceUsd: position.stopLossPriceUsd }] : []),
  ];
  return {
    positionPubkey: position.positionKey,
    marketMint: position.marketMint,
    collateralMint: position.collateralMint ?? null,
    side,
    leverage: collateral > 0 ? size / collateral : 0,
    sizeUsd: size,
    collateralUsd: collateral,
    value: Math.max(0, collateral + pnl),
    entryPriceUsd: entry,
    markPriceUsd: mark,
    liquidationPriceUsd: Number.isFinite(liquidation) && liquidation > 0 ? liquidation : null,
    pnlAfterFeesUsd: pnl,
    pnlChangePctAfterFees: collateral > 0 ? (pnl / collateral) * 100 : 0,
    tpslRequests: tpsl,
    createdTime: position.openedAt,
  };
};

export const leverageElement = (market: Market, positions: readonly PerpPositionRecord[]) => {
  const valued = positions.map((position) => valuePerpPosition(market, position));
  return {
    label: 'Leverage' as const,
    type: 'leverage',
    networkId: 'solana',
    platformId: 'jupiter-perps',
    name: 'Jupiter Perps',
    value: sum(valued.map((position) => Number(position.value))),
    data: { positions: valued },
  };
};
