import * as z from 'zod/mini';
import { optBoolean, optNumber, optString, tokenDecimals } from './primitives';

/**
 * The Ultra wallet endpoints (research §4; spec 001 §3 Balances, Holdings). Amounts are base
 * units as decimal strings: a u64 does not fit a JSON number, so they stay strings here (at most
 * 40 digits: a u128 has 39, and a longer string would only cost time to parse) and
 * become bigints where they are used.
 */
export const baseUnits = z.string().check(z.regex(/^\d{1,40}$/, 'not a base-unit amount'));

/** `GET /ultra/v1/balances/{address}`: keyed by mint, native SOL keyed 'SOL' (9 decimals). */
export const balanceEntrySchema = z.object({
  amount: baseUnits,
  uiAmount: z.number(),
  slot: optNumber,
  isFrozen: optBoolean,
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;

export const balancesResponseSchema = z.record(z.string(), balanceEntrySchema);
export type BalancesResponse = z.infer<typeof balancesResponseSchema>;

/** The key of native SOL in the balances map. */
export const NATIVE_SOL_KEY = 'SOL';

/** One token account in `/holdings`. */
export const holdingAccountSchema = z.object({
  account: z.string(),
  amount: baseUnits,
  uiAmount: optNumber,
  uiAmountString: z.string(),
  isFrozen: optBoolean,
  isAssociatedTokenAccount: optBoolean,
  decimals: tokenDecimals,
  programId: optString,
});
export type HoldingAccount = z.infer<typeof holdingAccountSchema>;

/** `GET /ultra/v1/holdings/{address}/native`: the SOL part alone (amount in lamports). */
export const nativeHoldingSchema = z.object({
  amount: baseUnits,
  uiAmount: z.number(),
  uiAmountString: z.string(),
});
export type NativeHolding = z.infer<typeof nativeHoldingSchema>;

/** `GET /ultra/v1/holdings/{address}`: native SOL at the top, token accounts grouped by mint. */
export const holdingsResponseSchema = z.extend(nativeHoldingSchema, {
  tokens: z.record(z.string(), z.array(holdingAccountSchema)),
  lamports: optNumber,
  reclaimableLamports: optNumber,
  excludeFromNetWorth: optBoolean,
});
export type HoldingsResponse = z.infer<typeof holdingsResponseSchema>;

/** Ultra's error body, e.g. `{error: "Invalid address"}`. */
export const ultraErrorSchema = z.object({ error: z.string() });
