import * as z from 'zod/mini';
import { baseUnits } from './balances';
import { optDecimals, optNumber, optString } from './primitives';

/**
 * The portfolio service (`/v1/portfolio/fetchJup|fetchNoJup`, spec 000 §7; research §9):
 * `{value, elements, tokenInfo}`. The public docs fix the envelope only, so each label's
 * `data` is ours, named after the Jupiter API it mirrors (Perps `positions`, Trigger and
 * Recurring orders, staked JUP). Amounts are UI units (display values, like the service's USD
 * values); raw base units travel only where a wallet balance needs them exactly.
 */

/** Numbers that some services send as decimal strings. */
const numeric = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i)), z.transform(Number))]);
const optNumeric = z.nullish(numeric);

/** An amount of a token with its valuation; price and value are null when the token is unpriced. */
export const tokenAmountSchema = z.object({ mint: z.string(), amount: numeric, price: optNumber, value: optNumber });
export type TokenAmount = z.infer<typeof tokenAmountSchema>;

/** Wallet: one asset per mint held; `ata` null marks native SOL (its address is the SOL mint). */
export const walletAssetSchema = z.object({
  type: optString,
  networkId: optString,
  value: optNumber,
  data: z.object({
    address: z.string(),
    amount: numeric,
    price: optNumber,
    ata: optString,
    rawAmount: z.nullish(baseUnits),
    decimals: optDecimals,
  }),
});
export const walletDataSchema = z.object({ assets: z.array(walletAssetSchema) });

/** Leverage: Jupiter Perps positions, with the field names of the Perps API `positions`. */
export const perpPositionDataSchema = z.object({
  positionPubkey: z.string(),
  marketMint: z.string(),
  collateralMint: optString,
  side: z.enum(['long', 'short']),
  leverage: numeric,
  sizeUsd: numeric,
  /** Collateral deposited. */
  collateralUsd: numeric,
  /** Collateral now: deposit plus PnL. */
  value: numeric,
  entryPriceUsd: numeric,
  markPriceUsd: numeric,
  liquidationPriceUsd: optNumeric,
  pnlAfterFeesUsd: numeric,
  pnlChangePctAfterFees: numeric,
  tpslRequests: z.nullish(z.array(z.object({ requestType: z.enum(['tp', 'sl']), triggerPriceUsd: numeric }))),
  /** Unix seconds. */
  createdTime: optNumber,
});
export type PerpPositionData = z.infer<typeof perpPositionDataSchema>;
export const leverageDataSchema = z.object({ positions: z.array(perpPositionDataSchema) });

/** LimitOrder: Trigger orders (making = input, taking = output); remaining USD valued by the service. */
export const limitOrderDataSchema = z.object({
  orderKey: z.string(),
  inputMint: z.string(),
  outputMint: z.string(),
  makingAmount: numeric,
  takingAmount: numeric,
  remainingMakingAmount: numeric,
  remainingTakingAmount: numeric,
  remainingInputUsd: optNumber,
  remainingOutputUsd: optNumber,
  createdAt: z.string(),
  expiredAt: optString,
});
export type LimitOrderData = z.infer<typeof limitOrderDataSchema>;
export const limitOrdersDataSchema = z.object({ orders: z.array(limitOrderDataSchema) });

/** DCA and SmartDCA: Recurring orders with the Recurring API's amounts. */
export const recurringOrderDataSchema = z.object({
  orderKey: z.string(),
  inputMint: z.string(),
  outputMint: z.string(),
  inDeposited: numeric,
  inUsed: numeric,
  inWithdrawn: optNumeric,
  outReceived: numeric,
  outWithdrawn: optNumeric,
  inAmountPerCycle: optNumeric,
  /** Seconds between cycles. */
  cycleFrequency: optNumber,
  remainingInputUsd: optNumber,
  remainingOutputUsd: optNumber,
  createdAt: z.string(),
});
export type RecurringOrderData = z.infer<typeof recurringOrderDataSchema>;
export const recurringOrdersDataSchema = z.object({ orders: z.array(recurringOrderDataSchema) });

