import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { z } from 'zod';
import { planFill } from '../../../sim/orders/fillPricing';
import { orderAuthorityOf } from '../../../sim/orders/orderAuthority';
import { ROGUE_WALLET } from '../../../sim/rogue';
import { slotsFor } from '../../../streams/instructions/orderSlots';
import { type RecurringCreate, decodeRecurring, recurringCreate } from '../../../streams/instructions/recurring';
import { type TriggerCreate, decodeTrigger, triggerCancel, triggerCreate } from '../../../streams/instructions/trigger';
import { JUP, type OrdersSim, SEED, SOL, USDC, startOrdersSim } from './ordersSim';

/**
 * The order programs' instructions on the simulator (issue 23): the services build each create
 * with the shared layout and exactly the terms asked; each rogue kind changes exactly one term;
 * a landed create opens the order its instruction describes (so a rogue term really acts on the
 * ledger); and the stand-ins refuse an instruction that is not their request's.
 */
const TRIGGER_PROGRAM = 'j1o2qRpjcyUwEvwtcfhEQefh773ZgjxcVRry7LDqg5X';
const RECURRING_PROGRAM = 'DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M';
const keypair = (byte: number) => Keypair.fromSeed(new Uint8Array(32).fill(byte));
const address = (owner: Keypair) => owner.publicKey.toBase58();
const builtSchema = z.object({ requestId: z.string(), transaction: z.string(), order: z.string() });

let s: OrdersSim;
beforeAll(async () => {
  s = await startOrdersSim();
}, 30_000);
afterAll(() => s?.close());
afterEach(async () => {
  await s.sim.post('/__sim/rogue', { kind: null });
});

const rogue = async (kind: string) => expect((await s.sim.post('/__sim/rogue', { kind })).status).toBe(200);
const netOut = (input: string, output: string, amount: bigint) => planFill(s.sim.market(), input, output, amount)?.netOut ?? 0n;
const inFuture = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

