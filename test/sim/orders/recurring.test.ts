import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { z } from 'zod';
import { escrowAddressOf } from '../../../sim/orders/orderAuthority';
import { ALLOWED_PROGRAMS, type OrdersSim, SOL, USDC, feeOf, startOrdersSim } from './ordersSim';

/**
 * Recurring orders (Recurring v1, time-based) on the simulator's ledger: the deposit, the slice
 * schedule (the first at once, then one per interval on the simulator's clock), closing early
 * (the unused input back), price bounds that skip a cycle, and the minimums.
 */
const RECURRING_PROGRAM = 'DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M';
const keypair = (byte: number) => Keypair.fromSeed(new Uint8Array(32).fill(byte));
const INTERVAL = 60;

const tradeSchema = z.object({
  rawInputAmount: z.string(),
  rawOutputAmount: z.string(),
  rawFeeAmount: z.string(),
  txId: z.string(),
  action: z.literal('Fill'),
});
const orderSchema = z.object({
  userPubkey: z.string(),
  orderKey: z.string(),
  inDeposited: z.string(),
  rawInDeposited: z.string(),
  inUsed: z.string(),
  rawInUsed: z.string(),
  rawInWithdrawn: z.string(),
  rawOutReceived: z.string(),
  rawOutWithdrawn: z.string(),
  rawInAmountPerCycle: z.string(),
  rawMinOutAmount: z.string(),
  rawMaxOutAmount: z.string(),
  cycleFrequency: z.number(),
  numberOfOrders: z.number(),
  nextCycleAt: z.string().nullable(),
  openTx: z.string(),
  closeTx: z.string().nullable(),
  userClosed: z.boolean(),
  status: z.enum(['Active', 'Completed', 'Cancelled']),
  createdAt: z.string(),
  updatedAt: z.string(),
  trades: z.array(tradeSchema),
});
const listSchema = z.object({ totalPages: z.number(), page: z.number(), orders: z.array(orderSchema) });

let s: OrdersSim;
beforeAll(async () => {
  s = await startOrdersSim();
}, 30_000);
afterAll(() => s?.close());

const address = (owner: Keypair) => owner.publicKey.toBase58();
const usdc = (owner: Keypair) => s.running.ledger.tokenBalance(address(owner), USDC);
const lamports = (owner: Keypair) => s.running.ledger.getLamports(address(owner));

const createBody = (owner: Keypair, inputMint: string, outputMint: string, time: Record<string, unknown>) => ({
  user: address(owner),
  inputMint,
  outputMint,
  params: { time: { interval: INTERVAL, ...time } },
});
const create = async (owner: Keypair, inputMint: string, outputMint: string, time: Record<string, unknown>) => {
  const { status, body } = await s.sim.post('/recurring/v1/createOrder', createBody(owner, inputMint, outputMint, time));
  expect(status, JSON.stringify(body)).toBe(200);
  return z.object({ requestId: z.string(), transaction: z.string(), order: z.string() }).parse(body);
};
const active = async (owner: Keypair) => {
  const { status, body } = await s.sim.get(`/recurring/v1/active-dca/v2/${address(owner)}?page=1&includeFailedTx=true`);
  expect(status, JSON.stringify(body)).toBe(200);
  return listSchema.parse(body).orders;
};
const history = async (owner: Keypair) =>
  listSchema.parse((await s.sim.get(`/recurring/v1/historical-dca/v2/${address(owner)}?page=1&includeFailedTx=true`)).body).orders;
const unitLimitOf = (transaction: string) => {
  const { message } = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  const budget = message.compiledInstructions.find(
    (instruction) => message.staticAccountKeys[instruction.programIdIndex]?.toBase58() === ALLOWED_PROGRAMS[0] && instruction.data[0] === 2,
  );
  return budget ? Buffer.from(budget.data).readUInt32LE(1) : undefined;
};

