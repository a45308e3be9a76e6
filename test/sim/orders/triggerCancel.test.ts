import { Keypair } from '@solana/web3.js';
import { z } from 'zod';
import { planFill } from '../../../sim/orders/fillPricing';
import { escrowAddressOf } from '../../../sim/orders/orderAuthority';
import { ALLOWED_PROGRAMS, JUP, type OrdersSim, SOL, USDC, feeOf, startOrdersSim } from './ordersSim';

/**
 * Limit orders (Trigger v1), the rest of the API: cancels grouped 4 per transaction, a cancel
 * the chain refuses, expiry refunds, /execute, /getFees, the market switch and the reset.
 */
const TRIGGER_PROGRAM = 'j1o2qRpjcyUwEvwtcfhEQefh773ZgjxcVRry7LDqg5X';
const keypair = (byte: number) => Keypair.fromSeed(new Uint8Array(32).fill(byte));

const builtSchema = z.object({ requestId: z.string(), transaction: z.string(), order: z.string() });
const tradeSchema = z.object({
  orderKey: z.string(),
  keeper: z.string(),
  inputAmount: z.string(),
  rawInputAmount: z.string(),
  outputAmount: z.string(),
  rawOutputAmount: z.string(),
  feeMint: z.string(),
  rawFeeAmount: z.string(),
  txId: z.string(),
  confirmedAt: z.string(),
  action: z.literal('Fill'),
  productMeta: z.null(),
});
const orderSchema = z.object({
  userPubkey: z.string(),
  orderKey: z.string(),
  makingAmount: z.string(),
  rawMakingAmount: z.string(),
  rawTakingAmount: z.string(),
  rawRemainingMakingAmount: z.string(),
  rawRemainingTakingAmount: z.string(),
  remainingMakingAmount: z.string(),
  slippageBps: z.string(),
  expiredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(['Open', 'Completed', 'Cancelled', 'Expired']),
  openTx: z.string(),
  closeTx: z.string().nullable(),
  programVersion: z.string(),
  trades: z.array(tradeSchema),
});
const pageSchema = z.object({ user: z.string(), orderStatus: z.string(), orders: z.array(orderSchema), totalPages: z.number(), page: z.number() });

let s: OrdersSim;
beforeAll(async () => {
  s = await startOrdersSim();
}, 30_000);
afterAll(() => s?.close());

const address = (owner: Keypair) => owner.publicKey.toBase58();
const usdc = (owner: Keypair) => s.running.ledger.tokenBalance(address(owner), USDC);
const lamports = (owner: Keypair) => s.running.ledger.getLamports(address(owner));
const netOut = (input: string, output: string, amount: bigint) => planFill(s.sim.market(), input, output, amount)?.netOut ?? 0n;

