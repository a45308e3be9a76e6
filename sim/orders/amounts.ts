import { uiAmountString } from '../ledger/tokenLayout';
import type { Market } from '../market/market';

/** Base-unit amounts in requests, UI strings in answers, and USD values for the minimums. */
export const U64_MAX = 2n ** 64n - 1n;

/** A positive whole amount of base units within u64, from a string or a safe integer; undefined otherwise. */
export const positiveBaseUnits = (value: unknown): bigint | undefined => {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^\d{1,20}$/.test(text)) return undefined;
  const amount = BigInt(text);
  return amount > 0n && amount <= U64_MAX ? amount : undefined;
};

export const ui = (amount: bigint, decimals: number): string => uiAmountString(amount, decimals);

/** The USD value of base units of a mint at the market price now; undefined for unlisted mints. */
export const usdValue = (market: Market, mint: string, amount: bigint, decimals: number): number | undefined => {
  const token = market.token(mint);
  if (!token) return undefined;
  const price = market.priceUsd(token);
  return Number.isFinite(price) ? (Number(amount) / 10 ** decimals) * price : undefined;
};

/** `a * b / c` rounded up, in base units. */
export const mulDivCeil = (a: bigint, b: bigint, c: bigint): bigint => (a * b + c - 1n) / c;

export const iso = (ms: number | null | undefined): string | null => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
