import { type RecurringCreate, recurringClose, recurringCreate } from '@streams/instructions/recurring';
import { slotsFor } from '@streams/instructions/orderSlots';
import { recurringOrderIntent } from '@streams/orders/recurringOrderIntent';
import { ORDER_KEY, SOL, USDC, USDT, orderTransaction, someoneElse, wallet } from './orderTransactions';

/**
 * The pre-sign check of 'Start Recurring' (issue 23): the Recurring create instruction is
 * decoded from the transaction and every term compared with the form's: equal passes, one unit
 * either way refuses, and the message names the term.
 */
const TOKENS = { input: { symbol: 'USDC', decimals: 6 }, output: { symbol: 'SOL', decimals: 9 } } as const;
const ask = {
  owner: wallet,
  inputMint: USDC,
  outputMint: SOL,
  inAmount: 120_000_001n,
  numberOfOrders: 2,
  intervalSeconds: 60,
  minPrice: 100.5,
  maxPrice: 250,
  tokens: TOKENS,
} as const;
const asked: RecurringCreate = {
  ref: 'req-1',
  order: ORDER_KEY,
  user: wallet,
  receiver: wallet,
  inputMint: USDC,
  outputMint: SOL,
  inAmount: 120_000_001n,
  inAmountPerCycle: 60_000_000n,
  numberOfOrders: 2,
  interval: 60,
  minPrice: 100.5,
  maxPrice: 250,
  startAt: null,
};
const verify = (value: RecurringCreate, intent = recurringOrderIntent(ask)) => intent.verify?.(orderTransaction('recurring', recurringCreate.encode(value)));
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

