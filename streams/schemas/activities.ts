import * as z from 'zod/mini';
import { optString } from './primitives';

/**
 * The activities service, `GET /v2/activities/{address}?page=&product=` (spec 000 §3 Activities,
 * §7): SWAP, LO and DCA answer `{histories, hasMoreData}`, PERPS answers `{trades, page,
 * totalPages}`. Amounts are UI-unit decimal strings (a number would round a large amount);
 * prices and USD values are numbers, some services send them as strings.
 */
export const activityProducts = ['SWAP', 'LO', 'DCA', 'PERPS'] as const;
export type ActivityProduct = (typeof activityProducts)[number];

const decimalText = /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i;
/** A decimal amount, sent as a string or a number; always a string after parsing. */
const amount = z.union([z.string().check(z.regex(decimalText)), z.pipe(z.number(), z.transform(String))]);
/** A number that may arrive as a decimal string. */
const numeric = z.union([z.number(), z.pipe(z.string().check(z.regex(decimalText)), z.transform(Number))]);
const optNumeric = z.nullish(numeric);

/** One swap-like activity: a swap, a transfer ('Send'/'Receive'), or a limit or DCA order step. */
export const swapActivitySchema = z.object({
  inputMint: z.string(),
  outputMint: z.string(),
  inputAmount: amount,
  outputAmount: amount,
  /** Output per input, when both amounts are known. */
  rate: optNumeric,
  /** Unix seconds. */
  timestamp: numeric,
  action: z.string(),
  txHash: z.string(),
  platform: optString,
  /** The other wallet of a transfer. */
  counterparty: optString,
  inputUsd: optNumeric,
  outputUsd: optNumeric,
  /** 'Failed' for a transaction that landed and failed (its fee was still paid); absent or 'Success' otherwise. */
  status: optString,
});
export type SwapActivity = z.infer<typeof swapActivitySchema>;

/** One perps trade (position request), with the Perps API's field names. */
export const perpsActivitySchema = z.object({
  owner: optString,
  custody: optString,
  collateralCustody: optString,
  side: optString,
  price: optNumeric,
  txId: z.string(),
  /** Unix seconds. */
  createdAt: numeric,
  updatedAt: optNumeric,
  collateralUsd: optNumeric,
  sizeUsd: optNumeric,
  inOutAmount: z.nullish(amount),
  inOutAmountToken: z.nullish(amount),
  inOutTokenMint: optString,
  mint: optString,
  pnlUsd: optNumeric,
  positionKey: optString,
  positionRequestKey: optString,
  priceSlippage: optNumeric,
  requestChange: optString,
  requestType: optString,
  feeUsd: optNumeric,
  liquidationFeeUsd: optNumeric,
  collateralMint: optString,
});
export type PerpsActivity = z.infer<typeof perpsActivitySchema>;

export const historiesPageSchema = z.object({ histories: z.array(swapActivitySchema), hasMoreData: z.boolean() });
export const tradesPageSchema = z.object({ trades: z.array(perpsActivitySchema), page: z.number(), totalPages: z.number() });
export const activitiesResponseSchema = z.union([historiesPageSchema, tradesPageSchema]);
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;

/** What the simulator writes (before the client's transforms). */
export type SwapActivityInput = z.input<typeof swapActivitySchema>;
export type PerpsActivityInput = z.input<typeof perpsActivitySchema>;
