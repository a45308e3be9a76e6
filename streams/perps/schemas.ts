import * as z from 'zod/mini';

/**
 * Payloads of the perps services, checked before anything reads them: the oracle worker, the
 * price socket, the price feed history, the chart shim (TradingView UDF) and the Perps API's
 * position requests. Lists are checked item by item where one bad item must not sink the rest.
 */

const finiteNumber = z.number();
const positive = finiteNumber.check(z.positive());

/** A Doves price feed reading (research §7): USD = price × 10^expo; price may come as a u64 string. */
export const oracleItemSchema = z.object({
  feedId: z.string().check(z.maxLength(32)),
  price: z.union([z.string().check(z.regex(/^\d{1,30}$/)), z.int().check(z.nonnegative())]),
  expo: z.int().check(z.minimum(-30), z.maximum(30)),
  /** Unix seconds of the feed's last publish, when sent. */
  timestamp: z.nullish(finiteNumber),
});
export type OracleItem = z.infer<typeof oracleItemSchema>;
export const oracleResponseSchema = z.array(z.unknown()).check(z.maxLength(64));

/** Price socket frames, server to client. */
export const priceFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('price'), channel: z.string(), price: positive, timestamp: finiteNumber }),
  z.object({ type: z.literal('subscribed'), channels: z.array(z.string()) }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type PriceFrame = z.infer<typeof priceFrameSchema>;

/** One bar of the price feed history; `time` in Unix milliseconds. */
export const feedBarSchema = z.object({ time: finiteNumber, open: positive, high: positive, low: positive, close: positive, volume: z.nullish(finiteNumber) });
export const tradingViewDataSchema = z.object({ result: z.array(z.unknown()).check(z.maxLength(10_000)) });

/** The chart shim (TradingView UDF datafeed). */
export const shimConfigSchema = z.object({
  supported_resolutions: z.array(z.string()),
  supports_search: z.optional(z.boolean()),
  supports_time: z.optional(z.boolean()),
  supports_marks: z.optional(z.boolean()),
});
export type ShimConfig = z.infer<typeof shimConfigSchema>;

export const shimSearchItemSchema = z.object({
  symbol: z.string(),
  full_name: z.optional(z.string()),
  description: z.optional(z.string()),
  exchange: z.optional(z.string()),
  ticker: z.optional(z.string()),
  type: z.optional(z.string()),
});
export const shimSearchSchema = z.array(z.unknown()).check(z.maxLength(500));
export type ShimSearchItem = z.infer<typeof shimSearchItemSchema>;

export const shimErrorSchema = z.object({ s: z.literal('error'), errmsg: z.string() });
export const shimSymbolSchema = z.object({
  name: z.string(),
  ticker: z.optional(z.string()),
  description: z.optional(z.string()),
  type: z.optional(z.string()),
  session: z.optional(z.string()),
  timezone: z.optional(z.string()),
  minmov: z.optional(finiteNumber),
  pricescale: positive,
  has_intraday: z.optional(z.boolean()),
  supported_resolutions: z.optional(z.array(z.string())),
});
export type ShimSymbol = z.infer<typeof shimSymbolSchema>;
export const shimSymbolResponseSchema = z.union([shimErrorSchema, shimSymbolSchema]);

const column = z.array(finiteNumber).check(z.maxLength(20_000));
export const shimHistorySchema = z.discriminatedUnion('s', [
  z.object({ s: z.literal('ok'), t: column, o: column, h: column, l: column, c: column, v: z.optional(column) }),
  z.object({ s: z.literal('no_data'), nextTime: z.nullish(finiteNumber) }),
  shimErrorSchema,
]);

/** The Perps API's answer to a position request: an unsigned transaction and what it will do. */
export const positionRequestResponseSchema = z.object({
  serializedTxBase64: z.string().check(z.minLength(1), z.maxLength(4_000)),
  positionPubkey: z.string(),
  positionRequestPubkey: z.optional(z.string()),
  quote: z.optional(z.record(z.string(), z.unknown())),
});
export type PositionRequestResponse = z.infer<typeof positionRequestResponseSchema>;
