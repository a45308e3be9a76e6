import * as z from 'zod/mini';
import { baseUnits } from './balances';

/**
 * Trigger v1 (limit orders) and Recurring v1 (DCA) shapes (research §5, §6; spec 000 §3, §7).
 * UI amounts arrive as decimal strings (numbers for display); every amount has a `raw…` twin in
 * base units, which is what the app computes with. Fields the app does not read are not checked.
 */

/** A UI amount: a decimal string or a number, as a finite number. */
const uiAmount = z
  .pipe(z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i, 'not a decimal amount'))]), z.transform(Number))
  .check(z.refine(Number.isFinite, 'not a finite amount'));
const time = z.nullish(z.string());

export const orderTradeSchema = z.object({
  orderKey: z.string(),
  inputMint: z.string(),
  outputMint: z.string(),
  inputAmount: uiAmount,
  outputAmount: uiAmount,
  rawInputAmount: z.nullish(baseUnits),
  rawOutputAmount: z.nullish(baseUnits),
  feeAmount: z.nullish(uiAmount),
  feeMint: z.nullish(z.string()),
  txId: z.string(),
  confirmedAt: time,
  action: z.nullish(z.string()),
});
export type OrderTrade = z.infer<typeof orderTradeSchema>;

export const triggerOrderSchema = z.object({
  userPubkey: z.string(),
  orderKey: z.string(),
  inputMint: z.string(),
  outputMint: z.string(),
  makingAmount: uiAmount,
  takingAmount: uiAmount,
  remainingMakingAmount: uiAmount,
  remainingTakingAmount: uiAmount,
  rawMakingAmount: baseUnits,
  rawTakingAmount: baseUnits,
  rawRemainingMakingAmount: baseUnits,
  rawRemainingTakingAmount: baseUnits,
  expiredAt: time,
  createdAt: z.string(),
  updatedAt: time,
  status: z.string(),
  openTx: z.nullish(z.string()),
  closeTx: z.nullish(z.string()),
  trades: z._default(z.array(orderTradeSchema), []),
});
export type TriggerOrder = z.infer<typeof triggerOrderSchema>;

export const triggerOrdersPageSchema = z.object({
  orders: z.array(triggerOrderSchema),
  page: z.int(),
  totalPages: z.int(),
});
export type TriggerOrdersPage = z.infer<typeof triggerOrdersPageSchema>;

export const recurringOrderSchema = z.object({
  userPubkey: z.string(),
  orderKey: z.string(),
  inputMint: z.string(),
  outputMint: z.string(),
  inDeposited: uiAmount,
  inWithdrawn: uiAmount,
  inUsed: uiAmount,
  outReceived: uiAmount,
  inAmountPerCycle: uiAmount,
  rawInDeposited: baseUnits,
  rawInUsed: baseUnits,
  cycleFrequency: z.number(),
  numberOfOrders: z.nullish(z.int()),
  nextCycleAt: time,
  openTx: z.nullish(z.string()),
  closeTx: z.nullish(z.string()),
  userClosed: z.nullish(z.boolean()),
  status: z.nullish(z.string()),
  createdAt: z.string(),
  updatedAt: time,
  trades: z._default(z.array(orderTradeSchema), []),
});
export type RecurringOrder = z.infer<typeof recurringOrderSchema>;

/** The spec's active-dca / historical-dca lists: `{totalPages, page, orders}`. */
export const dcaListSchema = z.object({
  orders: z.array(recurringOrderSchema),
  page: z.int(),
  totalPages: z.int(),
});
export type DcaList = z.infer<typeof dcaListSchema>;

/** createOrder (both APIs) and the single cancels: one transaction to sign. */
export const orderTransactionSchema = z.object({
  requestId: z.string(),
  transaction: z.string().check(z.minLength(1)),
  order: z.nullish(z.string()),
});
export type OrderTransaction = z.infer<typeof orderTransactionSchema>;

/** Trigger cancelOrders: the cancels grouped into transactions (4 orders each, spec 000 §9). */
export const orderTransactionsSchema = z.object({
  requestId: z.string(),
  transactions: z.array(z.string().check(z.minLength(1))),
});

/** [I] GET /getFees: the spec names it without its shape; fees come out of the output. */
export const triggerFeesSchema = z.object({
  defaultFeeBps: z.number().check(z.minimum(0), z.maximum(10_000)),
  stableFeeBps: z.number().check(z.minimum(0), z.maximum(10_000)),
  stableMints: z.array(z.string()),
});
export type TriggerFees = z.infer<typeof triggerFeesSchema>;

/** The Trigger API's error body `{error, code, cause?}` (research §10). */
export const orderErrorSchema = z.object({ error: z.string(), cause: z.nullish(z.string()), code: z.nullish(z.number()) });
