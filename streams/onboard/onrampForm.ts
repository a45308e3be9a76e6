import type { Card, OnrampAsset } from '../schemas/onboard';
import { cardProblem } from '../schemas/onboardCard';
import type { QuoteRequest, QuoteState } from './onrampQuote';

export interface OnrampFormInput {
  readonly asset: OnrampAsset;
  /** Dollars as typed: '100', '99.50'. */
  readonly usdText: string;
  readonly quote: QuoteState;
  readonly card: Card;
  /** The provider's least purchase, cents (from the ways in); undefined while unknown. */
  readonly minCents: number | undefined;
  /** Unix ms: a card's expiry is checked against it. */
  readonly now: number;
  readonly connected: boolean;
  readonly busy: boolean;
}

export interface OnrampFormModel {
  /** What the quote is asked for; undefined while the dollars are not a usable amount. */
  readonly request: QuoteRequest | undefined;
  readonly problem: string | undefined;
  /** What is wrong with the card, once its number has been typed. */
  readonly cardProblem: string | undefined;
  readonly button: { readonly label: string; readonly enabled: boolean };
}

const USD_TEXT = /^\d{1,7}(\.\d{0,2})?$/;

/** '99.5' → 9950 cents; undefined for anything that is not dollars and cents. */
export const usdCentsOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!USD_TEXT.test(trimmed)) return undefined;
  const [whole = '0', cents = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
};

/**
 * The card purchase as a model: the dollars typed (refused under the provider's minimum), the
 * quote for them (a quote with no usable rate says so and buys nothing), the card's fields
 * (card rules shared with the provider), and the button. Buy is enabled only with a usable
 * quote for exactly the amount typed and a card that passes the rules.
 */
const amountProblemOf = (text: string, cents: number | undefined, minCents: number | undefined) => {
  if (text === '') return undefined;
  if (cents === undefined) return 'Enter dollars, like 100 or 99.50';
  if (minCents !== undefined && cents < minCents) return `The least you can buy is $${(minCents / 100).toFixed(2)}`;
  return undefined;
};

/** What the quote is asked for: the asset and the dollars typed, once they are a usable amount. */
export const onrampRequestOf = ({ asset, usdText, minCents }: Pick<OnrampFormInput, 'asset' | 'usdText' | 'minCents'>): QuoteRequest | undefined => {
  const text = usdText.trim();
  const cents = usdCentsOf(text);
  return cents !== undefined && cents > 0 && amountProblemOf(text, cents, minCents) === undefined ? { asset, usdCents: cents } : undefined;
};

export const onrampFormModel = (input: OnrampFormInput): OnrampFormModel => {
  const text = input.usdText.trim();
  const amountProblem = amountProblemOf(text, usdCentsOf(text), input.minCents);
  const request = onrampRequestOf(input);
  const { quote } = input;
  const current = request !== undefined && quote.status !== 'idle' && quote.request.asset === request.asset && quote.request.usdCents === request.usdCents;
  const quoteProblem = current && (quote.status === 'no-rate' || quote.status === 'error') ? quote.message : undefined;
  const card = input.card.number.trim() === '' ? undefined : cardProblem(input.card, input.now);
  const problem = amountProblem ?? quoteProblem;
  const usable = current && quote.status === 'ready';
  const label = (() => {
    if (!input.connected) return 'Connect a wallet';
    if (input.busy) return 'Paying…';
    if (text === '') return 'Enter an amount';
    if (problem) return problem;
    if (!usable) return 'Getting a quote…';
    if (input.card.number.trim() === '') return 'Enter your card';
    if (card) return card;
    return `Buy ${input.asset}`;
  })();
  const enabled = input.connected && !input.busy && problem === undefined && usable && input.card.number.trim() !== '' && card === undefined;
  return { request, problem, cardProblem: card, button: { label, enabled } };
};
