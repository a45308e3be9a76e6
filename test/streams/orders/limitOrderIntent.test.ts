import { type TriggerCreate, triggerCancel, triggerCreate } from '@streams/instructions/trigger';
import { slotsFor } from '@streams/instructions/orderSlots';
import { limitOrderIntent } from '@streams/orders/limitOrderIntent';
import { recurringCreate } from '@streams/instructions/recurring';
import { ORDER_KEY, SOL, TOKENS, USDC, USDT, orderTransaction, someoneElse, wallet } from './orderTransactions';

/**
 * The pre-sign check of 'Place Limit Order' (issue 23): the Trigger create instruction is
 * decoded from the transaction and every term compared with what the form asked. Each term must
 * be exactly as asked: equal passes, one unit either way refuses, and the message names it.
 */
const EXPIRY = 1_764_100_000n;
const ask = {
  owner: wallet,
  inputMint: SOL,
  outputMint: USDC,
  makingAmount: 1_000_000_000n,
  takingAmount: 200_000_000n,
  expiredAt: EXPIRY,
  tokens: TOKENS,
} as const;
const asked: TriggerCreate = {
  ref: 'req-1',
  order: ORDER_KEY,
  maker: wallet,
  receiver: wallet,
  inputMint: SOL,
  outputMint: USDC,
  makingAmount: 1_000_000_000n,
  takingAmount: 200_000_000n,
  slippageBps: 0,
  expiredAt: EXPIRY,
  sol: 'native',
};
const verify = (value: TriggerCreate, intent = limitOrderIntent(ask)) => intent.verify?.(orderTransaction('trigger', triggerCreate.encode(value)));

describe('the intent of a limit order', () => {
  it("says what the user asked, in the form's tokens", () => {
    expect(limitOrderIntent(ask).summary).toBe('Limit order: sell 1 SOL for 200 USDC into your wallet; it expires 2025-11-25 19:46:40 UTC');
    expect(limitOrderIntent({ ...ask, expiredAt: null }).summary).toBe('Limit order: sell 1 SOL for 200 USDC into your wallet; it never expires');
  });

  it("passes the order the user asked for, whatever the service's names for it", () => {
    expect(verify(asked)).toBeUndefined();
    expect(verify({ ...asked, ref: 'another-request', order: someoneElse })).toBeUndefined();
    expect(verify({ ...asked, expiredAt: null }, limitOrderIntent({ ...ask, expiredAt: null }))).toBeUndefined();
  });

  it.each<[string, Partial<TriggerCreate>, string]>([
    ['another owner', { maker: someoneElse }, `the order's owner is ${someoneElse.slice(0, 4)}…${someoneElse.slice(-4)} in the transaction, not your wallet`],
    [
      'another receiver',
      { receiver: someoneElse },
      `the order's receiver is ${someoneElse.slice(0, 4)}…${someoneElse.slice(-4)} in the transaction, not your wallet`,
    ],
    ['another token sold', { inputMint: USDT }, 'the token the order sells is Es9v…wNYB in the transaction, not the SOL you asked for'],
    ['another token bought', { outputMint: USDT }, 'the token the order buys is Es9v…wNYB in the transaction, not the USDC you asked for'],
    ['the two tokens swapped', { inputMint: USDC, outputMint: SOL }, 'the token the order sells is USDC in the transaction, not the SOL you asked for'],
    [
      'one base unit less sold',
      { makingAmount: 999_999_999n },
      'the amount the order sells is 0.999999999 SOL in the transaction, not the 1 SOL you asked for',
    ],
    [
      'one base unit more sold',
      { makingAmount: 1_000_000_001n },
      'the amount the order sells is 1.000000001 SOL in the transaction, not the 1 SOL you asked for',
    ],
    [
      'one base unit less bought (a worse rate)',
      { takingAmount: 199_999_999n },
      'the amount the order buys is 199.999999 USDC in the transaction, not the 200 USDC you asked for',
    ],
    [
      'one base unit more bought',
      { takingAmount: 200_000_001n },
      'the amount the order buys is 200.000001 USDC in the transaction, not the 200 USDC you asked for',
    ],
    ['a slippage of 1 bps', { slippageBps: 1 }, "the order's slippage (bps) is 1 in the transaction, not the 0 you asked for"],
    [
      'an expiry a second later',
      { expiredAt: EXPIRY + 1n },
      "the order's expiry is 2025-11-25 19:46:41 UTC in the transaction, not the 2025-11-25 19:46:40 UTC you asked for",
    ],
    [
      'an expiry a second earlier',
      { expiredAt: EXPIRY - 1n },
      "the order's expiry is 2025-11-25 19:46:39 UTC in the transaction, not the 2025-11-25 19:46:40 UTC you asked for",
    ],
    [
      'an expiry past any date',
      { expiredAt: 2n ** 64n - 1n },
      "the order's expiry is unix time 18446744073709551615 in the transaction, not the 2025-11-25 19:46:40 UTC you asked for",
    ],
    ['no expiry', { expiredAt: null }, "the order's expiry is none in the transaction, not the 2025-11-25 19:46:40 UTC you asked for"],
    ['SOL paid as wrapped SOL', { sol: 'wrapped' }, 'how the order pays SOL is wrapped in the transaction, not the native you asked for'],
  ])('refuses %s', (_, change, message) => {
    expect(verify({ ...asked, ...change })).toBe(message);
  });

  it('refuses an expiry where the user chose Never', () => {
    expect(verify(asked, limitOrderIntent({ ...ask, expiredAt: null }))).toBe(
      "the order's expiry is 2025-11-25 19:46:40 UTC in the transaction, not the none you asked for",
    );
  });

  it('refuses a transaction without exactly one readable limit order', () => {
    const intent = limitOrderIntent(ask);
    expect(intent.verify?.(orderTransaction('trigger'))).toBe('the transaction does not contain the limit order you asked for');
    expect(
      intent.verify?.(
        orderTransaction(
          'recurring',
          recurringCreate.encode({
            ref: 'r',
            order: ORDER_KEY,
            user: wallet,
            receiver: wallet,
            inputMint: SOL,
            outputMint: USDC,
            inAmount: 1n,
            inAmountPerCycle: 1n,
            numberOfOrders: 2,
            interval: 60,
            minPrice: null,
            maxPrice: null,
            startAt: null,
          }),
        ),
      ),
    ).toBe('the transaction does not contain the limit order you asked for');
    expect(intent.verify?.(orderTransaction('trigger', triggerCreate.encode(asked), triggerCreate.encode(asked)))).toBe(
      'the transaction contains 2 limit order instructions where you asked for one',
    );
    expect(intent.verify?.(orderTransaction('trigger', triggerCancel.encode({ ref: 'r', maker: wallet, ...slotsFor([ORDER_KEY]) })))).toBe(
      'the limit order in the transaction cannot be read',
    );
    expect(intent.verify?.(orderTransaction('trigger', new TextEncoder().encode('create req-1')))).toBe('the limit order in the transaction cannot be read');
  });
});
