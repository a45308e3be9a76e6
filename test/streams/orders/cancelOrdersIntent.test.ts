import { slotsFor } from '@streams/instructions/orderSlots';
import { recurringClose } from '@streams/instructions/recurring';
import { triggerCancel, triggerCreate } from '@streams/instructions/trigger';
import { cancelOrdersIntent } from '@streams/orders/cancelOrdersIntent';
import { ORDER_KEY, OTHER_ORDER, SOL, USDC, orderTransaction, someoneElse, wallet } from './orderTransactions';

/**
 * The pre-sign check of Cancel, Cancel All and Close (issue 23): every cancel instruction is
 * made for the wallet and names only orders the user chose, each once.
 */
const THIRD = USDC; // any address: an order key the user did not choose
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
const cancel = (orders: readonly string[], maker = wallet) => triggerCancel.encode({ ref: 'req.0', maker, ...slotsFor(orders) });
const close = (orders: readonly string[], user = wallet) => recurringClose.encode({ ref: 'req.0', user, ...slotsFor(orders) });

describe('the intent of a cancel', () => {
  it('says which orders', () => {
    expect(cancelOrdersIntent('trigger', wallet, [ORDER_KEY]).summary).toBe(`Cancel your limit order ${short(ORDER_KEY)}`);
    expect(cancelOrdersIntent('recurring', wallet, [ORDER_KEY, OTHER_ORDER]).summary).toBe('Cancel 2 of your recurring orders');
  });

  it("passes a cancel of the chosen order, and each of a batch's transactions holding some of the chosen orders", () => {
    expect(cancelOrdersIntent('trigger', wallet, [ORDER_KEY]).verify?.(orderTransaction('trigger', cancel([ORDER_KEY])))).toBeUndefined();
    const all = cancelOrdersIntent('trigger', wallet, [ORDER_KEY, OTHER_ORDER, THIRD]);
    expect(all.verify?.(orderTransaction('trigger', cancel([OTHER_ORDER, ORDER_KEY])))).toBeUndefined();
    expect(all.verify?.(orderTransaction('trigger', cancel([THIRD])))).toBeUndefined();
    expect(
      cancelOrdersIntent('recurring', wallet, [ORDER_KEY, OTHER_ORDER]).verify?.(orderTransaction('recurring', close([ORDER_KEY, OTHER_ORDER]))),
    ).toBeUndefined();
  });

  it.each([
    [
      'an order the user did not choose',
      orderTransaction('trigger', cancel([ORDER_KEY, THIRD])),
      `the transaction cancels order ${short(THIRD)}, which you did not choose`,
    ],
    [
      'an order named twice in one instruction',
      orderTransaction('trigger', cancel([ORDER_KEY, ORDER_KEY])),
      `the transaction cancels order ${short(ORDER_KEY)} twice`,
    ],
    [
      'an order named in two instructions',
      orderTransaction('trigger', cancel([ORDER_KEY]), cancel([ORDER_KEY])),
      `the transaction cancels order ${short(ORDER_KEY)} twice`,
    ],
    [
      'a cancel made for another wallet',
      orderTransaction('trigger', cancel([ORDER_KEY], someoneElse)),
      `the cancel is made for ${short(someoneElse)} in the transaction, not your wallet`,
    ],
    ['no cancel at all', orderTransaction('trigger'), 'the transaction does not cancel any order'],
    [
      'a create where a cancel was asked',
      orderTransaction(
        'trigger',
        triggerCreate.encode({
          ref: 'r',
          order: ORDER_KEY,
          maker: wallet,
          receiver: wallet,
          inputMint: SOL,
          outputMint: USDC,
          makingAmount: 1n,
          takingAmount: 1n,
          slippageBps: 0,
          expiredAt: null,
          sol: 'native',
        }),
      ),
      'the cancel in the transaction cannot be read',
    ],
    [
      'a cancel with an empty slot before a full one',
      orderTransaction('trigger', triggerCancel.encode({ ref: 'r', maker: wallet, order1: ORDER_KEY, order2: null, order3: OTHER_ORDER, order4: null })),
      'the cancel in the transaction cannot be read',
    ],
    ["the other program's cancel", orderTransaction('recurring', close([ORDER_KEY])), 'the transaction does not cancel any order'],
  ])('refuses %s', (_, tx, message) => {
    expect(cancelOrdersIntent('trigger', wallet, [ORDER_KEY, OTHER_ORDER]).verify?.(tx)).toBe(message);
  });

  it('refuses a recurring close of another order or for another wallet', () => {
    const intent = cancelOrdersIntent('recurring', wallet, [ORDER_KEY]);
    expect(intent.verify?.(orderTransaction('recurring', close([OTHER_ORDER])))).toBe(
      `the transaction cancels order ${short(OTHER_ORDER)}, which you did not choose`,
    );
    expect(intent.verify?.(orderTransaction('recurring', close([ORDER_KEY], someoneElse)))).toBe(
      `the cancel is made for ${short(someoneElse)} in the transaction, not your wallet`,
    );
  });
});
