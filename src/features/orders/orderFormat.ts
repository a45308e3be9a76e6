import { formatNumber } from '@/format/number';

/** A service time (ISO) in the reader's locale; `empty` when there is none. */
export const formatWhen = (iso: string | null | undefined, empty = '–'): string => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : empty;
};

/** How much of an order has filled, as a whole percentage. */
export const filledPercent = (total: number, remaining: number): number => (total > 0 ? Math.round(Math.min(1, Math.max(0, 1 - remaining / total)) * 100) : 0);

/** A rate for display: 'buy per sell', with enough digits for small prices. */
export const formatRate = (rate: number): string => (Number.isFinite(rate) && rate > 0 ? formatNumber(rate) : '–');
