import { ACTIVITY_CAP, TRANSFER_PLATFORM } from '../../../sim/wallet/activityLog';
import { createOwnerMap } from '../../../sim/wallet/ownerMap';
import { POSITIONS_PER_KIND } from '../../../sim/wallet/positionBook';
import type { SwapActivityRecord } from '../../../sim/wallet/records';
import { createWalletStore } from '../../../sim/wallet/walletStore';

const owner = 'owner-a';
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const activity = (txHash: string, timestamp: number, action = 'Swap', platform = 'jupiter'): SwapActivityRecord => ({
  inputMint: SOL,
  outputMint: USDC,
  inputAmount: '1',
  outputAmount: '150',
  timestamp,
  action,
  txHash,
  platform,
});

describe('the wallet store: activities', () => {
  it('keeps them newest first; a later record of the same second comes first', () => {
    const store = createWalletStore();
    store.recordSwap(owner, activity('b', 20));
    store.recordSwap(owner, activity('a', 10));
    store.recordSwap(owner, activity('c', 30));
    store.recordSwap(owner, activity('c2', 30));
    expect(store.swapLike(owner, 'SWAP').map((item) => item.txHash)).toEqual(['c2', 'c', 'b', 'a']);
  });

  it(`caps each wallet and product at ${ACTIVITY_CAP}, dropping the oldest`, () => {
    const store = createWalletStore();
    for (let i = 0; i < ACTIVITY_CAP + 25; i++) store.recordOrderActivity(owner, 'LO', activity(`tx${i}`, i, 'Fill'));
    const list = store.swapLike(owner, 'LO');
    expect(list).toHaveLength(ACTIVITY_CAP);
    expect(list[0]?.txHash).toBe(`tx${ACTIVITY_CAP + 24}`);
    expect(list.at(-1)?.txHash).toBe('tx25');
    expect(store.swapLike(owner, 'SWAP')).toEqual([]);
  });

  it.each([
    ['swap after the transfer', ['transfer', 'swap']],
    ['swap before the transfer', ['swap', 'transfer']],
  ])('a swap and the transfers of its transaction are one activity (%s)', (_name, order) => {
    const store = createWalletStore();
    for (const kind of order) {
      if (kind === 'transfer') store.recordTransfer(owner, activity('tx1', 10, 'Send', TRANSFER_PLATFORM));
      else store.recordSwap(owner, activity('tx1', 10));
    }
    store.recordTransfer(owner, activity('tx2', 11, 'Receive', 'anything'));
    expect(store.swapLike(owner, 'SWAP').map((item) => [item.txHash, item.action, item.platform])).toEqual([
      ['tx2', 'Receive', TRANSFER_PLATFORM],
      ['tx1', 'Swap', 'jupiter'],
    ]);
  });

  it.each([
    ['step after the transfer', ['transfer', 'order']],
    ['step before the transfer', ['order', 'transfer']],
  ])('an order step shows under its product only, not as the transfers of its transaction (%s)', (_name, order) => {
    const store = createWalletStore();
    for (const kind of order) {
      if (kind === 'transfer') store.recordTransfer(owner, activity('tx1', 10, 'Send', TRANSFER_PLATFORM));
      else store.recordOrderActivity(owner, 'DCA', activity('tx1', 10, 'Create Order', 'recurring'));
    }
    expect(store.swapLike(owner, 'SWAP')).toEqual([]);
    expect(store.swapLike(owner, 'DCA').map((item) => item.action)).toEqual(['Create Order']);
  });

  it('perps trades are their own product', () => {
    const store = createWalletStore();
    store.recordPerpsTrade(owner, { txId: 'p1', createdAt: 5, side: 'long', sizeUsd: '100' });
    store.recordPerpsTrade(owner, { txId: 'p2', createdAt: 6 });
    expect(store.perpsTrades(owner).map((trade) => trade.txId)).toEqual(['p2', 'p1']);
    expect(store.perpsTrades('someone-else')).toEqual([]);
  });

  it('reset forgets everything', () => {
    const store = createWalletStore();
    store.recordSwap(owner, activity('a', 1));
    store.setStake(owner, { stakedAmount: 5 });
    store.reset();
    expect(store.swapLike(owner, 'SWAP')).toEqual([]);
    expect(store.stake(owner)).toBeUndefined();
  });
});

