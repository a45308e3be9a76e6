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
  /** What open JLP loans owe the pool (counted in its AUM). */
  lentMicro: raw,
  weekFeesMicro: raw,
  /** Of the week's fees, the perps trades' on the ledger (the rest: the market's other traders). */
  weekTradeFeesMicro: raw,
  aprBps: bps,
  baseFeeBps: bps,
  taxBps: bps,
  custodies: z.array(jlpCustodySchema).check(z.maxLength(20)),
});
export type JlpPool = z.infer<typeof jlpPoolSchema>;

export const jlpPositionSchema = z.object({ owner: address, jlp: raw, valueMicro: raw, costMicro: raw, earningsMicro: signedRaw });
export type JlpPosition = z.infer<typeof jlpPositionSchema>;

export const jlpBuildSchema = z.object({ transaction: z.string().check(z.minLength(1), z.maxLength(20_000)) });

export const jlpLoanSchema = z.object({
  id: z.int().check(z.minimum(1)),
  collateral: raw,
  debt: raw,
  collateralMicro: raw,
  limitMicro: raw,
  healthRatio: z.nullable(z.number()),
  liquidated: z.boolean(),
  openedAt: z.number(),
});
export type JlpLoan = z.infer<typeof jlpLoanSchema>;

export const liquidationNoticeSchema = z.object({ loanId: z.int(), time: z.number(), collateral: raw, debt: raw, priceMicro: raw });
export type LiquidationNotice = z.infer<typeof liquidationNoticeSchema>;

export const jlpLoansSchema = z.object({
  owner: address,
  terms: z.object({ ltvBps: bps, liquidationBps: bps, rateBps: bps }),
  jlpPriceMicro: raw,
  loans: z.array(jlpLoanSchema).check(z.maxLength(200)),
  notices: z.array(liquidationNoticeSchema).check(z.maxLength(50)),
});
export type JlpLoans = z.infer<typeof jlpLoansSchema>;
