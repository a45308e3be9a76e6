import { Keypair } from '@solana/web3.js';
import { z } from 'zod';
import { planFill } from '../../../sim/orders/fillPricing';
import { escrowAddressOf } from '../../../sim/orders/orderAuthority';
import { ALLOWED_PROGRAMS, JUP, type OrdersSim, SOL, USDC, feeOf, startOrdersSim } from './ordersSim';

/**
 * Limit orders (Trigger v1) on the simulator's ledger: the escrow on create, fills when the
 * market crosses the order's price (whole, or in part through a thin pool), a cancel that
 * refunds exactly what is left, and the validation errors. (triggerCancel.test.ts: the rest.)
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

describe('trigger orders: create', () => {
  const maker = keypair(31);
  beforeAll(() => s.fund(maker));

  it('moves exactly the making amount into the order escrow, opens the order when the transaction lands, and records it', async () => {
    const making = 20_000_000n;
    const built = await create(maker, USDC, JUP, making, 2n * netOut(USDC, JUP, making));
    const programs = s.programsOf(built.transaction);
    expect(programs.every((program) => [...ALLOWED_PROGRAMS, TRIGGER_PROGRAM].includes(program))).toBe(true);
    expect(programs).toContain(TRIGGER_PROGRAM);
    expect(await orders(maker, 'active')).toEqual([]);

    const [usdcBefore, solBefore] = [usdc(maker), lamports(maker)];
    const signature = s.send(built.transaction, maker);
    s.block();
    expect(usdcBefore - usdc(maker)).toBe(making);
    expect(solBefore - lamports(maker)).toBe(feeOf(built.transaction));
    expect(escrowBalance(built.order)).toBe(making);

    const [order] = await orders(maker, 'active');
    expect(order).toMatchObject({
      orderKey: built.order,
      status: 'Open',
      openTx: signature,
      closeTx: null,
      rawMakingAmount: '20000000',
      makingAmount: '20',
      rawRemainingMakingAmount: '20000000',
      slippageBps: '0',
      expiredAt: null,
      programVersion: TRIGGER_PROGRAM,
      trades: [],
    });
    expect(s.sim.wallets.limitOrders(address(maker))).toMatchObject([{ orderKey: built.order, makingAmount: 20, remainingMakingAmount: 20 }]);
    expect(s.sim.wallets.swapLike(address(maker), 'LO')[0]).toMatchObject({
      action: 'Create Order',
      txHash: signature,
      inputAmount: '20',
      platform: 'trigger',
    });
    // The deposit is the order's activity, not a Send under swaps.
    expect(s.sim.wallets.swapLike(address(maker), 'SWAP').some((activity) => activity.txHash === signature)).toBe(false);
  });

  it('wraps native SOL: the SOL balance falls by exactly the making amount and the fee', async () => {
    const making = 100_000_000n;
    const built = await create(maker, SOL, USDC, making, 2n * netOut(SOL, USDC, making));
    const solBefore = lamports(maker);
    s.send(built.transaction, maker);
    s.block();
    expect(solBefore - lamports(maker)).toBe(making + feeOf(built.transaction));
    expect(escrowBalance(built.order)).toBe(making);
  });

  it('refuses invalid orders with the Trigger API error shape', async () => {
    const post = (params: Record<string, string>, mints: { inputMint?: string; outputMint?: string } = {}) =>
      s.sim.post('/trigger/v1/createOrder', { inputMint: USDC, outputMint: JUP, maker: address(maker), payer: address(maker), params, ...mints });
    expect(await post({ makingAmount: '2000000', takingAmount: '100' })).toEqual({
      status: 400,
      body: { error: 'invalid create order request', code: 400, cause: 'input mint making amount must be at least 5 USD, received: 2' },
    });
    expect((await post({ makingAmount: '0', takingAmount: '1' })).status).toBe(400);
    expect((await post({ makingAmount: '18446744073709551616', takingAmount: '1' })).status).toBe(400);
    expect((await post({ makingAmount: '6000000', takingAmount: '1' }, { outputMint: USDC })).body).toMatchObject({
      cause: 'input mint and output mint must differ',
    });
    expect((await post({ makingAmount: '6000000', takingAmount: '1', expiredAt: String(Math.floor(Date.now() / 1000) - 10) })).body).toMatchObject({
      code: 400,
      cause: expect.stringContaining('expiredAt must be in the future'),
    });
    expect((await post({ makingAmount: '6000000', takingAmount: '1' }, { inputMint: keypair(99).publicKey.toBase58() })).status).toBe(400);
  });
});

describe('trigger orders: fills', () => {
  const maker = keypair(32);
  beforeAll(() => s.fund(maker));

  it('fills the whole order once the market crosses its price: the output arrives, the order completes with its trade', async () => {
    const making = 30_000_000n;
    const taking = (netOut(USDC, JUP, making) * 105n) / 100n;
    const built = await open(maker, USDC, JUP, making, taking);
    s.block(2);
    expect((await orders(maker, 'active')).map((order) => order.status)).toEqual(['Open']);

    const moved = await s.sim.post('/__sim/market/move', { mint: JUP, percent: -20 });
    expect(moved).toMatchObject({ status: 200, body: { mint: JUP, priceUsd: expect.any(Number) } });
    const jupBefore = s.running.ledger.tokenBalance(address(maker), JUP);
    s.block(); // the keeper sees the crossing and sends the fill
    s.block(); // the fill lands
    expect(await orders(maker, 'active')).toEqual([]);
    const [order] = await orders(maker, 'history');
    expect(order).toMatchObject({ orderKey: built.order, status: 'Completed', rawRemainingMakingAmount: '0', rawRemainingTakingAmount: '0' });
    const trade = order?.trades[0];
    expect(order?.trades).toHaveLength(1);
    expect(trade).toMatchObject({ orderKey: built.order, keeper: s.authority, rawInputAmount: String(making), feeMint: JUP, txId: order?.closeTx });
    const received = BigInt(trade?.rawOutputAmount ?? 0);
    expect(received).toBeGreaterThanOrEqual(taking);
    expect(s.running.ledger.tokenBalance(address(maker), JUP) - jupBefore).toBe(received);
    // 0.1 % of what the pools paid stays as the fee.
    expect(BigInt(trade?.rawFeeAmount ?? 0)).toBe((received + BigInt(trade?.rawFeeAmount ?? 0)) / 1000n);
    expect(escrowBalance(built.order)).toBe(0n);
    expect(s.sim.wallets.limitOrders(address(maker))).toEqual([]);
    expect(s.sim.wallets.swapLike(address(maker), 'LO')[0]).toMatchObject({ action: 'Fill', txHash: trade?.txId });
  });

  it('fills part of an order a thin pool cannot fill whole at its price; a cancel then refunds exactly the remainder', async () => {
    const market = s.sim.market();
    const thin = [...market.tokens()]
      .filter((token) => !token.info.known && market.liquidityUsd(token) > 3_000)
      .sort((a, b) => market.liquidityUsd(a) - market.liquidityUsd(b))[0];
    if (!thin) throw new Error('no thin pool in this market');
    const making = 80_000_000n;
    const whole = netOut(USDC, thin.info.mint, making);
    const half = netOut(USDC, thin.info.mint, making / 2n);
    // The price of half the order: the whole does not meet it (price impact), half does.
    const taking = (whole + 2n * half) / 2n;
    expect(whole).toBeLessThan(taking);
    const built = await open(maker, USDC, thin.info.mint, making, taking);
    s.block(); // the partial fill lands
    const [order] = await orders(maker, 'active');
    expect(order?.status).toBe('Open');
    expect(order?.trades).toHaveLength(1);
    const remaining = BigInt(order?.rawRemainingMakingAmount ?? 0);
    expect(remaining).toBeGreaterThanOrEqual(making / 100n);
    expect(remaining).toBeLessThanOrEqual(making / 2n);
    expect(escrowBalance(built.order)).toBe(remaining);
    expect(s.sim.wallets.limitOrders(address(maker))[0]?.remainingMakingAmount).toBeCloseTo(Number(remaining) / 1e6, 6);

    const { status, body } = await s.sim.post('/trigger/v1/cancelOrder', { maker: address(maker), order: built.order });
    expect(status, JSON.stringify(body)).toBe(200);
    const cancel = z.object({ requestId: z.string(), transaction: z.string() }).parse(body);
    expect(s.programsOf(cancel.transaction).every((program) => [...ALLOWED_PROGRAMS, TRIGGER_PROGRAM].includes(program))).toBe(true);
    const [usdcBefore, solBefore] = [usdc(maker), lamports(maker)];
    const signature = s.send(cancel.transaction, maker);
    s.block();
    expect(usdc(maker) - usdcBefore).toBe(remaining);
    expect(solBefore - lamports(maker)).toBe(feeOf(cancel.transaction));
    const [closed] = await orders(maker, 'history');
    expect(closed).toMatchObject({ orderKey: built.order, status: 'Cancelled', closeTx: signature });
    expect(await orders(maker, 'active')).toEqual([]);
  });
});
