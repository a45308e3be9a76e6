import type { Logger } from '../core/ports';
import type { QueryParams } from '../core/query';
import type { SwapMode } from '../schemas/quote';

/** The pair and amount the user typed (after the debounce). */
export interface QuoteForm {
  readonly inputMint: string | undefined;
  readonly outputMint: string | undefined;
  /** Base units: of the input for ExactIn, of the output for ExactOut. */
  readonly amount: bigint;
  readonly swapMode: SwapMode;
}

/** Everything else GET /quote accepts (spec 001 §7 Quote service), from settings. */
export interface QuoteOptions {
  readonly slippageBps?: number;
  readonly autoSlippage?: boolean;
  readonly maxAutoSlippageBps?: number;
  readonly autoSlippageCollisionUsdValue?: number;
  readonly computeAutoSlippage?: boolean;
  readonly dynamicSlippage?: boolean;
  readonly minimizeSlippage?: boolean;
  readonly preferLiquidDexes?: boolean;
  readonly excludeDexes?: readonly string[];
  readonly onlyDirectRoutes?: boolean;
  readonly restrictIntermediateTokens?: boolean;
  readonly asLegacyTransaction?: boolean;
  readonly maxAccounts?: number;
}

/** A referral's fee: charged only on pairs with a whitelisted mint (spec 001 §5 Platform fee). */
export interface PlatformFee {
  readonly feeBps: number;
  readonly whitelistedMints: ReadonlySet<string>;
}

export interface QuoteRequest extends QuoteOptions {
  readonly inputMint: string;
  readonly outputMint: string;
  readonly amount: bigint;
  readonly swapMode: SwapMode;
  readonly platformFeeBps?: number;
}

/** The spec's parameter errors (001 §5 Quote), word for word. */
export const QUOTE_PARAM_ERRORS = {
  bothSlippages: 'Cannot set both slippageBps and autoSlippage',
  maxWithoutAuto: 'Cannot set maxAutoSlippageBps without autoSlippage',
} as const;

/** A form worth quoting: two different mints and an amount above zero. */
export const isQuotable = (form: QuoteForm): form is QuoteForm & { inputMint: string; outputMint: string } =>
  form.amount > 0n && form.inputMint !== undefined && form.outputMint !== undefined && form.inputMint !== form.outputMint;

export const sameForm = (a: QuoteForm, b: QuoteForm): boolean =>
  a.inputMint === b.inputMint && a.outputMint === b.outputMint && a.amount === b.amount && a.swapMode === b.swapMode;

/**
 * The platform fee applies only if a mint of the pair is whitelisted; for ExactOut only the
 * input is checked (the fee is then taken from the input).
 */
export const platformFeeBps = (form: Pick<QuoteForm, 'inputMint' | 'outputMint' | 'swapMode'>, fee: PlatformFee | undefined): number | undefined => {
  if (!fee || fee.feeBps <= 0) return undefined;
  const { inputMint, outputMint, swapMode } = form;
  const inputListed = inputMint !== undefined && fee.whitelistedMints.has(inputMint);
  const outputListed = outputMint !== undefined && fee.whitelistedMints.has(outputMint);
  const applies = swapMode === 'ExactOut' ? inputListed : inputListed || outputListed;
  return applies ? fee.feeBps : undefined;
};

export type QueryCheck = { readonly ok: true; readonly query: QueryParams } | { readonly ok: false; readonly message: string };

/**
 * The GET /quote query, or the spec's parameter error. maxAccounts with ExactOut is only
 * warned about (the service decides), as the spec says.
 */
export const buildQuoteQuery = (request: QuoteRequest, logger: Logger): QueryCheck => {
  if (request.slippageBps !== undefined && request.autoSlippage) return { ok: false, message: QUOTE_PARAM_ERRORS.bothSlippages };
  if (request.maxAutoSlippageBps !== undefined && !request.autoSlippage) return { ok: false, message: QUOTE_PARAM_ERRORS.maxWithoutAuto };
  if (request.maxAccounts !== undefined && request.swapMode === 'ExactOut') {
    logger.warn('maxAccounts is not supported for ExactOut', { maxAccounts: request.maxAccounts });
  }
  const excludeDexes = request.excludeDexes && request.excludeDexes.length > 0 ? request.excludeDexes : undefined;
  return {
    ok: true,
    query: {
      inputMint: request.inputMint,
      outputMint: request.outputMint,
      amount: request.amount,
      swapMode: request.swapMode,
      slippageBps: request.slippageBps,
      autoSlippage: request.autoSlippage,
      maxAutoSlippageBps: request.maxAutoSlippageBps,
      autoSlippageCollisionUsdValue: request.autoSlippageCollisionUsdValue,
      computeAutoSlippage: request.computeAutoSlippage,
      dynamicSlippage: request.dynamicSlippage,
      minimizeSlippage: request.minimizeSlippage,
      preferLiquidDexes: request.preferLiquidDexes,
      excludeDexes,
      onlyDirectRoutes: request.onlyDirectRoutes,
      restrictIntermediateTokens: request.restrictIntermediateTokens,
      asLegacyTransaction: request.asLegacyTransaction,
      platformFeeBps: request.platformFeeBps,
      maxAccounts: request.maxAccounts,
    },
  };
};

export const toQuoteRequest = (
  form: QuoteForm & { inputMint: string; outputMint: string },
  options: QuoteOptions,
  fee: PlatformFee | undefined,
): QuoteRequest => {
  const feeBps = platformFeeBps(form, fee);
  return {
    ...options,
    inputMint: form.inputMint,
    outputMint: form.outputMint,
    amount: form.amount,
    swapMode: form.swapMode,
    ...(feeBps !== undefined ? { platformFeeBps: feeBps } : {}),
  };
};
