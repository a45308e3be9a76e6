import * as z from 'zod/mini';
import { isoTime, optBoolean, optNumber, optString } from './primitives';

/** A trade (research §8 Tx). */
export const txSchema = z.object({
  timestamp: isoTime,
  asset: z.string(),
  type: z.enum(['buy', 'sell']),
  usdPrice: z.number(),
  usdVolume: z.number(),
  traderAddress: z.string(),
  txHash: z.string(),
  amount: z.number(),
  isMev: optBoolean,
  isMrp: optBoolean,
  poolId: optString,
  nativeVolume: optNumber,
  isValidPrice: optBoolean,
});
export type Tx = z.infer<typeof txSchema>;

export const txsResponseSchema = z.object({ txs: z.array(txSchema), next: optString });

export const holdersResponseSchema = z.object({
  holders: z.array(
    z.object({
      address: z.string(),
      amount: z.number(),
      tags: z.nullish(z.array(z.object({ id: z.string(), name: z.string() }))),
    }),
  ),
  count: z.number(),
});

/** Dev-stats periods (spec 000 §2). */
export const devPeriods = ['1d', '7d', '30d'] as const;
export type DevPeriod = (typeof devPeriods)[number];

export const candleSchema = z.object({
  time: z.number(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  volume: z.number(),
});
export type Candle = z.infer<typeof candleSchema>;
export const chartResponseSchema = z.object({ candles: z.array(candleSchema) });

/** Net volume per interval ([I]: the real shape is not public; ours mirrors the candles). */
export const netVolumeResponseSchema = z.object({
  buckets: z.array(z.object({ time: z.number(), buyVolume: z.number(), sellVolume: z.number(), netVolume: z.number() })),
});

/** Description status (spec 000 §3): success, generating, not_found. */
export const descriptionResponseSchema = z.object({
  status: z.enum(['success', 'generating', 'not_found']),
  description: optString,
});

/** Per-launchpad activity ([I]: shape of our own). */
export const launchpadStatsResponseSchema = z.object({
  launchpads: z.array(
    z.object({
      id: z.string(),
      newTokens24h: z.number(),
      graduated24h: z.number(),
      volume24h: z.number(),
      liquidity: z.number(),
    }),
  ),
});

export const stocksStatsResponseSchema = z.object({
  stocks: z.array(z.object({ issuer: z.string(), count: z.number(), volume24h: z.number(), mcap: z.number() })),
});

/** GET /v1/dev/stats/{address}?period= (spec 000 §7): a developer's launches in the period. */
export const devStatsResponseSchema = z.object({
  address: z.string(),
  period: z.enum(devPeriods),
  tokensCreated: z.number(),
  graduated: z.number(),
  rugged: z.number(),
  totalVolume: z.number(),
});
export type DevStats = z.infer<typeof devStatsResponseSchema>;

export const transfersResponseSchema = z.object({
  transfers: z.array(z.object({ signature: z.string(), mint: z.string(), amount: z.number(), from: z.string(), to: z.string(), timestamp: isoTime })),
  next: optNumber,
});