const createTrigger = async (maker: Keypair, params: Record<string, string>, extra: Record<string, unknown> = {}) => {
  const { status, body } = await s.sim.post('/trigger/v1/createOrder', {
    inputMint: USDC,
    outputMint: JUP,
    maker: address(maker),
    payer: address(maker),
    params,
    computeUnitPrice: 'auto',
    ...extra,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return builtSchema.parse(body);
};
const createRecurring = async (user: Keypair, time: Record<string, unknown>) => {
  const { status, body } = await s.sim.post('/recurring/v1/createOrder', {
    user: address(user),
    inputMint: USDC,
    outputMint: SOL,
    params: { time: { interval: 60, ...time } },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return builtSchema.parse(body);
};

/** The one create instruction of a built transaction, decoded. */
const triggerCreateIn = (transaction: string): TriggerCreate => {
  const data = s.dataTo(transaction, TRIGGER_PROGRAM);
  expect(data).toHaveLength(1);
  const decoded = decodeTrigger(data[0] ?? new Uint8Array());
  if (decoded?.instruction !== 'create') throw new Error('not a trigger create');
  return decoded.value;
};
const recurringCreateIn = (transaction: string): RecurringCreate => {
  const data = s.dataTo(transaction, RECURRING_PROGRAM);
  expect(data).toHaveLength(1);
  const decoded = decodeRecurring(data[0] ?? new Uint8Array());
  if (decoded?.instruction !== 'create') throw new Error('not a recurring create');
  return decoded.value;
};
/** The order authority signs cancels: a changed one needs its signature again. */
const signedByAuthority = (transaction: string) => {
  const decoded = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  decoded.sign([orderAuthorityOf(SEED)]);
  return Buffer.from(decoded.serialize()).toString('base64');
};
/** An order's terms: the instruction without the names of the request and the order. */
const termsOf = <T extends { readonly ref: string; readonly order: string }>({ ref: _ref, order: _order, ...terms }: T) => terms;

describe('the services build with the shared layouts', () => {
  const maker = keypair(51);
  beforeAll(() => s.fund(maker));

  it('a limit order: every term as asked, the proceeds to the maker', async () => {
    const expiredAt = inFuture(3_600);
    const built = await createTrigger(maker, { makingAmount: '6000000', takingAmount: '123456', slippageBps: '50', expiredAt: String(expiredAt) });
    expect(triggerCreateIn(built.transaction)).toEqual({
      ref: built.requestId,
      order: built.order,
      maker: address(maker),
      receiver: address(maker),
      inputMint: USDC,
      outputMint: JUP,
      makingAmount: 6_000_000n,
      takingAmount: 123_456n,
      slippageBps: 50,
      expiredAt: BigInt(expiredAt),
      sol: 'native',
    });
    const wrapped = await createTrigger(maker, { makingAmount: '6000000', takingAmount: '1' }, { wrapAndUnwrapSol: false });
    expect(triggerCreateIn(wrapped.transaction)).toMatchObject({ slippageBps: 0, expiredAt: null, sol: 'wrapped' });
  });

  it('a recurring order: every term as asked, the amount per cycle the total over the count, the cycles paid to the user', async () => {
    const built = await createRecurring(maker, { inAmount: 200_000_001, numberOfOrders: 3, minPrice: 50.5, maxPrice: 1_000, startAt: null });
    expect(recurringCreateIn(built.transaction)).toEqual({
      ref: built.requestId,
      order: built.order,
      user: address(maker),
      receiver: address(maker),
      inputMint: USDC,
      outputMint: SOL,
      inAmount: 200_000_001n,
      inAmountPerCycle: 66_666_667n,
      numberOfOrders: 3,
      interval: 60,
      minPrice: 50.5,
      maxPrice: 1_000,
      startAt: null,
    });
  });

  it('a cancel names the maker and its orders', async () => {
    const making = 6_000_000n;
    const orders = await Promise.all(
      [0, 1].map(() => createTrigger(maker, { makingAmount: String(making), takingAmount: String(3n * netOut(USDC, JUP, making)) })),
    );
    for (const order of orders) s.send(order.transaction, maker);
    s.block();
    const keys = orders.map((order) => order.order);
    const { body } = await s.sim.post('/trigger/v1/cancelOrders', { maker: address(maker), orders: keys });
    const { requestId, transactions } = z.object({ requestId: z.string(), transactions: z.array(z.string()) }).parse(body);
    const [data] = s.dataTo(transactions[0] ?? '', TRIGGER_PROGRAM);
    expect(decodeTrigger(data ?? new Uint8Array())).toEqual({
      instruction: 'cancel',
      value: { ref: `${requestId}.0`, maker: address(maker), ...slotsFor(keys) },
    });

    // Naming one order where the request refunds two: the program refuses it (InvalidOrder, 6002).
    const narrowed = s.withData(
      transactions[0] ?? '',
      TRIGGER_PROGRAM,
      triggerCancel.encode({ ref: `${requestId}.0`, maker: address(maker), ...slotsFor(keys.slice(0, 1)) }),
    );
    expect(() => s.send(signedByAuthority(narrowed), maker)).toThrow(/custom program error: 0x1772/);
    s.send(transactions[0] ?? '', maker);
    s.block();
  });
});

describe('each rogue kind changes exactly one term of the create, nothing else', () => {
  const maker = keypair(52);
  beforeAll(() => s.fund(maker));
  const expiredAt = inFuture(86_400);
  const limitParams = { makingAmount: '7000000', takingAmount: '5000001', expiredAt: String(expiredAt) };
  const recurringTime = { inAmount: 150_000_000, numberOfOrders: 2, minPrice: 10, maxPrice: 5_000 };

  it.each([
    ['order-rate', { takingAmount: 2_500_000n }],
    ['order-receiver', { receiver: ROGUE_WALLET }],
    ['order-expiry', { expiredAt: null }],
  ] as const)('%s: a limit order with %o', async (kind, changed) => {
    const honest = await createTrigger(maker, limitParams);
    await rogue(kind);
    const dishonest = await createTrigger(maker, limitParams);
    expect(termsOf(triggerCreateIn(dishonest.transaction))).toEqual({ ...termsOf(triggerCreateIn(honest.transaction)), ...changed });
    // The rest of the transaction is the honest one: the same programs, the same deposit.
    expect(s.programsOf(dishonest.transaction)).toEqual(s.programsOf(honest.transaction));
    expect(s.dataTo(dishonest.transaction, 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toEqual(
      s.dataTo(honest.transaction, 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    );
  });

  it.each([
    ['recurring-bounds', { minPrice: null, maxPrice: null }],
    ['recurring-cycle', { inAmountPerCycle: 150_000_000n }],
  ] as const)('%s: a recurring order with %o', async (kind, changed) => {
    const honest = await createRecurring(maker, recurringTime);
    await rogue(kind);
    const dishonest = await createRecurring(maker, recurringTime);
    expect(termsOf(recurringCreateIn(dishonest.transaction))).toEqual({ ...termsOf(recurringCreateIn(honest.transaction)), ...changed });
    expect(s.programsOf(dishonest.transaction)).toEqual(s.programsOf(honest.transaction));
  });

  it("another write's rogue kind leaves the orders honest", async () => {
    const honest = await createTrigger(maker, limitParams);
    const honestRecurring = await createRecurring(maker, recurringTime);
    for (const kind of ['quote-mint', 'perps-size', 'recurring-bounds']) {
      await rogue(kind);
      expect(termsOf(triggerCreateIn((await createTrigger(maker, limitParams)).transaction))).toEqual(termsOf(triggerCreateIn(honest.transaction)));
    }
    await rogue('order-rate');
    expect(termsOf(recurringCreateIn((await createRecurring(maker, recurringTime)).transaction))).toEqual(
      termsOf(recurringCreateIn(honestRecurring.transaction)),
    );
  });
});

describe('a landed create opens the order its instruction describes', () => {
  const maker = keypair(53);
  beforeAll(() => s.fund(maker));

  const triggerOrders = async (status: 'active' | 'history') => {
    const { body } = await s.sim.get(`/trigger/v1/getTriggerOrders?user=${address(maker)}&orderStatus=${status}`);
    return z
      .object({ orders: z.array(z.object({ orderKey: z.string(), rawTakingAmount: z.string(), expiredAt: z.string().nullable(), status: z.string() })) })
      .parse(body).orders;
  };
  const recurringOrders = async (path: 'active-dca' | 'historical-dca') => {
    const { body } = await s.sim.get(`/recurring/v1/${path}/v2/${address(maker)}?page=1`);
    const trade = z.object({ rawInputAmount: z.string() });
    return z
      .object({
        orders: z.array(
          z.object({ orderKey: z.string(), rawMinOutAmount: z.string(), rawMaxOutAmount: z.string(), status: z.string(), trades: z.array(trade) }),
        ),
      })
      .parse(body).orders;
  };

  it('order-rate and order-expiry signed anyway: the order asks half and never expires', async () => {
    await rogue('order-rate');
    const halved = await createTrigger(maker, { makingAmount: '6000000', takingAmount: '9000000000' });
    await rogue('order-expiry');
    const endless = await createTrigger(maker, { makingAmount: '6000000', takingAmount: '9000000000', expiredAt: String(inFuture(600)) });
    s.send(halved.transaction, maker);
    s.send(endless.transaction, maker);
    s.block();
    const open = await triggerOrders('active');
    expect(open.find((order) => order.orderKey === halved.order)).toMatchObject({ rawTakingAmount: '4500000000', status: 'Open' });
    expect(open.find((order) => order.orderKey === endless.order)).toMatchObject({ rawTakingAmount: '9000000000', expiredAt: null });
  });

  it('order-receiver signed anyway: the fill pays the rogue wallet, not the maker', async () => {
    const making = 30_000_000n;
    await rogue('order-receiver');
    const built = await createTrigger(maker, { makingAmount: String(making), takingAmount: String((netOut(USDC, JUP, making) * 105n) / 100n) });
    s.send(built.transaction, maker);
    s.block();
    const [makerBefore, rogueBefore] = [s.running.ledger.tokenBalance(address(maker), JUP), s.running.ledger.tokenBalance(ROGUE_WALLET, JUP)];
    await s.sim.post('/__sim/market/move', { mint: JUP, percent: -20 });
    s.block(2);
    expect((await triggerOrders('history')).find((order) => order.orderKey === built.order)?.status).toBe('Completed');
    expect(s.running.ledger.tokenBalance(ROGUE_WALLET, JUP)).toBeGreaterThan(rogueBefore);
    expect(s.running.ledger.tokenBalance(address(maker), JUP)).toBe(makerBefore);
    await s.sim.post('/__sim/market/move', { mint: JUP, percent: 20 });
  });

  it('recurring-cycle signed anyway: the first cycle spends it all and the order ends', async () => {
    await rogue('recurring-cycle');
    const built = await createRecurring(maker, { inAmount: 120_000_000, numberOfOrders: 2 });
    s.send(built.transaction, maker);
    s.block(); // the deposit lands
    s.block(); // the first cycle lands
    const ended = (await recurringOrders('historical-dca')).find((order) => order.orderKey === built.order);
    expect(ended?.status).toBe('Completed');
    expect(ended?.trades.map((trade) => trade.rawInputAmount)).toEqual(['120000000']);
  });

  it('recurring-bounds signed anyway: the order runs without bounds', async () => {
    await rogue('recurring-bounds');
    const built = await createRecurring(maker, { inAmount: 120_000_000, numberOfOrders: 2, minPrice: 1, maxPrice: 2, startAt: inFuture(3_600) });
    s.send(built.transaction, maker);
    s.block();
    expect((await recurringOrders('active-dca')).find((order) => order.orderKey === built.order)).toMatchObject({
      status: 'Active',
      rawMinOutAmount: '0',
      rawMaxOutAmount: '0',
    });
  });
});

describe('the stand-ins refuse an instruction that is not their request', () => {
  const maker = keypair(54);
  beforeAll(() => s.fund(maker));

  it('another order key (6002), an unknown request (6000), data that is no instruction (102): nothing moves', async () => {
    const built = await createTrigger(maker, { makingAmount: '6000000', takingAmount: '1' });
    const asked = triggerCreateIn(built.transaction);
    const usdcBefore = s.running.ledger.tokenBalance(address(maker), USDC);
    const sendWith = (data: Uint8Array) => () => s.send(s.withData(built.transaction, TRIGGER_PROGRAM, data), maker);
    expect(sendWith(triggerCreate.encode({ ...asked, order: address(keypair(99)) }))).toThrow(/custom program error: 0x1772/);
    expect(sendWith(triggerCreate.encode({ ...asked, ref: 'unknown-request' }))).toThrow(/custom program error: 0x1770/);
    expect(sendWith(new TextEncoder().encode(`create ${built.requestId}`))).toThrow(/custom program error: 0x66/);
    expect(s.running.ledger.tokenBalance(address(maker), USDC)).toBe(usdcBefore);
  });

  it('a recurring create whose cycle spends more than the deposit (6002)', async () => {
    const built = await createRecurring(maker, { inAmount: 120_000_000, numberOfOrders: 2 });
    const asked = recurringCreateIn(built.transaction);
    expect(() =>
      s.send(s.withData(built.transaction, RECURRING_PROGRAM, recurringCreate.encode({ ...asked, inAmountPerCycle: asked.inAmount + 1n })), maker),
    ).toThrow(/custom program error: 0x1772/);
  });
});