describe('recurring orders: validation', () => {
  const user = keypair(41);
  beforeAll(() => s.fund(user));

  it('refuses orders under the minimums with the API error shape', async () => {
    const post = (time: Record<string, unknown>) => s.sim.post('/recurring/v1/createOrder', createBody(user, USDC, SOL, time));
    expect(await post({ inAmount: 2_990_000, numberOfOrders: 2 })).toEqual({
      status: 400,
      body: { error: 'Order is valued at 2.99 USDC, minimum is 100.00 USDC', code: 400 },
    });
    expect(await post({ inAmount: 120_000_000, numberOfOrders: 3 })).toEqual({
      status: 400,
      body: { error: 'Each order is valued at 40.00 USDC, minimum is 50.00 USDC', code: 400 },
    });
    expect((await post({ inAmount: 200_000_000, numberOfOrders: 1 })).body).toMatchObject({ error: 'Number of orders must be at least 2', code: 400 });
    expect((await post({ inAmount: 200_000_000, numberOfOrders: 2, interval: 30 })).body).toMatchObject({ error: 'Interval must be at least 60 seconds' });
    expect((await post({ inAmount: 200_000_000, numberOfOrders: 2, minPrice: 10, maxPrice: 5 })).status).toBe(400);
    expect((await s.sim.post('/recurring/v1/createOrder', { user: address(user), inputMint: USDC, outputMint: SOL, params: {} })).status).toBe(400);
  });
});

describe('recurring orders: slices', () => {
  const user = keypair(42);
  beforeAll(() => s.fund(user));

  it('deposits the whole amount, runs the first slice at once and the next ones one interval apart, then completes', async () => {
    const built = await create(user, USDC, SOL, { inAmount: '150000000', numberOfOrders: 3 });
    expect(s.programsOf(built.transaction).every((program) => [...ALLOWED_PROGRAMS, RECURRING_PROGRAM].includes(program))).toBe(true);
    const [usdcBefore, solBefore] = [usdc(user), lamports(user)];
    const signature = s.send(built.transaction, user);
    s.block(); // the create lands; the keeper sends the first slice in the same block's turn
    expect(usdcBefore - usdc(user)).toBe(150_000_000n);
    expect(solBefore - lamports(user)).toBe(feeOf(built.transaction));
    expect((await active(user))[0]).toMatchObject({
      orderKey: built.order,
      status: 'Active',
      openTx: signature,
      rawInDeposited: '150000000',
      rawInAmountPerCycle: '50000000',
      cycleFrequency: INTERVAL,
      numberOfOrders: 3,
      trades: [],
    });

    const solBeforeSlice = lamports(user);
    s.block(); // the first slice lands
    let [order] = await active(user);
    expect(order?.trades).toHaveLength(1);
    expect(order).toMatchObject({ rawInUsed: '50000000', inUsed: '50' });
    // The output is paid as SOL, and the user pays nothing for the keeper's transaction.
    expect(lamports(user) - solBeforeSlice).toBe(BigInt(order?.trades[0]?.rawOutputAmount ?? -1));
    expect(order?.rawOutReceived).toBe(order?.trades[0]?.rawOutputAmount);
    expect(s.sim.wallets.recurringOrders(address(user), 'DCA')[0]).toMatchObject({
      orderKey: built.order,
      inDeposited: 150,
      inUsed: 50,
      cycleFrequency: INTERVAL,
    });

    s.block(3); // not due yet
    expect((await active(user))[0]?.trades).toHaveLength(1);
    s.later(INTERVAL * 1000);
    s.block(2);
    [order] = await active(user);
    expect(order?.trades).toHaveLength(2);
    s.later(INTERVAL * 1000);
    s.block(2);
    expect(await active(user)).toEqual([]);
    const [done] = await history(user);
    expect(done).toMatchObject({ orderKey: built.order, status: 'Completed', rawInUsed: '150000000', userClosed: false, nextCycleAt: null });
    expect(done?.trades.map((trade) => trade.rawInputAmount)).toEqual(['50000000', '50000000', '50000000']);
    expect(s.accountBalance(s.authority, escrowAddressOf(built.order))).toBe(0n);
    expect(s.sim.wallets.recurringOrders(address(user), 'DCA')).toEqual([]);
    expect(s.sim.wallets.swapLike(address(user), 'DCA').map((activity) => activity.action)).toEqual(['Fill', 'Fill', 'Fill', 'Create Order']);
    const { body } = await s.sim.get(`/recurring/v1/getRecurringOrders?user=${address(user)}&recurringType=time&orderStatus=history&page=1`);
    expect(body).toMatchObject({ user: address(user), orderStatus: 'history', page: 1, totalPages: 1, time: [{ orderKey: built.order }] });
  });

  it('skips a cycle whose price is outside the bounds (price = input per output token)', async () => {
    const built = await create(user, USDC, SOL, { inAmount: '100000000', numberOfOrders: 2, maxPrice: 1 });
    s.send(built.transaction, user);
    s.block(3);
    const [order] = await active(user);
    expect(order?.trades).toEqual([]);
    expect(Date.parse(order?.nextCycleAt ?? '')).toBeGreaterThan(Date.parse(order?.createdAt ?? ''));
    // At most 1 USDC per SOL: at least 50 SOL per 50 USDC cycle.
    expect(order?.rawMinOutAmount).toBe('50000000000');
  });
});

