import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { historiesPageSchema } from '../../../streams/schemas/activities';
import { z } from 'zod';
import { quoteResponseSchema } from '../../../streams/schemas/quote';
import { buy } from '../../../sim/market/curve';
import { eventually } from '../../support/simServer';
import { type SwapSim, startSwapSim } from './swapSim';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const ROUTE_PROGRAM = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';
/** Rent of a token account: paid to create the output account, given back when the WSOL account closes. */
const TOKEN_ACCOUNT_RENT = 2_039_280n;

const keypair = (byte: number) => Keypair.fromSeed(new Uint8Array(32).fill(byte));
const alice = keypair(21);
const bob = keypair(22);

let swapSim: SwapSim;
beforeAll(async () => {
  swapSim = await startSwapSim();
  await Promise.all([swapSim.fund(alice), swapSim.fund(bob)]);
}, 20_000);
afterAll(() => swapSim?.close());

/** POST /swap's answer, as research §1 describes it. */
const builtSchema = z.object({
  swapTransaction: z.string(),
  lastValidBlockHeight: z.number().int(),
  prioritizationFeeLamports: z.number().int(),
  computeUnitLimit: z.number().int(),
  dynamicSlippageReport: z.unknown(),
});

const ledger = () => swapSim.ledger.ledger;
const lamports = (owner: Keypair) => ledger().getLamports(owner.publicKey.toBase58());
const tokens = (owner: Keypair, mint: string) => ledger().tokenBalance(owner.publicKey.toBase58(), mint);

const quoteOf = async (params: Record<string, string>) => {
  const { status, body } = await swapSim.quote(params);
  expect(status, JSON.stringify(body)).toBe(200);
  return quoteResponseSchema.parse(body);
};

