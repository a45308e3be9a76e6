import { type ActivityProduct, activityProducts } from '../../streams/schemas';
import type { WalletStore } from './walletStore';

/** `/v2/activities/{address}` pages: 20 newest first; pages count from 1. */
export const ACTIVITY_PAGE_SIZE = 20;

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

/** Absent reads as 1; anything but a whole number from 1 is refused. */
export const parsePage = (raw: string | null): Parsed<number> => {
  if (raw === null || raw === '') return { ok: true, value: 1 };
  const page = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(page) && page >= 1
    ? { ok: true, value: page }
    : { ok: false, error: `Invalid page '${raw}': expected a whole number from 1` };
};

/** Absent reads as SWAP, as the client's first tab. */
export const parseProduct = (raw: string | null): Parsed<ActivityProduct> => {
  if (raw === null || raw === '') return { ok: true, value: 'SWAP' };
  const product = activityProducts.find((candidate) => candidate === raw);
  return product ? { ok: true, value: product } : { ok: false, error: `Invalid product '${raw}': expected one of ${activityProducts.join(', ')}` };
};

export const activitiesPage = (store: WalletStore, owner: string, product: ActivityProduct, page: number) => {
  const start = (page - 1) * ACTIVITY_PAGE_SIZE;
  if (product === 'PERPS') {
    const trades = store.perpsTrades(owner);
    return { trades: trades.slice(start, start + ACTIVITY_PAGE_SIZE), page, totalPages: Math.max(1, Math.ceil(trades.length / ACTIVITY_PAGE_SIZE)) };
  }
  const histories = store.swapLike(owner, product);
  return { histories: histories.slice(start, start + ACTIVITY_PAGE_SIZE), hasMoreData: start + ACTIVITY_PAGE_SIZE < histories.length };
};
