import * as z from 'zod/mini';
import { assetSchema, firstPoolSchema } from './asset';
import { isoTime, optBoolean, optNumber, optString } from './primitives';

/** A pool / token item (spec 000 §3; research §8 Pool). */
export const poolSchema = z.object({
  id: z.string(),
  chain: optString,
  dex: optString,
  type: optString,
  createdAt: isoTime,
  updatedAt: optString,
  bondingCurve: optNumber,
  volume24h: optNumber,
  isUnreliable: optBoolean,
  streamed: optBoolean,
  firstPool: z.nullish(firstPoolSchema),
  graduatedPool: optString,
  baseAsset: assetSchema,
});
export type Pool = z.infer<typeof poolSchema>;

export const poolsResponseSchema = z.object({ pools: z.array(poolSchema) });

/** POST /v1/pools/gems answers the lists it was asked for. */
export const gemsResponseSchema = z.object({
  recent: z.nullish(poolsResponseSchema),
  aboutToGraduate: z.nullish(poolsResponseSchema),
  graduated: z.nullish(poolsResponseSchema),
});
