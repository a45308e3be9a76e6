import type { TriggerOrder } from '../schemas/orders';

/** The order history's filters (spec 001 §2.2 'Trade history filter labels: Close, Open, Attempted Fill'). */
export const HISTORY_FILTERS = [
  { kind: 'close', label: 'Close' },
  { kind: 'open', label: 'Open' },
  { kind: 'fill', label: 'Attempted Fill' },
] as const;

export type HistoryEventKind = (typeof HISTORY_FILTERS)[number]['kind'];

/**
 * What an order in the history shows under the filters: its opening (the creation transaction),
 * its fills (every attempt the keeper landed, whole or partial) and its close (completed,
 * cancelled or expired). An order none of whose events is chosen leaves the list; with every
 * filter off, nothing is filtered.
 */
export const historyShows = (order: TriggerOrder, chosen: ReadonlySet<HistoryEventKind>): { readonly order: boolean } & Record<HistoryEventKind, boolean> => {
  const all = chosen.size === 0;
  const open = (all || chosen.has('open')) && Boolean(order.openTx);
  const fill = (all || chosen.has('fill')) && order.trades.length > 0;
  const close = (all || chosen.has('close')) && (Boolean(order.closeTx) || order.status !== 'Open');
  return { order: all || open || fill || close, open, fill, close };
};