describe('the intent of a recurring order', () => {
  it("says what the user asked, in the form's tokens", () => {
    expect(recurringOrderIntent(ask).summary).toBe(
      'Recurring: buy SOL with 120.000001 USDC, 2 orders of 60 USDC every 60 s, at 100.5 USDC per SOL to 250 USDC per SOL, into your wallet',
    );
    expect(recurringOrderIntent({ ...ask, minPrice: null, maxPrice: null }).summary).toBe(
      'Recurring: buy SOL with 120.000001 USDC, 2 orders of 60 USDC every 60 s, at any price, into your wallet',
    );
  });

  it('names each bound the user set, and "none" for the other; only no bound at all reads "at any price"', () => {
    expect(recurringOrderIntent({ ...ask, maxPrice: null }).summary).toBe(
      'Recurring: buy SOL with 120.000001 USDC, 2 orders of 60 USDC every 60 s, at 100.5 USDC per SOL to none, into your wallet',
    );
    expect(recurringOrderIntent({ ...ask, minPrice: null }).summary).toBe(
      'Recurring: buy SOL with 120.000001 USDC, 2 orders of 60 USDC every 60 s, at none to 250 USDC per SOL, into your wallet',
    );
  });

  it('a count of zero orders (which the form refuses) says 0 per order rather than failing', () => {
    expect(recurringOrderIntent({ ...ask, numberOfOrders: 0 }).summary).toBe(
      'Recurring: buy SOL with 120.000001 USDC, 0 orders of 0 USDC every 60 s, at 100.5 USDC per SOL to 250 USDC per SOL, into your wallet',
    );
  });

  it('passes the order the user asked for (the amount per order is the total over the count, rounded down)', () => {
    expect(verify(asked)).toBeUndefined();
    expect(verify({ ...asked, ref: 'x', order: someoneElse })).toBeUndefined();
    expect(verify({ ...asked, minPrice: null, maxPrice: null }, recurringOrderIntent({ ...ask, minPrice: null, maxPrice: null }))).toBeUndefined();
  });

  it.each<[string, Partial<RecurringCreate>, string]>([
    ['another owner', { user: someoneElse }, `the order's owner is ${short(someoneElse)} in the transaction, not your wallet`],
    ['another receiver', { receiver: someoneElse }, `the order's receiver is ${short(someoneElse)} in the transaction, not your wallet`],
    ['another token sold', { inputMint: USDT }, 'the token the order sells is Es9v…wNYB in the transaction, not the USDC you asked for'],
    ['another token bought', { outputMint: USDT }, 'the token the order buys is Es9v…wNYB in the transaction, not the SOL you asked for'],
    ['a total one unit less', { inAmount: 120_000_000n }, 'the total the order spends is 120 USDC in the transaction, not the 120.000001 USDC you asked for'],
    [
      'a total one unit more',
      { inAmount: 120_000_002n },
      'the total the order spends is 120.000002 USDC in the transaction, not the 120.000001 USDC you asked for',
    ],
    [
      'one unit more per order',
      { inAmountPerCycle: 60_000_001n },
      'the amount each order spends is 60.000001 USDC in the transaction, not the 60 USDC you asked for',
    ],
    [
      'one unit less per order',
      { inAmountPerCycle: 59_999_999n },
      'the amount each order spends is 59.999999 USDC in the transaction, not the 60 USDC you asked for',
    ],
    [
      'it all in one order',
      { inAmountPerCycle: 120_000_001n },
      'the amount each order spends is 120.000001 USDC in the transaction, not the 60 USDC you asked for',
    ],
    ['one order more', { numberOfOrders: 3 }, 'the number of orders is 3 in the transaction, not the 2 you asked for'],
    ['one order less', { numberOfOrders: 1 }, 'the number of orders is 1 in the transaction, not the 2 you asked for'],
    ['a second longer between orders', { interval: 61 }, 'the time between orders is 61 s in the transaction, not the 60 s you asked for'],
    ['a second shorter between orders', { interval: 59 }, 'the time between orders is 59 s in the transaction, not the 60 s you asked for'],
    [
      'a lower minimum price',
      { minPrice: 100.49999999999999 },
      "the order's minimum price is 100.49999999999999 USDC per SOL in the transaction, not the 100.5 USDC per SOL you asked for",
    ],
    [
      'a higher minimum price',
      { minPrice: 100.50000000000001 },
      "the order's minimum price is 100.50000000000001 USDC per SOL in the transaction, not the 100.5 USDC per SOL you asked for",
    ],
    ['no minimum price', { minPrice: null }, "the order's minimum price is none in the transaction, not the 100.5 USDC per SOL you asked for"],
    [
      'a higher maximum price',
      { maxPrice: 250.00000000000003 },
      "the order's maximum price is 250.00000000000003 USDC per SOL in the transaction, not the 250 USDC per SOL you asked for",
    ],
    [
      'a lower maximum price',
      { maxPrice: 249.99999999999997 },
      "the order's maximum price is 249.99999999999997 USDC per SOL in the transaction, not the 250 USDC per SOL you asked for",
    ],
    ['no bounds at all', { minPrice: null, maxPrice: null }, "the order's minimum price is none in the transaction, not the 100.5 USDC per SOL you asked for"],
    ['a later start', { startAt: 1_764_100_000n }, "the order's start is 2025-11-25 19:46:40 UTC in the transaction, not the immediate start you asked for"],
  ])('refuses %s', (_, change, message) => {
    expect(verify({ ...asked, ...change })).toBe(message);
  });

  it('refuses a bound where the user set none', () => {
    expect(verify({ ...asked, minPrice: null, maxPrice: 1 }, recurringOrderIntent({ ...ask, minPrice: null, maxPrice: null }))).toBe(
      "the order's maximum price is 1 USDC per SOL in the transaction, not the none you asked for",
    );
  });

  it('refuses a transaction without exactly one readable recurring order', () => {
    const intent = recurringOrderIntent(ask);
    expect(intent.verify?.(orderTransaction('recurring'))).toBe('the transaction does not contain the recurring order you asked for');
    expect(intent.verify?.(orderTransaction('recurring', recurringCreate.encode(asked), recurringCreate.encode(asked)))).toBe(
      'the transaction contains 2 recurring order instructions where you asked for one',
    );
    expect(intent.verify?.(orderTransaction('recurring', recurringClose.encode({ ref: 'r', user: wallet, ...slotsFor([ORDER_KEY]) })))).toBe(
      'the recurring order in the transaction cannot be read',
    );
  });
});