const build = async (quoteResponse: unknown, owner: Keypair) => {
  const { status, body } = await swapSim.sim.post('/swap/v1/swap', {
    quoteResponse,
    userPublicKey: owner.publicKey.toBase58(),
    dynamicComputeUnitLimit: true,
    prioritizationFeeLamports: 20_000,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return builtSchema.parse(body);
};

const landed = async (signature: string) => {
  await swapSim.confirmed(signature);
  const transaction = await swapSim.connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
  if (!transaction?.meta) throw new Error('no transaction');
  return transaction;
};

describe('POST /swap/v1/swap: real transactions on the ledger', () => {
  it('SOL → JUP (through USDC): wraps SOL, moves exactly the quoted amounts, records the swap, moves the pool', async () => {
    const quote = await quoteOf({ inputMint: SOL, outputMint: JUP, amount: '250000000', slippageBps: '100' });
    expect(quote.routePlan.map((step) => [step.swapInfo.inputMint, step.swapInfo.outputMint])).toEqual([
      [SOL, USDC],
      [USDC, JUP],
    ]);
    const jupPool = swapSim.sim.market().token(JUP)?.pool;
    const reservesBefore = { ...jupPool?.reserves };
    const built = await build(quote, alice);
    expect(built.lastValidBlockHeight).toBeGreaterThan(ledger().blockHeight());
    const transaction = VersionedTransaction.deserialize(Buffer.from(built.swapTransaction, 'base64'));
    expect(transaction.version).toBe(0);
    // The pool authority signed; the user's slot waits for the wallet.
    expect(transaction.signatures.filter((signature) => signature.some((byte) => byte !== 0))).toHaveLength(1);

    const [solBefore, jupBefore] = [lamports(alice), tokens(alice, JUP)];
    const signature = await swapSim.send(built.swapTransaction, alice);
    const result = await landed(signature);
    expect(result.meta?.err).toBeNull();
    expect(tokens(alice, JUP) - jupBefore).toBe(BigInt(quote.outAmount));
    expect(solBefore - lamports(alice)).toBe(BigInt(quote.inAmount) + BigInt(result.meta?.fee ?? 0));
    expect(result.meta?.computeUnitsConsumed).toBeLessThanOrEqual(built.computeUnitLimit);
    expect(result.meta?.logMessages).toContain(`Program ${ROUTE_PROGRAM} success`);

    // The market traded it: the JUP pool paid out JUP and took USDC.
    await eventually(() => (jupPool && jupPool.reserves.base < (reservesBefore.base ?? 0) ? true : undefined));
    expect(jupPool?.reserves.quote).toBeGreaterThan(reservesBefore.quote ?? 0);
    const page = historiesPageSchema.parse((await swapSim.sim.get(`/v2/activities/${alice.publicKey.toBase58()}?page=1&product=SWAP`)).body);
    expect(page.histories.find((activity) => activity.txHash === signature)).toMatchObject({
      action: 'Swap',
      platform: 'Jupiter',
      inputMint: SOL,
      outputMint: JUP,
      inputAmount: '0.25',
    });
  });

  it('JUP → USDC: the user pays exactly the input and gets exactly the output, the fee in SOL', async () => {
    const quote = await quoteOf({ inputMint: JUP, outputMint: USDC, amount: '100000000', slippageBps: '50' });
    expect(quote.routePlan).toHaveLength(1);
    const built = await build(quote, bob);
    const [solBefore, jupBefore, usdcBefore] = [lamports(bob), tokens(bob, JUP), tokens(bob, USDC)];
    const result = await landed(await swapSim.send(built.swapTransaction, bob));
    expect(result.meta?.err).toBeNull();
    expect(jupBefore - tokens(bob, JUP)).toBe(100_000_000n);
    expect(tokens(bob, USDC) - usdcBefore).toBe(BigInt(quote.outAmount));
    expect(solBefore - lamports(bob)).toBe(BigInt(result.meta?.fee ?? 0));
  });

  it('USDC → SOL: delivers native SOL (WSOL unwrapped, its rent back)', async () => {
    const quote = await quoteOf({ inputMint: USDC, outputMint: SOL, amount: '20000000' });
    const built = await build(quote, bob);
    const solBefore = lamports(bob);
    const result = await landed(await swapSim.send(built.swapTransaction, bob));
    expect(result.meta?.err).toBeNull();
    expect(lamports(bob) - solBefore).toBe(BigInt(quote.outAmount) - BigInt(result.meta?.fee ?? 0));
    expect(
      ledger()
        .tokenAccounts(bob.publicKey.toBase58())
        .some((account) => account.mint === SOL),
    ).toBe(false);
  });

  it('SOL → a bonding-curve token (its account created), then all of it → USDC through SOL', async () => {
    const meme = [...swapSim.sim.market().tokens()].find(
      (token) => token.pool.quoteMint === SOL && token.pool.reserves.kind === 'curve' && (token.bondingCurve() ?? 100) < 80,
    );
    if (!meme) throw new Error('no token on a bonding curve');
    const mint = meme.info.mint;
    const bought = await quoteOf({ inputMint: SOL, outputMint: mint, amount: '100000000', slippageBps: '300' });
    expect(bought.routePlan).toHaveLength(1);
    expect(bought.routePlan[0]?.swapInfo.ammKey).toBe(meme.pool.id);
    const solBefore = lamports(alice);
    const buy = await landed(await swapSim.send((await build(bought, alice)).swapTransaction, alice));
    expect(buy.meta?.err).toBeNull();
    expect(tokens(alice, mint)).toBe(BigInt(bought.outAmount));
    expect(solBefore - lamports(alice)).toBe(100_000_000n + BigInt(buy.meta?.fee ?? 0) + TOKEN_ACCOUNT_RENT);

    const sold = await quoteOf({ inputMint: mint, outputMint: USDC, amount: bought.outAmount, slippageBps: '300' });
    expect(sold.routePlan.map((step) => step.swapInfo.outputMint)).toEqual([SOL, USDC]);
    const usdcBefore = tokens(alice, USDC);
    const sale = await landed(await swapSim.send((await build(sold, alice)).swapTransaction, alice));
    expect(sale.meta?.err).toBeNull();
    expect(tokens(alice, mint)).toBe(0n);
    expect(tokens(alice, USDC) - usdcBefore).toBe(BigInt(sold.outAmount));
  });

  it('JUP → a SOL-quoted token: three pools, the output passed vault to vault', async () => {
    const meme = [...swapSim.sim.market().tokens()].find((token) => token.pool.quoteMint === SOL && token.pool.reserves.kind === 'cpmm');
    if (!meme) throw new Error('no graduated token');
    const quote = await quoteOf({ inputMint: JUP, outputMint: meme.info.mint, amount: '20000000', slippageBps: '300' });
    expect(quote.routePlan.map((step) => step.swapInfo.outputMint)).toEqual([USDC, SOL, meme.info.mint]);
    const built = await build(quote, bob);
    expect(Buffer.from(built.swapTransaction, 'base64').length).toBeLessThanOrEqual(1232);
    const jupBefore = tokens(bob, JUP);
    const result = await landed(await swapSim.send(built.swapTransaction, bob));
    expect(result.meta?.err).toBeNull();
    expect(jupBefore - tokens(bob, JUP)).toBe(20_000_000n);
    expect(tokens(bob, meme.info.mint)).toBe(BigInt(quote.outAmount));
  });

  it('fails with Custom 6001 when the pool moved past the tolerance before landing; only the fee is charged', async () => {
    const quote = await quoteOf({ inputMint: USDC, outputMint: JUP, amount: '50000000', slippageBps: '10' });
    const built = await build(quote, alice);
    // Someone buys 2 % of the JUP pool first: JUP costs more than the 0.1 % tolerance allows.
    const reserves = swapSim.sim.market().token(JUP)?.pool.reserves;
    if (!reserves) throw new Error('no JUP pool');
    buy(reserves, reserves.quote * 0.02);
    const [solBefore, jupBefore, usdcBefore] = [lamports(alice), tokens(alice, JUP), tokens(alice, USDC)];
    const signature = await swapSim.send(built.swapTransaction, alice);
    const result = await landed(signature);
    const message = VersionedTransaction.deserialize(Buffer.from(built.swapTransaction, 'base64')).message;
    const routeIndex = message.compiledInstructions.findIndex((ix) => message.staticAccountKeys[ix.programIdIndex]?.toBase58() === ROUTE_PROGRAM);
    expect(routeIndex).toBeGreaterThan(0);
    expect(result.meta?.err).toEqual({ InstructionError: [routeIndex, { Custom: 6001 }] });
    expect(result.meta?.logMessages).toContain(`Program ${ROUTE_PROGRAM} failed: custom program error: 0x1771`);
    expect(result.meta?.logMessages?.some((line) => line.includes('Error Code: SlippageToleranceExceeded. Error Number: 6001'))).toBe(true);
    const statuses = await swapSim.connection.getSignatureStatuses([signature]);
    expect(statuses.value[0]?.err).toEqual({ InstructionError: [routeIndex, { Custom: 6001 }] });
    expect(solBefore - lamports(alice)).toBe(BigInt(result.meta?.fee ?? 0));
    expect(tokens(alice, JUP)).toBe(jupBefore);
    expect(tokens(alice, USDC)).toBe(usdcBefore);
    const page = historiesPageSchema.parse((await swapSim.sim.get(`/v2/activities/${alice.publicKey.toBase58()}?page=1&product=SWAP`)).body);
    // The failed swap is in the activity, marked Failed, with what it tried to sell and nothing bought.
    expect(page.histories.find((activity) => activity.txHash === signature)).toMatchObject({
      status: 'Failed',
      action: 'Swap',
      inputAmount: '50',
      outputAmount: '0',
    });
  });

  it('dynamicSlippage widens the threshold to what the pool already moved, and the swap lands', async () => {
    const quote = await quoteOf({ inputMint: USDC, outputMint: JUP, amount: '10000000', slippageBps: '10' });
    const reserves = swapSim.sim.market().token(JUP)?.pool.reserves;
    if (!reserves) throw new Error('no JUP pool');
    buy(reserves, reserves.quote * 0.005);
    const { status, body } = await swapSim.sim.post('/swap/v1/swap', {
      quoteResponse: quote,
      userPublicKey: bob.publicKey.toBase58(),
      dynamicSlippage: { maxBps: 300 },
    });
    expect(status).toBe(200);
    const built = builtSchema.parse(body);
    const report = z
      .object({ slippageBps: z.number(), simulatedIncurredSlippageBps: z.number(), amplificationRatio: z.string(), otherAmount: z.string() })
      .parse(built.dynamicSlippageReport);
    expect(report.simulatedIncurredSlippageBps).toBeLessThan(-50);
    expect(report.slippageBps).toBeGreaterThanOrEqual(Math.ceil(-report.simulatedIncurredSlippageBps * 1.5));
    expect(report.amplificationRatio).toBe('1.5');
    const jupBefore = tokens(bob, JUP);
    const result = await landed(await swapSim.send(built.swapTransaction, bob));
    expect(result.meta?.err).toBeNull();
    expect(tokens(bob, JUP) - jupBefore).toBe(BigInt(quote.outAmount));
  });

  it('simulation reports the same 6001 before sending', async () => {
    const quote = await quoteOf({ inputMint: USDC, outputMint: JUP, amount: '10000000', slippageBps: '5' });
    const built = await build(quote, bob);
    const reserves = swapSim.sim.market().token(JUP)?.pool.reserves;
    if (!reserves) throw new Error('no JUP pool');
    buy(reserves, reserves.quote * 0.01);
    const transaction = VersionedTransaction.deserialize(Buffer.from(built.swapTransaction, 'base64'));
    transaction.sign([bob]);
    const simulation = await swapSim.connection.simulateTransaction(transaction, { sigVerify: true });
    expect(simulation.value.err).toMatchObject({ InstructionError: [expect.any(Number), { Custom: 6001 }] });
  });

  it('refuses a quote it did not issue', async () => {
    const quote = await quoteOf({ inputMint: JUP, outputMint: USDC, amount: '1000000' });
    const { status, body } = await swapSim.sim.post('/swap/v1/swap', {
      quoteResponse: { ...quote, outAmount: '999999999' },
      userPublicKey: alice.publicKey.toBase58(),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'FAILED_TO_GET_SWAP_AND_ACCOUNT_METAS' });
  });
});
