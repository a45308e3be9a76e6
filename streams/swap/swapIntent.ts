import { swapRouteLayout } from '../instructions/swapRoute';
import type { QuoteResponse, SwapMode } from '../schemas/quote';
import { SWAP_ROUTE_PROGRAM } from '../solana/programs';
import type { ParsedTransaction } from '../solana/wireFormat';
import { type WriteIntent, firstDifference, shortAddress, theOnlyInstruction } from '../tx/intent';
import { NATIVE_SOL } from '../tx/landed';
import type { SpendLimits } from '../tx/spendCheck';
import { fromBaseUnits } from './baseUnits';
import { AUTO_SLIPPAGE_CEILING_BPS, type SwapSettings } from './settings';

export { AUTO_SLIPPAGE_CEILING_BPS };

const BPS = 10_000n;

export interface SwapSide {
  readonly mint: string;
  readonly symbol: string;
  readonly decimals: number;
}

/**
 * What the user asked the swap to do (issue 23 item 1), from the form and the settings, never
 * from the quote service: the pair, which field they typed in and what they typed, their
 * slippage, the referral fee they accepted, and the quote they saw when they pressed Swap.
 */
export interface SwapIntent {
  readonly input: SwapSide;
  readonly output: SwapSide;
  /** ExactIn: the user typed what to sell; ExactOut: what to buy. */
  readonly mode: SwapMode;
  /** The typed amount in base units: of the input (ExactIn) or of the output (ExactOut). */
  readonly amount: bigint;
  /** The other side of the quote on screen when Swap was pressed: what they get (ExactIn) or pay (ExactOut). */
  readonly quoted: bigint;
  /** The manual slippage, or AUTO_SLIPPAGE_CEILING_BPS on the Auto profile. */
  readonly slippageBps: number;
  /** The referral fee the user accepted for this pair; 0 when none. */
  readonly platformFeeBps: number;
  /** The bundle tip this app asked for, lamports. */
  readonly tipLamports?: bigint;
}

/** The user's slippage in bps: the manual setting (percent), or the client's Auto ceiling. */
export const intentSlippageBps = (settings: Pick<SwapSettings, 'slippage'>, auto: boolean): number =>
  auto ? AUTO_SLIPPAGE_CEILING_BPS : Math.min(10_000, Math.max(0, Math.round(settings.slippage * 100)));

/** ExactIn: the least the user accepts to receive. ExactOut: the most they accept to pay. */
export const intentLimit = (intent: Pick<SwapIntent, 'mode' | 'quoted' | 'slippageBps'>): bigint => {
  const bps = BigInt(intent.slippageBps);
  return intent.mode === 'ExactIn' ? (intent.quoted * (BPS - bps)) / BPS : (intent.quoted * (BPS + bps) + BPS - 1n) / BPS;
};

const amountOf = (side: SwapSide, amount: bigint) => `${fromBaseUnits(amount, side.decimals)} ${side.symbol}`;
const percent = (bps: number) => `${bps / 100}%`;

/** 'Sell 1 SOL for at least 149.25 USDC' / 'Buy 10 USDC for at most 0.0702 SOL'. */
export const swapIntentSummary = (intent: SwapIntent): string =>
  intent.mode === 'ExactIn'
    ? `Sell ${amountOf(intent.input, intent.amount)} for at least ${amountOf(intent.output, intentLimit(intent))}`
    : `Buy ${amountOf(intent.output, intent.amount)} for at most ${amountOf(intent.input, intentLimit(intent))}`;

/**
 * The quote about to be built into a transaction, against the intent (issue 23 item 1): the
 * same pair and mode, the amount typed, a slippage and threshold no worse than the user's
 * slippage allows, and no more platform fee than the user accepted. Answers what differed (to
 * finish 'Refused to sign: …'), or undefined.
 */
