import * as z from 'zod/mini';
import { optDecimals, optNumber, optString } from './primitives';

/** Price v3 (research §3): keyed by mint; unknown mints are simply absent. */
export const priceV3EntrySchema = z.object({
  usdPrice: z.number(),
  blockId: optNumber,
  decimals: optDecimals,
  priceChange24h: optNumber,
  createdAt: optString,
  liquidity: optNumber,
});
export const priceV3ResponseSchema = z.record(z.string(), priceV3EntrySchema);
export type PriceV3Response = z.infer<typeof priceV3ResponseSchema>;