describe('recurring orders: closing', () => {
  const user = keypair(43);
  beforeAll(() => s.fund(user));

  it('closing after one slice gives back exactly the unused input (SOL as SOL), with a 300,000 compute limit', async () => {
    const amount = 1_000_000_000n;
    const built = await create(user, SOL, USDC, { inAmount: String(amount), numberOfOrders: 2 });
    const solBefore = lamports(user);
    s.send(built.transaction, user);
    s.block(2); // create, then the first slice
    expect(solBefore - lamports(user)).toBe(amount + feeOf(built.transaction));
    const [order] = await active(user);
    expect(order?.trades).toHaveLength(1);

    const { status, body } = await s.sim.post('/recurring/v1/cancelOrder', { user: address(user), order: built.order, recurringType: 'time' });
    expect(status, JSON.stringify(body)).toBe(200);
    const close = z.object({ requestId: z.string(), transaction: z.string() }).parse(body);
    expect(unitLimitOf(close.transaction)).toBe(300_000);
    expect(s.programsOf(close.transaction).every((program) => [...ALLOWED_PROGRAMS, RECURRING_PROGRAM].includes(program))).toBe(true);
    const before = lamports(user);
    const signature = s.send(close.transaction, user);
    s.later(INTERVAL * 1000);
    s.block(2);
    expect(lamports(user) - before).toBe(amount / 2n - feeOf(close.transaction));
    expect(await active(user)).toEqual([]);
    const [closed] = await history(user);
    expect(closed).toMatchObject({ orderKey: built.order, status: 'Cancelled', userClosed: true, closeTx: signature, rawInWithdrawn: String(amount / 2n) });
    expect(closed?.trades).toHaveLength(1);
    expect(s.sim.wallets.swapLike(address(user), 'DCA')[0]).toMatchObject({ action: 'Cancel Order', txHash: signature });
    expect((await s.sim.post('/recurring/v1/cancelOrder', { user: address(user), order: built.order, recurringType: 'time' })).status).toBe(400);
  });
});

describe('recurring orders: Cancel All', () => {
  const user = keypair(44);
  beforeAll(() => s.fund(user));

  it('[I] cancelOrders closes several orders, 4 to a transaction, each refunding exactly its unused input', async () => {
    const keys: string[] = [];
    for (let index = 0; index < 5; index++) {
      const built = await create(user, USDC, SOL, { inAmount: '120000000', numberOfOrders: 2 });
      s.send(built.transaction, user);
      keys.push(built.order);
    }
    s.block(2); // the creates, then each first slice
    expect((await active(user)).map((order) => order.trades.length)).toEqual([1, 1, 1, 1, 1]);
    const before = usdc(user);

    const { status, body } = await s.sim.post('/recurring/v1/cancelOrders', { user: address(user), orders: keys, recurringType: 'time' });
    expect(status, JSON.stringify(body)).toBe(200);
    const { transactions } = z.object({ requestId: z.string(), transactions: z.array(z.string()) }).parse(body);
    expect(transactions).toHaveLength(2);
    for (const transaction of transactions) {
      expect(unitLimitOf(transaction)).toBe(300_000);
      expect(s.programsOf(transaction).every((program) => [...ALLOWED_PROGRAMS, RECURRING_PROGRAM].includes(program))).toBe(true);
      s.send(transaction, user);
    }
    s.block(1);
    expect(usdc(user) - before).toBe(5n * 60_000_000n);
    expect(await active(user)).toEqual([]);
    expect((await history(user)).filter((order) => keys.includes(order.orderKey)).map((order) => [order.status, order.userClosed])).toEqual(
      Array(5).fill(['Cancelled', true]),
    );
    expect((await s.sim.post('/recurring/v1/cancelOrders', { user: address(user), orders: keys, recurringType: 'time' })).status).toBe(400);
  });
});
