import { historyShows } from '@streams/orders/historyFilter';
import type { TriggerOrder } from '@streams/schemas';

/** The limit history's filters (spec 001 §2.2: Close, Open, Attempted Fill) decide which orders and which of their events show. */
const order = (patch: Partial<TriggerOrder>): TriggerOrder =>
  ({
    userPubkey: 'u',
    orderKey: 'k',
    inputMint: 'a',
    outputMint: 'b',
    makingAmount: 1,
    takingAmount: 1,
    remainingMakingAmount: 0,
    remainingTakingAmount: 0,
    rawMakingAmount: 1n,
    rawTakingAmount: 1n,
    rawRemainingMakingAmount: 0n,
    rawRemainingTakingAmount: 0n,
    expiredAt: null,
    createdAt: '2026-11-27T00:00:00Z',
    updatedAt: null,
    status: 'Completed',
    openTx: 'open',
    closeTx: 'close',
    trades: [],
    ...patch,
  }) as TriggerOrder;
const fill = {
  orderKey: 'k',
  keeper: 'x',
  inputMint: 'a',
  outputMint: 'b',
  inputAmount: 1,
  outputAmount: 1,
  rawInputAmount: 1n,
  rawOutputAmount: 1n,
  feeMint: 'b',
  feeAmount: 0,
  rawFeeAmount: 0n,
  txId: 't',
  confirmedAt: 'c',
  action: 'Fill',
};

describe('limit history filters', () => {
  it('with no filter chosen, every order and every event shows', () => {
    expect(historyShows(order({}), new Set())).toEqual({ order: true, open: true, fill: false, close: true });
  });

  it('Attempted Fill keeps only orders the keeper filled, and only their fills', () => {
    const cancelled = order({ status: 'Cancelled' });
    const filled = order({ trades: [fill] as unknown as TriggerOrder['trades'] });
    expect(historyShows(cancelled, new Set(['fill'])).order).toBe(false);
    expect(historyShows(filled, new Set(['fill']))).toEqual({ order: true, open: false, fill: true, close: false });
  });

  it('Open and Close combine: an order shows when any chosen event happened to it', () => {
    const stillOpen = order({ status: 'Open', closeTx: null });
    expect(historyShows(stillOpen, new Set(['close'])).order).toBe(false);
    expect(historyShows(stillOpen, new Set(['close', 'open']))).toEqual({ order: true, open: true, fill: false, close: false });
  });
});