export const quoteMismatch = (intent: SwapIntent, quote: QuoteResponse): string | undefined => {
  const { input, output } = intent;
  if (quote.inputMint !== input.mint) return `the quote sells ${quote.inputMint}, not the ${input.symbol} you chose`;
  if (quote.outputMint !== output.mint) return `the quote buys ${quote.outputMint}, not the ${output.symbol} you chose`;
  if (quote.swapMode !== intent.mode) return `the quote is ${quote.swapMode}, not the ${intent.mode} you typed`;
  const exactIn = intent.mode === 'ExactIn';
  const typed = BigInt(exactIn ? quote.inAmount : quote.outAmount);
  if (typed !== intent.amount) {
    const side = exactIn ? input : output;
    return `the quote ${exactIn ? 'sells' : 'buys'} ${amountOf(side, typed)}, not the ${amountOf(side, intent.amount)} you typed`;
  }
  const other = BigInt(exactIn ? quote.outAmount : quote.inAmount);
  if (other !== intent.quoted) return `the quote changed after you pressed Swap`;
  if (quote.slippageBps > intent.slippageBps) return `the quote allows ${percent(quote.slippageBps)} slippage, more than your ${percent(intent.slippageBps)}`;
  const threshold = BigInt(quote.otherAmountThreshold);
  const limit = intentLimit(intent);
  if (exactIn && threshold < limit)
    return `the quote's minimum received is ${amountOf(output, threshold)}, less than the ${amountOf(output, limit)} your ${percent(intent.slippageBps)} slippage allows`;
  if (!exactIn && threshold > limit)
    return `the quote's maximum sold is ${amountOf(input, threshold)}, more than the ${amountOf(input, limit)} your ${percent(intent.slippageBps)} slippage allows`;
  const feeBps = quote.platformFee?.feeBps ?? 0;
  if (feeBps > intent.platformFeeBps)
    return `the quote charges a ${percent(feeBps)} platform fee, more than the ${percent(intent.platformFeeBps)} you accepted`;
  return undefined;
};

/**
 * What an auto-signing wallet may let the swap move, from the intent alone: the input up to
 * what was typed (ExactOut: the most the slippage allows), the output at least the least the
 * slippage allows (ExactOut: what was typed), and the app's own tip in SOL on top. Any other
 * outflow is refused by spendCheck.ts.
 */
export const swapSpendLimits = (intent: SwapIntent): SpendLimits => {
  const { input, output } = intent;
  const tip: Record<string, bigint> = intent.tipLamports && intent.tipLamports > 0n ? { [NATIVE_SOL]: intent.tipLamports } : {};
  const symbols = { [input.mint]: input.symbol, [output.mint]: output.symbol };
  return intent.mode === 'ExactIn'
    ? { maxOutflow: { [input.mint]: intent.amount, ...tip }, minInflow: { [output.mint]: intentLimit(intent) }, symbols }
    : { maxOutflow: { [input.mint]: intentLimit(intent), ...tip }, minInflow: { [output.mint]: intent.amount }, symbols };
};

/**
 * The swap's route instruction against the intent (the simulator's route layout,
 * streams/instructions/swapRoute.ts): the same owner, pair, mode and typed amount, and the
 * threshold the route program will enforce no worse than the user's slippage allows, so a build
 * cannot widen it behind the quote's back. Answers what differed, or undefined.
 */
export const routeMismatch = (intent: SwapIntent, owner: string, tx: ParsedTransaction): string | undefined => {
  const found = theOnlyInstruction(tx, SWAP_ROUTE_PROGRAM, swapRouteLayout.decode, 'swap route');
  if (!found.ok) return found.reason;
  const route = found.value;
  const { input, output } = intent;
  const differs = firstDifference([
    ["the swap's wallet", owner, route.owner, (value) => shortAddress(String(value))],
    ['the token sold', input.mint, route.inputMint, (value) => (value === input.mint ? input.symbol : String(value))],
    ['the token bought', output.mint, route.outputMint, (value) => (value === output.mint ? output.symbol : String(value))],
    ['the swap mode', intent.mode, route.mode],
  ]);
  if (differs) return differs;
  const side = intent.mode === 'ExactIn' ? input : output;
  if (route.amount !== intent.amount)
    return `the swap ${intent.mode === 'ExactIn' ? 'sells' : 'buys'} ${amountOf(side, route.amount)}, not the ${amountOf(side, intent.amount)} you typed`;
  const limit = intentLimit(intent);
  if (intent.mode === 'ExactIn' && route.threshold < limit)
    return `the swap's minimum received is ${amountOf(output, route.threshold)}, less than the ${amountOf(output, limit)} your ${percent(intent.slippageBps)} slippage allows`;
  if (intent.mode === 'ExactOut' && route.threshold > limit)
    return `the swap's maximum sold is ${amountOf(input, route.threshold)}, more than the ${amountOf(input, limit)} your ${percent(intent.slippageBps)} slippage allows`;
  return undefined;
};

/**
 * The swap command's intent: its summary (beside an external wallet's prompt) and, where the
 * route program speaks the simulator's layout (`readsRoute`), the route instruction compared
 * with it. Balances are checked after simulation (swapSpendLimits).
 */
export const swapWriteIntent = (intent: SwapIntent, owner: string, readsRoute: boolean): WriteIntent => ({
  summary: swapIntentSummary(intent),
  ...(readsRoute ? { verify: (tx: ParsedTransaction) => routeMismatch(intent, owner, tx) } : {}),
});
