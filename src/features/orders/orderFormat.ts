import { dateTimeFormat } from '@streams/core';
import { formatNumber } from '@/format/number';

// The product's one locale (en-US): the browser's own would mix date orders between screens.
const when = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** A service time (ISO) in the product's locale and the reader's zone; `empty` when there is none. */
export const formatWhen = (iso: string | null | undefined, empty = '–'): string => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(time) ? when.format(time) : empty;
};

/** How much of an order has filled, as a whole percentage. */
export const filledPercent = (total: number, remaining: number): number => (total > 0 ? Math.round(Math.min(1, Math.max(0, 1 - remaining / total)) * 100) : 0);

/** A rate for display: 'buy per sell', with enough digits for small prices. */
export const formatRate = (rate: number): string => (Number.isFinite(rate) && rate > 0 ? formatNumber(rate) : '–');