/** Staked: JUP staked for governance votes (shape of `/staked-jup/{address}`). */
export const stakedDataSchema = z.object({
  mint: optString,
  stakedAmount: numeric,
  price: optNumber,
  unstaking: z.nullish(z.array(z.object({ amount: numeric, until: z.number() }))),
});

export const vaultDataSchema = z.object({ assets: z.array(tokenAmountSchema) });

/** Lending: earn deposits with their yields, and borrow positions with a health ratio. */
export const earnPositionDataSchema = z.object({
  id: z.string(),
  assets: z.array(tokenAmountSchema),
  yields: z.nullish(z.array(z.object({ apy: numeric }))),
});
export type EarnPositionData = z.infer<typeof earnPositionDataSchema>;
export const borrowPositionDataSchema = z.object({
  id: z.string(),
  suppliedAssets: z.array(tokenAmountSchema),
  borrowedAssets: z.array(tokenAmountSchema),
  healthRatio: optNumber,
  link: optString,
});
export type BorrowPositionData = z.infer<typeof borrowPositionDataSchema>;
export const lendingDataSchema = z.object({
  earn: z.nullish(z.array(earnPositionDataSchema)),
  borrow: z.nullish(z.array(borrowPositionDataSchema)),
});

const elementBase = {
  networkId: optString,
  platformId: z.string(),
  value: optNumber,
  type: optString,
  name: optString,
};
const element = <L extends string, D extends z.ZodMiniType>(label: L, data: D) => z.object({ ...elementBase, label: z.literal(label), data });

export const knownLabels = ['Wallet', 'Leverage', 'LimitOrder', 'DCA', 'SmartDCA', 'Staked', 'Vault', 'Lending'] as const;
export type KnownLabel = (typeof knownLabels)[number];

const knownElementSchema = z.discriminatedUnion('label', [
  element('Wallet', walletDataSchema),
  element('Leverage', leverageDataSchema),
  element('LimitOrder', limitOrdersDataSchema),
  element('DCA', recurringOrdersDataSchema),
  element('SmartDCA', recurringOrdersDataSchema),
  element('Staked', stakedDataSchema),
  element('Vault', vaultDataSchema),
  element('Lending', lendingDataSchema),
]);

/** Labels we do not know (Farming, Rewards…) are kept as 'Other' with their data unread; a known label must match its data. */
const otherElementSchema = z.pipe(
  z.object({ ...elementBase, label: z.string().check(z.refine((label) => !(knownLabels as readonly string[]).includes(label))), data: z.unknown() }),
  z.transform(({ label, ...rest }) => ({ ...rest, label: 'Other' as const, sourceLabel: label })),
);

export const portfolioElementSchema = z.union([knownElementSchema, otherElementSchema]);
export type PortfolioElement = z.infer<typeof portfolioElementSchema>;
export type PortfolioElementOf<L extends PortfolioElement['label']> = Extract<PortfolioElement, { label: L }>;

export const portfolioTokenInfoSchema = z.object({
  address: z.string(),
  name: optString,
  symbol: optString,
  decimals: optDecimals,
  logoURI: optString,
});
export type PortfolioTokenInfo = z.infer<typeof portfolioTokenInfoSchema>;

export const portfolioResponseSchema = z.object({
  value: optNumber,
  owner: optString,
  /** Milliseconds. */
  date: optNumber,
  elements: z.array(portfolioElementSchema),
  tokenInfo: z.nullish(z.object({ solana: z.nullish(z.record(z.string(), portfolioTokenInfoSchema)) })),
});
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;
/** What the simulator writes (before the client's transforms). */
export type PortfolioResponseInput = z.input<typeof portfolioResponseSchema>;
