import type { TokenRow } from '@streams/market/tokenRow';
import { useState } from 'react';

/**
 * While `frozen` (the pointer is over the list), rows keep the order they had when it began:
 * values still update in place, but nothing moves or enters under the pointer. New rows wait
 * and are counted; they appear when the pointer leaves.
 */
export const useFrozenOrder = (
  rows: readonly TokenRow[],
  frozen: boolean,
  /** Changes when the user changes the view (sort, filter): their own change always applies. */
  viewKey: string,
): { rows: readonly TokenRow[]; waiting: number } => {
  const [frozenView, setFrozenView] = useState<{ order: readonly string[]; viewKey: string } | null>(null);
  if (frozen && (frozenView === null || frozenView.viewKey !== viewKey)) setFrozenView({ order: rows.map((row) => row.key), viewKey });
  if (!frozen && frozenView !== null) setFrozenView(null);
  const order = frozenView?.viewKey === viewKey ? frozenView.order : null;
  if (!frozen || order === null) return { rows, waiting: 0 };
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const shown = order.map((key) => byKey.get(key)).filter((row): row is TokenRow => row !== undefined);
  const shownKeys = new Set(order);
  return { rows: shown, waiting: rows.filter((row) => !shownKeys.has(row.key)).length };
};
