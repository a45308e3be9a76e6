import { recurringCreate } from '../instructions/recurring';
import { RECURRING_PROGRAM } from '../solana/programs';
import { type WriteIntent, firstDifference, theOnlyInstruction } from '../tx/intent';
import { type OrderTokens, amountIn, mintWords, notYourWallet, unixTimeWords } from './orderIntentWords';

/** What the user asked a recurring order to be: the form's terms. */
export interface RecurringOrderAsk {
  /** The wallet: it owns the order and gets what each order buys. */
  readonly owner: string;
  readonly inputMint: string;
  readonly outputMint: string;
  /** Base units spent over all the orders. */
  readonly inAmount: bigint;
  readonly numberOfOrders: number;
  readonly intervalSeconds: number;
  /** Input tokens per output token; null: no bound. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly tokens: OrderTokens;
}

/**
 * The intent of 'Start Recurring' (issue 23): the Recurring create instruction must be the one
 * in the transaction and say exactly what the form asked, since every cycle runs later, after
 * the balance checks have seen only the deposit: owner and receiver the wallet, both mints, the
 * total, the amount per order (the total over the count, as the form showed it), the count, the
 * interval, both price bounds, a start at once.
 */
export const recurringOrderIntent = (ask: RecurringOrderAsk): WriteIntent => {
  const input = amountIn(ask.tokens.input);
  const mint = mintWords({ [ask.inputMint]: ask.tokens.input.symbol, [ask.outputMint]: ask.tokens.output.symbol });
  // As the form and the service count it; a count the form would refuse cannot divide by zero here.
  const perOrder = ask.numberOfOrders > 0 ? ask.inAmount / BigInt(ask.numberOfOrders) : 0n;
  const price = (value: unknown) => (typeof value === 'number' ? `${value} ${ask.tokens.input.symbol} per ${ask.tokens.output.symbol}` : 'none');
  const seconds = (value: unknown) => `${String(value)} s`;
  const start = (value: unknown) => (value === null ? 'immediate start' : unixTimeWords(value));
  const bounds = ask.minPrice === null && ask.maxPrice === null ? 'at any price' : `at ${price(ask.minPrice)} to ${price(ask.maxPrice)}`;
  return {
    summary: `Recurring: buy ${ask.tokens.output.symbol} with ${input(ask.inAmount)}, ${ask.numberOfOrders} orders of ${input(perOrder)} every ${seconds(ask.intervalSeconds)}, ${bounds}, into your wallet`,
    verify: (tx) => {
      const found = theOnlyInstruction(tx, RECURRING_PROGRAM, recurringCreate.decode, 'recurring order');
      if (!found.ok) return found.reason;
      const order = found.value;
      return (
        notYourWallet(ask.owner, [
          ["the order's owner", order.user],
          ["the order's receiver", order.receiver],
        ]) ??
        firstDifference([
          ['the token the order sells', ask.inputMint, order.inputMint, mint],
          ['the token the order buys', ask.outputMint, order.outputMint, mint],
          ['the total the order spends', ask.inAmount, order.inAmount, input],
          ['the amount each order spends', perOrder, order.inAmountPerCycle, input],
          ['the number of orders', ask.numberOfOrders, order.numberOfOrders],
          ['the time between orders', ask.intervalSeconds, order.interval, seconds],
          ["the order's minimum price", ask.minPrice, order.minPrice, price],
          ["the order's maximum price", ask.maxPrice, order.maxPrice, price],
          ["the order's start", null, order.startAt, start],
        ])
      );
    },
  };
};
