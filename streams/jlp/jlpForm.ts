import { JLP_DECIMALS, jlpCustodyOf } from '../catalogues/jlpPool';
import { MAX_AMOUNT_TEXT_LENGTH, isNumericAmount, toBaseUnits } from '../swap/baseUnits';
import { type JlpQuote, quoteBuy, quoteSell } from './jlpQuote';
import type { JlpPool } from './schemas';

/**
 * The JLP form as a model (the swap form's way): from what the user typed, the token chosen, the
 * pool shown and the wallet's balance, the amount, the quote, what is wrong, and the button.
 * A bad amount says why and the button waits; nothing is sent until it is valid.
 */
export type JlpMode = 'buy' | 'sell';

export interface JlpFormInput {
  readonly mode: JlpMode;
  readonly text: string;
  /** The pool token paid (buy) or received (sell). */
  readonly mint: string;
  readonly pool: JlpPool | undefined;
  /** What the wallet holds of what it would spend (the token, or JLP), base units; undefined while unknown. */
  readonly balance: bigint | undefined;
  readonly connected: boolean;
  readonly busy: boolean;
}

export interface JlpFormModel {
  readonly amount: bigint;
  /** The decimals of what is typed. */
  readonly decimals: number;
  readonly quote: JlpQuote | undefined;
  readonly problem: string | undefined;
  readonly button: { readonly label: string; readonly enabled: boolean };
}

export const jlpFormModel = (input: JlpFormInput): JlpFormModel => {
  const spec = jlpCustodyOf(input.mint);
  const symbol = spec?.symbol ?? 'token';
  const decimals = input.mode === 'buy' ? (spec?.decimals ?? 0) : JLP_DECIMALS;
  const spends = input.mode === 'buy' ? symbol : 'JLP';
  const verb = input.mode === 'buy' ? 'Buy JLP' : 'Sell JLP';
  const text = input.text.trim();
  const readable = text !== '' && text.length <= MAX_AMOUNT_TEXT_LENGTH && isNumericAmount(text);
  const amount = readable ? toBaseUnits(text, decimals) : 0n;
  const quote =
    input.pool && amount > 0n ? (input.mode === 'buy' ? quoteBuy(input.pool, input.mint, amount) : quoteSell(input.pool, input.mint, amount)) : undefined;
  const problem = (() => {
    if (!spec || spec.mint !== input.mint) return 'Choose SOL, ETH, BTC, USDC or USDT';
    if (text === '') return undefined;
    if (!readable) return 'Enter an amount as digits, like 12.5';
    if (amount <= 0n) return 'Enter an amount above 0';
    if (input.balance !== undefined && amount > input.balance) return `Insufficient ${spends} balance`;
    if (input.pool === undefined) return undefined;
    if (!quote) return `The pool has no price for ${symbol} right now`;
    if (quote.out <= 0n) return 'The amount is too small';
    return undefined;
  })();
  const label = !input.connected ? 'Connect a wallet' : input.busy ? 'Working…' : text === '' ? 'Enter an amount' : (problem ?? verb);
  const enabled = input.connected && !input.busy && problem === undefined && quote !== undefined && quote.out > 0n && input.balance !== undefined;
  return { amount, decimals, quote, problem, button: { label, enabled } };
};
