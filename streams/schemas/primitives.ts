import * as z from 'zod/mini';

/** Numbers and strings the real services sometimes omit or send as null. */
export const optNumber = z.nullish(z.number());
export const optString = z.nullish(z.string());
export const optBoolean = z.nullish(z.boolean());

/** A base58 address: 32–44 characters of the base58 alphabet. */
export const address = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'not a base58 address'));

/** ISO-8601 timestamps as strings (the services send strings, never numbers). */
export const isoTime = z.string();

/** The most decimals a token can have: a mint stores them in one byte (u8). */
export const MAX_TOKEN_DECIMALS = 255;

/** A token's decimals: an integer 0..255. Anything else is refused, never used to size a number. */
export const tokenDecimals = z.int().check(z.minimum(0), z.maximum(MAX_TOKEN_DECIMALS));

export const isTokenDecimals = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TOKEN_DECIMALS;

/** Decimals shown for information only (portfolio, prices): out of range reads as unknown. */
export const optDecimals = z.catch(z.nullish(tokenDecimals), null);
