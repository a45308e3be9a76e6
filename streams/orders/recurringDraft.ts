import { toBaseUnits } from '../swap/baseUnits';
import { MAX_INPUT_LIMIT } from '../swap/swapUrl';
import type { DraftToken, OrderButton } from './limitDraft';

/** The intervals a recurring order runs at (issue 14), in seconds. */
export const RECURRING_INTERVALS = [
  { unit: 'minute', seconds: 60 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'day', seconds: 86_400 },
  { unit: 'week', seconds: 604_800 },
  { unit: 'month', seconds: 2_592_000 },
] as const;
export type RecurringUnit = (typeof RECURRING_INTERVALS)[number]['unit'];

/** research §6: the Recurring API's minimums. */
export const MIN_RECURRING_TOTAL_USD = 100;
export const MIN_RECURRING_ORDER_USD = 50;
export const MIN_RECURRING_ORDERS = 2;
/** A bound on the form, not the API's: nobody schedules more slices than this by hand. */
export const MAX_RECURRING_ORDERS = 1_000;
const MAX_U64 = 2n ** 64n - 1n;

export interface RecurringDraftInput {
  readonly sell: DraftToken | undefined;
  readonly buy: DraftToken | undefined;
  readonly amountText: string;
  readonly ordersText: string;
  readonly unit: RecurringUnit;
  /** Optional price bounds per buy token, in sell tokens; '' for none. */
  readonly minPriceText: string;
  readonly maxPriceText: string;
  readonly connected: boolean;
  readonly sellBalance: bigint | undefined;
  readonly sellUsd: number | undefined;
  readonly busy: boolean;
}

export interface RecurringDraft {
  readonly inAmount: bigint;
  readonly numberOfOrders: number;
  readonly intervalSeconds: number;
  /** Base units each order spends (the last one takes the rest). */
  readonly perOrder: bigint;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly button: OrderButton;
}

const blocked = (label: string): OrderButton => ({ kind: 'blocked', label, disabled: true });
const bound = (text: string): number | null | 'invalid' => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : 'invalid';
};

/** The recurring order form (spec 000 §2, issue 14): base units, schedule and button. Pure. */
export const recurringDraft = (input: RecurringDraftInput): RecurringDraft => {
  const { sell, buy } = input;
  const inAmount = sell ? toBaseUnits(input.amountText, sell.decimals) : 0n;
  const orders = Number(input.ordersText);
  const numberOfOrders = Number.isInteger(orders) ? orders : 0;
  const intervalSeconds = RECURRING_INTERVALS.find((interval) => interval.unit === input.unit)?.seconds ?? 60;
  const perOrder = numberOfOrders > 0 ? inAmount / BigInt(numberOfOrders) : 0n;
  const min = bound(input.minPriceText);
  const max = bound(input.maxPriceText);
  const result = (button: OrderButton): RecurringDraft => ({
    inAmount,
    numberOfOrders,
    intervalSeconds,
    perOrder,
    minPrice: min === 'invalid' ? null : min,
    maxPrice: max === 'invalid' ? null : max,
    button,
  });

  if (!input.connected) return result({ kind: 'connect', label: 'Connect Wallet', disabled: false });
  if (!sell || !buy) return result(blocked('Select tokens'));
  if (sell.id === buy.id) return result(blocked('Select two different tokens'));
  if (input.busy) return result(blocked('Transaction in progress'));
  if (inAmount === 0n) return result(blocked('Enter an amount'));
  if (inAmount > MAX_U64 || Number(input.amountText) >= MAX_INPUT_LIMIT) return result(blocked('Amount too large'));
  if (numberOfOrders < MIN_RECURRING_ORDERS) return result(blocked(`At least ${MIN_RECURRING_ORDERS} orders`));
  if (numberOfOrders > MAX_RECURRING_ORDERS) return result(blocked(`At most ${MAX_RECURRING_ORDERS} orders`));
  if (min === 'invalid' || max === 'invalid') return result(blocked('Enter a valid price'));
  if (min !== null && max !== null && min > max) return result(blocked('Min price above max price'));
  if (input.sellBalance !== undefined && inAmount > input.sellBalance) return result(blocked(`Insufficient ${sell.symbol}`));
  if (input.sellUsd !== undefined) {
    const total = Number(input.amountText) * input.sellUsd;
    if (total < MIN_RECURRING_TOTAL_USD) return result(blocked(`Minimum ${MIN_RECURRING_TOTAL_USD} USD in total`));
    if (total / numberOfOrders < MIN_RECURRING_ORDER_USD) return result(blocked(`Minimum ${MIN_RECURRING_ORDER_USD} USD per order`));
  }
  return result({ kind: 'submit', label: 'Start Recurring', disabled: false });
};