const create = async (owner: Keypair, inputMint: string, outputMint: string, making: bigint, taking: bigint, extra: Record<string, string> = {}) => {
  const { status, body } = await s.sim.post('/trigger/v1/createOrder', {
    inputMint,
    outputMint,
    maker: address(owner),
    payer: address(owner),
    params: { makingAmount: String(making), takingAmount: String(taking), ...extra },
    computeUnitPrice: 'auto',
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return builtSchema.parse(body);
};
/** Creates, signs, lands it; returns the order key and the create transaction. */
const open = async (owner: Keypair, inputMint: string, outputMint: string, making: bigint, taking: bigint, extra: Record<string, string> = {}) => {
  const built = await create(owner, inputMint, outputMint, making, taking, extra);
  s.send(built.transaction, owner);
  s.block();
  return built;
};
const orders = async (owner: Keypair, orderStatus: 'active' | 'history') => {
  const { status, body } = await s.sim.get(`/trigger/v1/getTriggerOrders?user=${address(owner)}&orderStatus=${orderStatus}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return pageSchema.parse(body).orders;
};
const escrowBalance = (orderKey: string) => s.accountBalance(s.authority, escrowAddressOf(orderKey));

describe('trigger orders: cancels and expiry', () => {
  const maker = keypair(33);
  beforeAll(() => s.fund(maker));

  it('cancelOrders without a list cancels every open order, 4 per transaction, each refunding its escrow', async () => {
    const start = usdc(maker);
    const making = 6_000_000n;
    const taking = 3n * netOut(USDC, JUP, making);
    const built = await Promise.all(Array.from({ length: 9 }, () => create(maker, USDC, JUP, making, taking)));
    for (const order of built) s.send(order.transaction, maker);
    s.block();
    expect(await orders(maker, 'active')).toHaveLength(9);
    expect(start - usdc(maker)).toBe(9n * making);

    const { status, body } = await s.sim.post('/trigger/v1/cancelOrders', { maker: address(maker), computeUnitPrice: 'auto' });
    expect(status, JSON.stringify(body)).toBe(200);
    const { transactions } = z.object({ requestId: z.string(), transactions: z.array(z.string()) }).parse(body);
    expect(transactions).toHaveLength(3);
    for (const transaction of transactions)
      expect(s.programsOf(transaction).every((program) => [...ALLOWED_PROGRAMS, TRIGGER_PROGRAM].includes(program))).toBe(true);
    const solBefore = lamports(maker);
    for (const transaction of transactions) s.send(transaction, maker);
    s.block();
    // A cancel moves nothing out of the maker but the fees.
    expect(solBefore - lamports(maker)).toBe(transactions.reduce((total, transaction) => total + feeOf(transaction), 0n));
    expect(await orders(maker, 'active')).toEqual([]);
    expect((await orders(maker, 'history')).filter((order) => order.status === 'Cancelled')).toHaveLength(9);
    expect(usdc(maker)).toBe(start);
    for (const order of built) expect(escrowBalance(order.order)).toBe(0n);
  });

  it('refuses to cancel an order that is not open, and a cancel that lands after another fails on chain', async () => {
    const making = 6_000_000n;
    const built = await open(maker, USDC, JUP, making, 3n * netOut(USDC, JUP, making));
    const twice = await Promise.all([0, 1].map(() => s.sim.post('/trigger/v1/cancelOrder', { maker: address(maker), order: built.order })));
    const [first, second] = twice.map(({ body }) => z.object({ transaction: z.string(), requestId: z.string() }).parse(body));
    s.send(first?.transaction ?? '', maker);
    s.block();
    expect(() => s.send(second?.transaction ?? '', maker)).toThrow(/custom program error: 0x1771/);
    expect(await s.sim.post('/trigger/v1/cancelOrder', { maker: address(maker), order: built.order })).toMatchObject({
      status: 400,
      body: { code: 400, cause: expect.stringContaining('not open') },
    });
    expect((await s.sim.post('/trigger/v1/cancelOrders', { maker: address(maker), orders: ['nope'] })).status).toBe(400);
  });

  it('refunds an expired order: the keeper returns the escrow and the order is Expired', async () => {
    const making = 7_000_000n;
    const expiredAt = String(Math.floor(Date.now() / 1000) + 120);
    const built = await open(maker, USDC, JUP, making, 3n * netOut(USDC, JUP, making), { expiredAt });
    expect((await orders(maker, 'active'))[0]?.expiredAt).toBe(new Date(Number(expiredAt) * 1000).toISOString());
    const before = usdc(maker);
    s.later(200_000);
    s.block(2);
    expect(usdc(maker) - before).toBe(making);
    const [expired] = await orders(maker, 'history');
    expect(expired).toMatchObject({ orderKey: built.order, status: 'Expired', closeTx: expect.any(String) });
  });
});

describe('trigger API: execute, fees, switch', () => {
  const maker = keypair(34);
  beforeAll(() => s.fund(maker));

  it('POST /execute sends the signed transaction and answers once it lands', async () => {
    const making = 6_000_000n;
    const built = await create(maker, USDC, JUP, making, 3n * netOut(USDC, JUP, making));
    const { VersionedTransaction } = await import('@solana/web3.js');
    const transaction = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    transaction.sign([maker]);
    const signedTransaction = Buffer.from(transaction.serialize()).toString('base64');
    const ticking = setInterval(() => s.block(), 30);
    try {
      const { status, body } = await s.sim.post('/trigger/v1/execute', { requestId: built.requestId, signedTransaction });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'Success', code: 0, signature: expect.any(String) });
      expect(await s.sim.post('/trigger/v1/execute', { requestId: 'another', signedTransaction })).toMatchObject({ status: 400 });
    } finally {
      clearInterval(ticking);
    }
    expect((await orders(maker, 'active')).map((order) => order.orderKey)).toEqual([built.order]);
  });

  it('GET /getFees and the market move switch', async () => {
    expect(await s.sim.get('/trigger/v1/getFees')).toMatchObject({
      status: 200,
      body: { defaultFeeBps: 10, stableFeeBps: 3, stableMints: [USDC, 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB'] },
    });
    const token = s.sim.market().token(SOL);
    const before = token ? s.sim.market().priceUsd(token) : 0;
    const { body } = await s.sim.post('/__sim/market/move', { mint: SOL, percent: 10 });
    expect(z.object({ priceUsd: z.number() }).parse(body).priceUsd / before).toBeCloseTo(1.1, 2);
    expect((await s.sim.post('/__sim/market/move', { mint: SOL, percent: -95 })).status).toBe(400);
    expect((await s.sim.post('/__sim/market/move', { mint: USDC, percent: 5 })).status).toBe(400);
  });

  it('/__sim/reset forgets every order', async () => {
    expect((await orders(maker, 'active')).length).toBeGreaterThan(0);
    expect((await s.sim.post('/__sim/reset')).status).toBe(200);
    expect(await orders(maker, 'active')).toEqual([]);
  });
});
