import { toBaseUnits } from '../swap/baseUnits';
import { MAX_INPUT_LIMIT } from '../swap/swapUrl';

/** A token an order form names: enough to turn text into base units and label it. */
export interface DraftToken {
  readonly id: string;
  readonly symbol: string;
  readonly decimals: number;
}

/** spec 001 §2 settings: the expiry presets, in seconds (none: never). */
export const EXPIRY_PRESETS = [
  { label: 'Never', seconds: undefined },
  { label: '10 min', seconds: 600 },
  { label: '1 hour', seconds: 3_600 },
  { label: '1 day', seconds: 86_400 },
  { label: '3 days', seconds: 259_200 },
  // The spec gives 608800 for this preset, 4,000 s more than seven days: we keep seven days.
  { label: '7 days', seconds: 604_800 },
  { label: '30 days', seconds: 2_592_000 },
] as const;
export type ExpiryLabel = (typeof EXPIRY_PRESETS)[number]['label'];

/** research §5: the Trigger API refuses orders worth less than this. */
export const MIN_LIMIT_ORDER_USD = 5;

/** Digits a typed rate keeps: far below any token's price step, exact in bigint arithmetic. */
const RATE_DIGITS = 18;
const RATE_SCALE = 10n ** BigInt(RATE_DIGITS);
const MAX_U64 = 2n ** 64n - 1n;

export type OrderButton =
  | { readonly kind: 'connect'; readonly label: 'Connect Wallet'; readonly disabled: false }
  | { readonly kind: 'submit'; readonly label: string; readonly disabled: false }
  | { readonly kind: 'blocked'; readonly label: string; readonly disabled: true };

export interface LimitDraftInput {
  readonly sell: DraftToken | undefined;
  readonly buy: DraftToken | undefined;
  /** What the user typed: the amount sold and the rate (buy tokens per sell token). */
  readonly amountText: string;
  readonly rateText: string;
  readonly connected: boolean;
  /** Base units the wallet holds of the sell token; undefined while unknown. */
  readonly sellBalance: bigint | undefined;
  /** USD prices, when known: the market rate and the order's value. */
  readonly sellUsd: number | undefined;
  readonly buyUsd: number | undefined;
  /** A write is in flight. */
  readonly busy: boolean;
}

export interface LimitDraft {
  readonly making: bigint;
  readonly taking: bigint;
  /** Buy tokens per sell token at today's prices. */
  readonly marketRate: number | undefined;
  /** How far the typed rate is from the market: 0.05 is 5 % above. */
  readonly vsMarket: number | undefined;
  readonly button: OrderButton;
  /** A rate at or below the market fills at once: said, not refused. */
  readonly warning: string | undefined;
}

const blocked = (label: string): OrderButton => ({ kind: 'blocked', label, disabled: true });

/** Buy base units for `making` sell base units at `rateText` buy tokens per sell token, rounded down. */
export const takingAmountOf = (making: bigint, rateText: string, sell: DraftToken, buy: DraftToken): bigint => {
  const rate = toBaseUnits(rateText, RATE_DIGITS);
  return (making * rate * 10n ** BigInt(buy.decimals)) / (RATE_SCALE * 10n ** BigInt(sell.decimals));
};

/**
 * The limit order form (spec 000 §2, issue 14): what the typed amount and rate mean in base
 * units and what the button says. Pure, so every rule is tested without a page.
 */
export const limitDraft = (input: LimitDraftInput): LimitDraft => {
  const { sell, buy } = input;
  const marketRate = input.sellUsd !== undefined && input.buyUsd !== undefined && input.buyUsd > 0 ? input.sellUsd / input.buyUsd : undefined;
  const rate = Number(input.rateText);
  const vsMarket = marketRate !== undefined && marketRate > 0 && rate > 0 ? rate / marketRate - 1 : undefined;
  const making = sell ? toBaseUnits(input.amountText, sell.decimals) : 0n;
  const taking = sell && buy ? takingAmountOf(making, input.rateText, sell, buy) : 0n;
  const warning =
    vsMarket !== undefined && vsMarket <= 0 ? `Your rate is ${Math.abs(vsMarket * 100).toFixed(2)}% below the market: the order may fill at once.` : undefined;
  const result = (button: OrderButton): LimitDraft => ({ making, taking, marketRate, vsMarket, button, warning });

  if (!input.connected) return result({ kind: 'connect', label: 'Connect Wallet', disabled: false });
  if (!sell || !buy) return result(blocked('Select tokens'));
  if (sell.id === buy.id) return result(blocked('Select two different tokens'));
  if (input.busy) return result(blocked('Transaction in progress'));
  if (making === 0n) return result(blocked('Enter an amount'));
  if (making > MAX_U64 || Number(input.amountText) >= MAX_INPUT_LIMIT) return result(blocked('Amount too large'));
  if (!(rate > 0) || taking === 0n) return result(blocked('Enter a rate'));
  if (taking > MAX_U64) return result(blocked('Rate too large'));
  if (input.sellBalance !== undefined && making > input.sellBalance) return result(blocked(`Insufficient ${sell.symbol}`));
  const valueUsd = input.sellUsd !== undefined ? Number(input.amountText) * input.sellUsd : undefined;
  if (valueUsd !== undefined && valueUsd < MIN_LIMIT_ORDER_USD) return result(blocked(`Minimum ${MIN_LIMIT_ORDER_USD} USD`));
  return result({ kind: 'submit', label: 'Place Limit Order', disabled: false });
};
