import { ORDER_MESSAGES, cancelBatchCopy, createOrderCopy } from '@streams/orders/orderCopy';
import { TX_MESSAGES, txError } from '@streams/tx/errors';

/** The toasts of order writes: the words the user reads at each step (spec 000 §4, §8). */
describe('order toasts', () => {
  const failure = txError('program', TX_MESSAGES.programFailed);

  it('placing an order names it while it is signed, while it confirms and once it is placed; a failure gives the cause and the help link', () => {
    const copy = createOrderCopy('Sell 1 SOL for 200 USDC', ORDER_MESSAGES.limitPlaced);
    expect(copy.working).toEqual({ title: 'Sell 1 SOL for 200 USDC' });
    expect(copy.confirming).toEqual({ title: 'Confirming Transaction', description: 'Sell 1 SOL for 200 USDC' });
    expect(copy.confirmed).toEqual({ title: 'Limit order placed', description: 'Sell 1 SOL for 200 USDC' });
    expect(copy.failed?.(failure)).toEqual({ title: 'Transaction Failed', description: 'Program failed to complete', help: true });
  });

  it("Cancel All of one order that fails says 'Failed To Cancel Order' with the cause", () => {
    expect(cancelBatchCopy('trigger', 1).failed(1, 1, failure)).toEqual({ title: 'Failed To Cancel Order', description: 'Program failed to complete' });
  });

  it('Cancel All of several orders says how many transactions failed when some landed, and only the cause when all failed', () => {
    const copy = cancelBatchCopy('recurring', 6);
    expect(copy.failed(1, 2, failure)).toEqual({
      title: 'Failed To Cancel Some Orders',
      description: '1 of 2 transactions failed: Program failed to complete',
    });
    expect(copy.failed(2, 2, failure)).toEqual({ title: 'Failed To Cancel Some Orders', description: 'Program failed to complete' });
  });

  it("a batch of several transactions confirms as 'Confirming Transactions'; one transaction keeps the singular", () => {
    expect(cancelBatchCopy('trigger', 6).confirming(2)).toEqual({ title: 'Confirming Transactions', description: 'Cancelling 6 orders...' });
    expect(cancelBatchCopy('trigger', 3).confirming(1)).toEqual({ title: 'Confirming Transaction', description: 'Cancelling 3 orders...' });
  });
});
