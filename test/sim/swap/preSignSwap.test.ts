import { Keypair } from '@solana/web3.js';
import { createFetchTransport } from '@streams/core/fetchTransport';
import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { type QuoteResponse, quoteResponseSchema } from '@streams/schemas/quote';
import { createSolanaRpc } from '@streams/solana/rpcClient';
import { type SolanaPubsub, createSolanaSubscriptions } from '@streams/solana/subscriptions';
import { type SwapRequest, type SwapState, createSwapExecutor } from '@streams/swap/executeSwap';
import { DEFAULT_SWAP_SETTINGS } from '@streams/swap/settings';
import { createTransactionEngine } from '@streams/tx/engine';
import { REFUSALS } from '@streams/tx/preSignChecks';
import { trustedProgramsOf } from '@streams/tx/trustedPrograms';
import { asyncScheduler, lastValueFrom } from 'rxjs';
import { DRAIN_ADDRESS, MEMO_PROGRAM } from '../../../sim/swap/rogueSwap';
import { createRecordingLogger } from '../../support/fakeLogger';
import { keypairSigner, wsSocket } from '../../support/nodePorts';
import { createTestCommands } from '../../support/txCommands';
import { type SwapSim, startSwapSim } from './swapSim';
import { intentOf, withIntent } from '../../streams/swap/fixtures';
import type { SwapIntent } from '@streams/swap/swapIntent';

/**
 * Swaps the simulator builds, run by the client's transaction command for an auto-signing wallet
 * (a quick account): the pre-sign checks compare the simulated balance changes with the quote
 * on the real ledger. Honest swaps in every shape pass; hostile builds are refused unsigned.
 */
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const logger = createRecordingLogger();
const trader = Keypair.fromSeed(new Uint8Array(32).fill(31));

let swapSim: SwapSim;
let pubsub: SolanaPubsub;
let execute: (request: SwapRequest) => Promise<SwapState>;
let signer: ReturnType<typeof keypairSigner>;

beforeAll(async () => {
  swapSim = await startSwapSim();
  await swapSim.fund(trader);
  const rpc = createSolanaRpc({ transport: createFetchTransport(fetch), url: swapSim.ledger.rpcUrl, scheduler: asyncScheduler, logger });
  pubsub = createSolanaSubscriptions({ socket: wsSocket, url: swapSim.ledger.wsUrl, scheduler: asyncScheduler, logger });
  const engine = createTransactionEngine({
    rpc,
    subscriptions: pubsub,
    storage: createMemoryStorage(),
    scheduler: asyncScheduler,
    logger,
    trustedPrograms: trustedProgramsOf('sim'),
  });
  const { commands } = createTestCommands(asyncScheduler, engine, { logger });
  const executor = createSwapExecutor({
    http: createHttpClient({ transport: createFetchTransport(fetch), scheduler: asyncScheduler, logger }),
    swapApi: `${swapSim.sim.url}/swap/v1`,
    commands,
    logger,
    latestBlockhash: () => rpc.getLatestBlockhash('confirmed'),
    readsRoute: true,
  });
  execute = (request) => lastValueFrom(executor.execute(request));
  signer = keypairSigner(trader);
}, 30_000);

afterEach(async () => {
  await swapSim.sim.post('/__sim/swap/rogue', { mode: 'none' });
  await swapSim.sim.post('/__sim/rogue', { kind: null });
});
afterAll(async () => {
  pubsub?.dispose();
  await swapSim?.close();
});

const quote = async (params: Record<string, string>): Promise<QuoteResponse> => {
  const { status, body } = await swapSim.quote(params);
  expect(status, JSON.stringify(body)).toBe(200);
  return quoteResponseSchema.parse(body);
};

const token = (mint: string) => ({ mint, symbol: mint === SOL ? 'SOL' : mint === USDC ? 'USDC' : 'JUP', decimals: mint === USDC ? 6 : 9 });
/**
 * The swap the user asked for: `asked` is what they chose and typed (the form's intent), the
 * quote what the service answered; by default they asked for exactly what was quoted.
 */
const swapOf = (quoted: QuoteResponse, asked: Partial<SwapIntent> = {}): SwapRequest =>
  withIntent({
    quote: quoted,
    signer: signer.signer,
    settings: DEFAULT_SWAP_SETTINGS,
    input: token(quoted.inputMint),
    output: token(quoted.outputMint),
    intent: {
      ...intentOf({ quote: quoted, signer: signer.signer, settings: DEFAULT_SWAP_SETTINGS, input: token(quoted.inputMint), output: token(quoted.outputMint) }),
      ...asked,
    },
  });
const outcome = (state: SwapState) => (state.status === 'failed' ? `failed: ${state.error.message}` : state.status);

