import { z } from 'zod';

/** Numbers and strings the real services sometimes omit or send as null. */
export const optNumber = z.number().nullish();
export const optString = z.string().nullish();
export const optBoolean = z.boolean().nullish();

/** A base58 address: 32–44 characters of the base58 alphabet. */
export const address = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'not a base58 address');

/** ISO-8601 timestamps as strings (the services send strings, never numbers). */
export const isoTime = z.string();