describe('the wallet store: positions', () => {
  const position = { positionKey: 'pos1', marketMint: SOL, side: 'long' as const, entryPriceUsd: 100, sizeUsd: 1000, collateralUsd: 100, openedAt: 1 };

  it('upserts replace in place; removals say whether something went', () => {
    const store = createWalletStore();
    store.upsertPerpPosition(owner, position);
    store.upsertPerpPosition(owner, { ...position, positionKey: 'pos2' });
    store.upsertPerpPosition(owner, { ...position, sizeUsd: 2000 });
    expect(store.perpPositions(owner).map((item) => [item.positionKey, item.sizeUsd])).toEqual([
      ['pos1', 2000],
      ['pos2', 1000],
    ]);
    expect(store.removePerpPosition(owner, 'pos1')).toBe(true);
    expect(store.removePerpPosition(owner, 'pos1')).toBe(false);
    expect(store.removePerpPosition('nobody', 'pos1')).toBe(false);
  });

  it('limit orders take fills; unknown orders are reported', () => {
    const store = createWalletStore();
    store.addLimitOrder(owner, { orderKey: 'o1', inputMint: USDC, outputMint: SOL, makingAmount: 100, takingAmount: 0.5, createdAt: 1 });
    expect(store.updateLimitOrder(owner, 'o1', { remainingMakingAmount: 40, remainingTakingAmount: 0.2 })).toBe(true);
    expect(store.updateLimitOrder(owner, 'missing', { remainingMakingAmount: 0 })).toBe(false);
    expect(store.limitOrders(owner)[0]).toMatchObject({ remainingMakingAmount: 40, remainingTakingAmount: 0.2 });
  });

  it('recurring orders are listed by kind', () => {
    const store = createWalletStore();
    store.upsertRecurringOrder(owner, 'DCA', { orderKey: 'd1', inputMint: USDC, outputMint: SOL, inDeposited: 300, createdAt: 1 });
    store.upsertRecurringOrder(owner, 'SmartDCA', { orderKey: 'v1', inputMint: USDC, outputMint: SOL, inDeposited: 500, createdAt: 2 });
    expect(store.recurringOrders(owner, 'DCA').map((order) => order.orderKey)).toEqual(['d1']);
    expect(store.recurringOrders(owner, 'SmartDCA').map((order) => order.orderKey)).toEqual(['v1']);
    expect(store.removeRecurringOrder(owner, 'v1')).toBe(true);
    expect(store.recurringOrders(owner, 'SmartDCA')).toEqual([]);
  });

  it('a zero stake with nothing unstaking is no stake', () => {
    const store = createWalletStore();
    store.setStake(owner, { stakedAmount: 10 });
    store.setStake(owner, { stakedAmount: 0 });
    expect(store.stake(owner)).toBeUndefined();
    store.setStake(owner, { stakedAmount: 0, unstaking: [{ amount: 3, until: 99 }] });
    expect(store.stake(owner)?.unstaking).toHaveLength(1);
  });

  it(`keeps at most ${POSITIONS_PER_KIND} of a kind per wallet, dropping the oldest`, () => {
    const store = createWalletStore();
    for (let i = 0; i < POSITIONS_PER_KIND + 3; i++) store.upsertEarnPosition(owner, { id: `e${i}`, mint: USDC, amount: i, apy: 5 });
    const earn = store.earnPositions(owner);
    expect(earn).toHaveLength(POSITIONS_PER_KIND);
    expect(earn[0]?.id).toBe('e3');
  });
});

describe('the per-wallet bound', () => {
  it('drops the least recently written wallet', () => {
    const wallets = createOwnerMap(() => ({ writes: 0 }), 2);
    wallets.touch('a').writes++;
    wallets.touch('b').writes++;
    wallets.touch('a').writes++;
    wallets.touch('c').writes++;
    expect([wallets.get('a')?.writes, wallets.get('b'), wallets.get('c')?.writes]).toEqual([2, undefined, 1]);
    expect(wallets.size()).toBe(2);
  });
});
