import * as z from 'zod/mini';

/**
 * The JLP pool's payloads [I] (the simulator's /perps/v2/jlp/… routes): USD figures are
 * integer micro-USD as strings, amounts base units as strings, weights basis points.
 */
const raw = z.string().check(z.regex(/^\d{1,30}$/));
const signedRaw = z.string().check(z.regex(/^-?\d{1,30}$/));
const address = z.string().check(z.minLength(32), z.maxLength(44));
const bps = z.int().check(z.minimum(0), z.maximum(1_000_000));

export const jlpCustodySchema = z.object({
  mint: address,
  symbol: z.string().check(z.maxLength(20)),
  decimals: z.int().check(z.minimum(0), z.maximum(18)),
  amount: raw,
  priceMicro: raw,
  usdMicro: raw,
  targetWeightBps: bps,
  currentWeightBps: bps,
});
export type JlpCustody = z.infer<typeof jlpCustodySchema>;

export const jlpPoolSchema = z.object({
  jlpMint: address,
  decimals: z.int().check(z.minimum(0), z.maximum(18)),
  aumMicro: raw,
  priceMicro: raw,
  supply: raw,
  holdingsMicro: raw,
  owedToTradersMicro: raw,
  weekFeesMicro: raw,
  aprBps: bps,
  baseFeeBps: bps,
  taxBps: bps,
  custodies: z.array(jlpCustodySchema).check(z.maxLength(20)),
});
export type JlpPool = z.infer<typeof jlpPoolSchema>;

export const jlpPositionSchema = z.object({ owner: address, jlp: raw, valueMicro: raw, costMicro: raw, earningsMicro: signedRaw });
export type JlpPosition = z.infer<typeof jlpPositionSchema>;

export const jlpBuildSchema = z.object({ transaction: z.string().check(z.minLength(1), z.maxLength(20_000)) });
