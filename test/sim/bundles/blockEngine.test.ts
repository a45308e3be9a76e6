import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { z } from 'zod';
import { quoteResponseSchema } from '../../../streams/schemas/quote';
import { TIP_ACCOUNTS } from '../../../sim/bundles/tipAccounts';
import { type SwapSim, startSwapSim } from '../swap/swapSim';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const keypair = (byte: number) => Keypair.fromSeed(new Uint8Array(32).fill(byte));
const alice = keypair(41);

let swapSim: SwapSim;
beforeAll(async () => {
  swapSim = await startSwapSim();
  await swapSim.fund(alice);
}, 20_000);
afterAll(() => swapSim?.close());

const ledger = () => swapSim.ledger.ledger;

/** Polls an async check until it answers something (the sim helper's eventually is synchronous). */
const eventually = async <T>(check: () => Promise<T | undefined>, timeoutMs = 8000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const rpc = async (method: string, params: unknown) =>
  (await swapSim.sim.post('/api/v1/bundles', { jsonrpc: '2.0', id: 1, method, params })).body as {
    result?: unknown;
    error?: { code: number; message: string };
  };

/** A jito build of 0.01 SOL → USDC, signed by alice, base64. */
const tippedSwap = async (tip: number) => {
  const quote = await swapSim.quote({ inputMint: SOL, outputMint: USDC, amount: '10000000', slippageBps: '100' });
  const { status, body } = await swapSim.sim.post('/swap/v1/swap', {
    quoteResponse: quoteResponseSchema.parse(quote.body),
    userPublicKey: alice.publicKey.toBase58(),
    dynamicComputeUnitLimit: true,
    prioritizationFeeLamports: { jitoTipLamports: tip },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  const built = z.object({ swapTransaction: z.string(), prioritizationFeeLamports: z.number(), prioritizationType: z.unknown() }).parse(body);
  const transaction = VersionedTransaction.deserialize(Buffer.from(built.swapTransaction, 'base64'));
  transaction.sign([alice]);
  return { built, base64: Buffer.from(transaction.serialize()).toString('base64'), signature: Buffer.from(transaction.signatures[0] ?? []) };
};

/** A transfer of `lamports` from alice to `to` (a tip account by default), signed, base64. */
const transfer = (lamports: number, to = TIP_ACCOUNTS[0] ?? '') => {
  const { blockhash } = ledger().latestBlockhash('confirmed');
  const destination = lamports > 0 ? new PublicKey(to) : Keypair.generate().publicKey;
  const message = new TransactionMessage({
    payerKey: alice.publicKey,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: destination, lamports: lamports > 0 ? lamports : 5000 })],
  }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([alice]);
  return Buffer.from(transaction.serialize()).toString('base64');
};

describe('the block engine on the ledger', () => {
  it('lists the eight tip accounts', async () => {
    expect(await rpc('getTipAccounts', [])).toMatchObject({ result: TIP_ACCOUNTS });
  });

  it('a jito build tips a tip account and lands as a bundle; resending answers the same id', async () => {
    const usdcBefore = ledger().tokenBalance(alice.publicKey.toBase58(), USDC);
    const { built, base64 } = await tippedSwap(25_000);
    expect(built).toMatchObject({ prioritizationFeeLamports: 25_000, prioritizationType: { jito: { lamports: 25_000 } } });
    const tipsBefore = TIP_ACCOUNTS.map((account) => ledger().getLamports(account));
    const first = await rpc('sendBundle', [[base64], { encoding: 'base64' }]);
    expect(first.error).toBeUndefined();
    expect(first.result).toMatch(/^[0-9a-f]{64}$/);
    expect((await rpc('sendBundle', [[base64], { encoding: 'base64' }])).result).toBe(first.result);
    const status = await eventually(async () => {
      const answer = (await rpc('getBundleStatuses', [[first.result]])) as { result: { value: ({ confirmation_status: string } | null)[] } };
      return answer.result.value[0] ?? undefined;
    });
    expect(status).toMatchObject({ bundle_id: first.result });
    const tipped = TIP_ACCOUNTS.map((account, index) => ledger().getLamports(account) - (tipsBefore[index] ?? 0n));
    expect(tipped.reduce((sum, value) => sum + value, 0n)).toBe(25_000n);
    expect(ledger().tokenBalance(alice.publicKey.toBase58(), USDC)).toBeGreaterThan(usdcBefore);
    expect((await swapSim.sim.get('/__sim/bundles')).body).toMatchObject({ received: 1, landed: 1 });
  });

  it('refuses a bundle without a tip, with a failing transaction, or malformed', async () => {
    expect((await rpc('sendBundle', [[transfer(0)], { encoding: 'base64' }])).error?.message).toMatch(/tip account/);
    expect((await rpc('sendBundle', [[transfer(2_000_000_000_000)], { encoding: 'base64' }])).error?.message).toMatch(/bundle simulation failed/);
    expect((await rpc('sendBundle', [['not base64 at all!'], { encoding: 'base64' }])).error?.code).toBe(-32602);
    expect((await rpc('sendBundle', [[], { encoding: 'base64' }])).error?.message).toMatch(/1 to 5/);
    expect((await rpc('sendBundle', 'nope')).error?.code).toBe(-32602);
    expect((await rpc('noSuchMethod', [])).error?.code).toBe(-32601);
  });

  it('lands two transactions together: a plain transfer and a separate tip', async () => {
    const { base64 } = await tippedSwap(5_000);
    const tip = transfer(2_000, TIP_ACCOUNTS[3]);
    const answer = await rpc('sendBundle', [[base64, tip], { encoding: 'base64' }]);
    expect(answer.result).toMatch(/^[0-9a-f]{64}$/);
    await eventually(async () => {
      const statuses = (await rpc('getBundleStatuses', [[answer.result]])) as { result: { value: unknown[] } };
      return statuses.result.value[0] ?? undefined;
    });
  });

  it('serves the tip floor in SOL, switchable, and fails while down', async () => {
    expect((await swapSim.sim.get('/api/v1/bundles/tip_floor')).body).toMatchObject([
      { landed_tips_50th_percentile: 0.00001, ema_landed_tips_50th_percentile: 0.00001 },
    ]);
    await swapSim.sim.post('/__sim/bundles', { tipFloorLamports: 50_000 });
    expect((await swapSim.sim.get('/api/v1/bundles/tip_floor')).body).toMatchObject([{ landed_tips_50th_percentile: 0.00005 }]);
    await swapSim.sim.post('/__sim/bundles', { down: true });
    expect((await swapSim.sim.get('/api/v1/bundles/tip_floor')).status).toBe(503);
    expect((await swapSim.sim.post('/__sim/bundles', { tipFloorLamports: -1 })).status).toBe(400);
    await swapSim.sim.post('/__sim/reset', {});
    expect((await swapSim.sim.get('/api/v1/bundles/tip_floor')).status).toBe(200);
  });
});
