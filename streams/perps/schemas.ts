import { z } from 'zod';

/**
 * Payloads of the perps services, checked before anything reads them: the oracle worker, the
 * price socket, the price feed history, the chart shim (TradingView UDF) and the Perps API's
 * position requests. Lists are checked item by item where one bad item must not sink the rest.
 */

const finiteNumber = z.number().finite();
const positive = finiteNumber.positive();

/** A Doves price feed reading (research §7): USD = price × 10^expo; price may come as a u64 string. */
export const oracleItemSchema = z.object({
  feedId: z.string().max(32),
  price: z.union([z.string().regex(/^\d{1,30}$/), z.number().int().nonnegative()]),
  expo: z.number().int().min(-30).max(30),
  /** Unix seconds of the feed's last publish, when sent. */
  timestamp: finiteNumber.nullish(),
});
export type OracleItem = z.infer<typeof oracleItemSchema>;
export const oracleResponseSchema = z.array(z.unknown()).max(64);

/** Price socket frames, server to client. */
export const priceFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('price'), channel: z.string(), price: positive, timestamp: finiteNumber }),
  z.object({ type: z.literal('subscribed'), channels: z.array(z.string()) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type PriceFrame = z.infer<typeof priceFrameSchema>;

/** One bar of the price feed history; `time` in Unix milliseconds. */
export const feedBarSchema = z.object({ time: finiteNumber, open: positive, high: positive, low: positive, close: positive, volume: finiteNumber.nullish() });
export const tradingViewDataSchema = z.object({ result: z.array(z.unknown()).max(10_000) });

/** The chart shim (TradingView UDF datafeed). */
export const shimConfigSchema = z.object({
  supported_resolutions: z.array(z.string()),
  supports_search: z.boolean().optional(),
  supports_time: z.boolean().optional(),
  supports_marks: z.boolean().optional(),
});
export type ShimConfig = z.infer<typeof shimConfigSchema>;

export const shimSearchItemSchema = z.object({
  symbol: z.string(),
  full_name: z.string().optional(),
  description: z.string().optional(),
  exchange: z.string().optional(),
  ticker: z.string().optional(),
  type: z.string().optional(),
});
export const shimSearchSchema = z.array(z.unknown()).max(500);
export type ShimSearchItem = z.infer<typeof shimSearchItemSchema>;

export const shimErrorSchema = z.object({ s: z.literal('error'), errmsg: z.string() });
export const shimSymbolSchema = z.object({
  name: z.string(),
  ticker: z.string().optional(),
  description: z.string().optional(),
  type: z.string().optional(),
  session: z.string().optional(),
  timezone: z.string().optional(),
  minmov: finiteNumber.optional(),
  pricescale: positive,
  has_intraday: z.boolean().optional(),
  supported_resolutions: z.array(z.string()).optional(),
});
export type ShimSymbol = z.infer<typeof shimSymbolSchema>;
export const shimSymbolResponseSchema = z.union([shimErrorSchema, shimSymbolSchema]);

const column = z.array(finiteNumber).max(20_000);
export const shimHistorySchema = z.discriminatedUnion('s', [
  z.object({ s: z.literal('ok'), t: column, o: column, h: column, l: column, c: column, v: column.optional() }),
  z.object({ s: z.literal('no_data'), nextTime: finiteNumber.nullish() }),
  shimErrorSchema,
]);

/** The Perps API's answer to a position request: an unsigned transaction and what it will do. */
export const positionRequestResponseSchema = z.object({
  serializedTxBase64: z.string().min(1).max(4_000),
  positionPubkey: z.string(),
  positionRequestPubkey: z.string().optional(),
  quote: z.record(z.string(), z.unknown()).optional(),
});
export type PositionRequestResponse = z.infer<typeof positionRequestResponseSchema>;
