import type { Market } from '../../market/market';

/** USD prices from the market; null for mints it does not list (their value counts as 0). */
export const priceOf = (market: Market, mint: string): number | null => {
  const token = market.token(mint);
  if (!token) return null;
  const price = market.priceUsd(token);
  return Number.isFinite(price) ? price : null;
};

export const valueOf = (amount: number, price: number | null) => (price === null ? 0 : amount * price);

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** `fallbackPrice`: the writer's price for a token the market does not list. */
export const tokenAmountJson = (market: Market, mint: string, amount: number, fallbackPrice?: number) => {
  const price = priceOf(market, mint) ?? fallbackPrice ?? null;
  return { mint, amount, price, value: valueOf(amount, price) };
};
