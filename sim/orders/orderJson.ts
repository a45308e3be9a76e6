import { parsePage } from '../wallet/activitiesPage';
import { iso, ui } from './amounts';
import type { OrderBase, OrderTrade } from './orderTypes';

/** The trade shape both APIs share (research §5), and their paging: 10 orders a page, from 1. */
export const ORDERS_PAGE_SIZE = 10;

export const tradeJson = (order: OrderBase, trade: OrderTrade, keeper: string) => ({
  orderKey: order.orderKey,
  keeper,
  inputMint: order.inputMint,
  outputMint: order.outputMint,
  inputAmount: ui(trade.inAmount, order.inputDecimals),
  outputAmount: ui(trade.outAmount, order.outputDecimals),
  rawInputAmount: trade.inAmount.toString(),
  rawOutputAmount: trade.outAmount.toString(),
  feeMint: order.outputMint,
  feeAmount: ui(trade.feeAmount, order.outputDecimals),
  rawFeeAmount: trade.feeAmount.toString(),
  txId: trade.txId,
  confirmedAt: iso(trade.confirmedAt),
  action: 'Fill',
  productMeta: null,
});

export { parsePage };

/** One page of a list (newest first already) and the page count (at least 1). */
export const pageOf = <T>(items: readonly T[], page: number) => ({
  items: items.slice((page - 1) * ORDERS_PAGE_SIZE, page * ORDERS_PAGE_SIZE),
  totalPages: Math.max(1, Math.ceil(items.length / ORDERS_PAGE_SIZE)),
});

export const orderStatusParam = (raw: string | null): 'active' | 'history' | undefined =>
  raw === null || raw === '' || raw === 'active' ? 'active' : raw === 'history' ? 'history' : undefined;