describe('pre-sign checks on swaps the simulator builds', () => {
  it.each([
    ['SOL → USDC: wraps SOL, opens the USDC account', { inputMint: SOL, outputMint: USDC, amount: '100000000' }],
    ['USDC → SOL: unwraps the output', { inputMint: USDC, outputMint: SOL, amount: '5000000' }],
    ['SOL → JUP through USDC', { inputMint: SOL, outputMint: JUP, amount: '50000000' }],
    ['SOL → USDC ExactOut: at most the quoted maximum in', { inputMint: SOL, outputMint: USDC, amount: '2000000', swapMode: 'ExactOut' }],
  ])('%s: within the quote, signed, landed and measured', async (_name, params) => {
    const before = signer.signatures();
    const final = await execute(swapOf(await quote(params)));
    expect(outcome(final)).toBe('settled');
    expect(signer.signatures()).toBe(before + 1);
  });

  it('a swap that also calls an untrusted program is refused before signing', async () => {
    await swapSim.sim.post('/__sim/swap/rogue', { mode: 'program' });
    const before = signer.signatures();
    const final = await execute(swapOf(await quote({ inputMint: SOL, outputMint: USDC, amount: '10000000' })));
    expect(outcome(final)).toBe(`failed: ${REFUSALS.program(MEMO_PROGRAM.toBase58())}`);
    expect(signer.signatures()).toBe(before);
  });

  it('a swap that also sends SOL elsewhere (a trusted program, a hostile transfer) is refused before signing; nothing moves', async () => {
    await swapSim.sim.post('/__sim/swap/rogue', { mode: 'drain' });
    const before = signer.signatures();
    const lamports = swapSim.ledger.ledger.getLamports(trader.publicKey.toBase58());
    const final = await execute(swapOf(await quote({ inputMint: SOL, outputMint: USDC, amount: '10000000' })));
    expect(outcome(final)).toBe(`failed: ${REFUSALS.outflow('SOL')}`);
    expect(signer.signatures()).toBe(before);
    expect(swapSim.ledger.ledger.getLamports(trader.publicKey.toBase58())).toBe(lamports);
    expect(swapSim.ledger.ledger.getLamports(DRAIN_ADDRESS.toBase58())).toBe(0n);
  });

  describe('a rogue service (/__sim/rogue): one thing different from what was asked, never signed, nothing moves', () => {
    const refusedWith = async (kind: string | null, params: Record<string, string>, asked: (quoted: QuoteResponse) => Partial<SwapIntent> = () => ({})) => {
      await swapSim.sim.post('/__sim/rogue', { kind });
      const before = signer.signatures();
      const lamports = swapSim.ledger.ledger.getLamports(trader.publicKey.toBase58());
      const quoted = await quote(params);
      const final = await execute(swapOf(quoted, asked(quoted)));
      expect(signer.signatures()).toBe(before);
      expect(swapSim.ledger.ledger.getLamports(trader.publicKey.toBase58())).toBe(lamports);
      return outcome(final);
    };
    const SOL_USDC = { inputMint: SOL, outputMint: USDC, amount: '10000000' };

    it('quote-threshold: a minimum received of 1 is refused before anything is built', async () => {
      // The user saw (and accepted) the honest amount out; the rogue quote keeps it but drops the minimum.
      expect(await refusedWith('quote-threshold', SOL_USDC)).toMatch(
        /^failed: Refused to sign: the quote's minimum received is 0\.000001 USDC, less than the [\d.]+ USDC your 0\.5% slippage allows\.$/,
      );
    });

    it('quote-threshold on ExactOut: a maximum sold a hundred times the quote is refused', async () => {
      expect(await refusedWith('quote-threshold', { ...SOL_USDC, amount: '2000000', swapMode: 'ExactOut' })).toMatch(
        /^failed: Refused to sign: the quote's maximum sold is [\d.]+ SOL, more than the [\d.]+ SOL your 0\.5% slippage allows\.$/,
      );
    });

    it('quote-mint: a quote for another output token is refused', async () => {
      // The user chose USDC; the service answers a quote whose output is USDT.
      expect(await refusedWith('quote-mint', SOL_USDC, () => ({ output: token(USDC) }))).toBe(
        `failed: Refused to sign: the quote buys Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB, not the USDC you chose.`,
      );
    });

    it('swap-threshold: a route instruction enforcing a wider threshold than the slippage allows is refused', async () => {
      expect(await refusedWith('swap-threshold', SOL_USDC)).toMatch(
        /^failed: Refused to sign: the swap's minimum received is [\d.]+ USDC, less than the [\d.]+ USDC your 0\.5% slippage allows\.$/,
      );
    });

    it('swap-extra-outflow: a swap that also sends SOL elsewhere is refused', async () => {
      expect(await refusedWith('swap-extra-outflow', SOL_USDC)).toBe(`failed: ${REFUSALS.outflow('SOL')}`);
      expect(swapSim.ledger.ledger.getLamports(DRAIN_ADDRESS.toBase58())).toBe(0n);
    });

    it("swap-no-blockhash: a transaction on an all-zero blockhash is refused before any wallet sees it ('Missing blockhash')", async () => {
      expect(await refusedWith('swap-no-blockhash', SOL_USDC)).toBe('failed: Missing blockhash');
    });

    it('an honest quote for another amount than the user typed: refused', async () => {
      expect(await refusedWith(null, SOL_USDC, () => ({ amount: 20_000_000n }))).toBe(
        'failed: Refused to sign: the quote sells 0.01 SOL, not the 0.02 SOL you typed.',
      );
    });

    it('with the switch off again, the same swap is signed and lands', async () => {
      await swapSim.sim.post('/__sim/rogue', { kind: null });
      expect(outcome(await execute(swapOf(await quote(SOL_USDC))))).toBe('settled');
    });
  });
});
