import * as z from 'zod/mini';

/**
 * The onboarding services' wire ([I]: our own shapes, modelled on Circle's CCTP, deBridge's DLN
 * and a card on-ramp's quote and order), shared by the client and the simulator: the ways in and
 * what each costs, a simulated EVM source wallet, the bridge routes for an amount, the card
 * quote, and a transfer's progress. Amounts are base-unit strings; USD amounts are cents.
 */
export const BRIDGE_PROVIDERS = ['cctp', 'debridge'] as const;
export type BridgeProvider = (typeof BRIDGE_PROVIDERS)[number];
export const ONBOARD_METHODS = ['cctp', 'debridge', 'onramp', 'cex'] as const;
export type OnboardMethodId = (typeof ONBOARD_METHODS)[number];
export const ONRAMP_ASSETS = ['SOL', 'USDC'] as const;
export type OnrampAsset = (typeof ONRAMP_ASSETS)[number];

/** Base units: digits only, at most 40 of them. */
const baseUnits = z.string().check(z.regex(/^\d{1,40}$/));
const label = z.string().check(z.maxLength(80));
const seconds = z.number().check(z.gte(0), z.lte(86_400));

export const sourceChainSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]{1,24}$/)),
  name: label,
});
export type SourceChain = z.infer<typeof sourceChainSchema>;

export const onboardMethodSchema = z.object({
  id: z.enum(ONBOARD_METHODS),
  name: label,
  summary: z.string().check(z.maxLength(200)),
  /** A flat fee in USD cents and a share of the amount in basis points. */
  feeCents: z.int().check(z.gte(0), z.lte(1_000_000)),
  feeBps: z.int().check(z.gte(0), z.lte(10_000)),
  /** Seconds from start to the funds on Solana (the fastest source); null when it is the exchange's to say. */
  seconds: z.nullable(seconds),
  /** The least accepted, in USD cents; null when there is none of ours. */
  minimumCents: z.nullable(z.int().check(z.gte(0))),
});
export type OnboardMethod = z.infer<typeof onboardMethodSchema>;

export const onboardMethodsSchema = z.object({
  methods: z.array(onboardMethodSchema).check(z.maxLength(10)),
  chains: z.array(sourceChainSchema).check(z.maxLength(20)),
});
export type OnboardMethods = z.infer<typeof onboardMethodsSchema>;

export const evmAddressSchema = z.string().check(z.regex(/^0x[0-9a-f]{40}$/));

export const evmWalletSchema = z.object({
  address: evmAddressSchema,
  balances: z.array(z.object({ chain: z.string().check(z.maxLength(24)), amount: baseUnits })).check(z.maxLength(20)),
});
export type EvmWallet = z.infer<typeof evmWalletSchema>;

export const transferStepSchema = z.object({ key: z.string().check(z.maxLength(24)), label, seconds });
export type TransferStep = z.infer<typeof transferStepSchema>;

export const bridgeRouteSchema = z.object({
  provider: z.enum(BRIDGE_PROVIDERS),
  name: label,
  fee: baseUnits,
  receive: baseUnits,
  /** Seconds from the source transaction to the USDC on Solana: the sum of the steps. */
  seconds,
  steps: z.array(transferStepSchema).check(z.maxLength(6)),
  minimum: baseUnits,
});
export type BridgeRoute = z.infer<typeof bridgeRouteSchema>;

export const bridgeRoutesSchema = z.object({
  chain: z.string().check(z.maxLength(24)),
  amount: baseUnits,
  routes: z.array(bridgeRouteSchema).check(z.maxLength(4)),
});
export type BridgeRoutes = z.infer<typeof bridgeRoutesSchema>;

/** POST /onboard/v1/bridge/transfers: the route the user chose, and what they accepted to receive. */
export const bridgeTransferRequestSchema = z.object({
  provider: z.enum(BRIDGE_PROVIDERS),
  chain: z.string().check(z.maxLength(24)),
  from: evmAddressSchema,
  to: z.string().check(z.maxLength(64)),
  amount: baseUnits,
  receive: baseUnits,
});
export type BridgeTransferRequest = z.infer<typeof bridgeTransferRequestSchema>;

export const onrampQuoteSchema = z.object({
  quoteId: z.string().check(z.maxLength(64)),
  asset: z.enum(ONRAMP_ASSETS),
  mint: z.string().check(z.maxLength(64)),
  decimals: z.int().check(z.gte(0), z.lte(18)),
  usdCents: z.int().check(z.gte(0)),
  feeCents: z.int().check(z.gte(0)),
  /** USD per whole token; null (or 0) when the provider has no usable rate. */
  rate: z.nullable(z.number()),
  amount: baseUnits,
  seconds,
  expiresInMs: z.int().check(z.gte(0)),
  minCents: z.int().check(z.gte(0)),
  maxCents: z.int().check(z.gte(0)),
});
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>;

export const cardSchema = z.object({
  number: z.string().check(z.maxLength(32)),
  expiry: z.string().check(z.maxLength(7)),
  cvc: z.string().check(z.maxLength(4)),
  name: z.string().check(z.maxLength(80)),
});
export type Card = z.infer<typeof cardSchema>;

export const onrampOrderRequestSchema = z.object({ quoteId: z.string().check(z.maxLength(64)), owner: z.string().check(z.maxLength(64)), card: cardSchema });
export type OnrampOrderRequest = z.infer<typeof onrampOrderRequestSchema>;

export const TRANSFER_STATUSES = ['pending', 'arrived', 'failed'] as const;
export const STEP_STATUSES = ['done', 'active', 'waiting', 'failed'] as const;

export const transferSchema = z.object({
  id: z.string().check(z.regex(/^[a-z]{1,10}-[0-9a-f]{16}$/)),
  kind: z.enum(['cctp', 'debridge', 'onramp']),
  status: z.enum(TRANSFER_STATUSES),
  owner: z.string().check(z.maxLength(64)),
  symbol: z.string().check(z.maxLength(10)),
  decimals: z.int().check(z.gte(0), z.lte(18)),
  /** What left the source (bridge, base units) or was paid (on-ramp, USD cents). */
  amountIn: baseUnits,
  fee: baseUnits,
  amountOut: baseUnits,
  /** The time stated for the whole transfer, and what is left of it. */
  seconds,
  remainingMs: z.int().check(z.gte(0)),
  steps: z.array(z.object({ key: z.string().check(z.maxLength(24)), label, seconds, status: z.enum(STEP_STATUSES) })).check(z.maxLength(6)),
  signature: z.nullable(z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/))),
  error: z.nullable(z.string().check(z.maxLength(200))),
  source: z.nullable(z.object({ chain: z.string().check(z.maxLength(24)), address: evmAddressSchema })),
});
export type Transfer = z.infer<typeof transferSchema>;
