import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { Subject, asyncScheduler, lastValueFrom, of } from 'rxjs';
import { startLedger } from '../sim/ledger/index';
import { startSim } from '../sim/server';
import { createFetchTransport } from '../streams/core/fetchTransport';
import { createHttpClient } from '../streams/core/http';
import { createMemoryStorage, silentLogger } from '../streams/core/ports';
import { createSolanaRpc } from '../streams/solana/rpcClient';
import { createSolanaSubscriptions } from '../streams/solana/subscriptions';
import { createQuotes } from '../streams/swap/quotes';
import { createTransactionEngine } from '../streams/tx/engine';
import { NATIVE_SOL } from '../streams/tx/landed';
import { keypairSigner, wsSocket } from '../test/support/nodePorts';
import { type Benchmark, round } from './harness';
import { sized } from './smoke';

/**
 * Issue 6's two latencies, on wall-clock time against the simulator in this process:
 * - keystroke → quote shown: an amount typed into the quote stream (T17 debounce 250 ms, then
 *   GET /swap/v1/quote) until the ready state for that amount arrives;
 * - landing → 'Transaction Confirmed': the ledger executing a transaction (its 400 ms blocks)
 *   until the engine reports it confirmed (signature subscription, not the 2 s poll).
 */
const KEYSTROKES = sized(40, 3);
const TRANSFERS = sized(30, 2);
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const keystrokeToQuote = async () => {
  const sim = await startSim({ host: '127.0.0.1', port: 0, seed: 7, tokenCount: 120 });
  try {
    const http = createHttpClient({ transport: createFetchTransport(fetch), scheduler: asyncScheduler, logger: silentLogger });
    const quotes = createQuotes({ http, swapApi: `${sim.url}/swap/v1`, scheduler: asyncScheduler, logger: silentLogger });
    const amount$ = new Subject<bigint>();
    const typedAt = new Map<bigint, number>();
    const latencies: number[] = [];
    const subscription = quotes
      .quote$({
        inputMint$: of(SOL),
        outputMint$: of(USDC),
        amount$,
        swapMode$: of('ExactIn' as const),
        options$: of({}),
        paused$: of(false),
        refresh$: new Subject<void>(),
      })
      .subscribe((state) => {
        if (state.status !== 'ready') return;
        const typed = typedAt.get(state.request.amount);
        if (typed !== undefined) latencies.push(performance.now() - typed);
        typedAt.delete(state.request.amount);
      });
    for (let i = 1; i <= KEYSTROKES; i++) {
      const amount = BigInt(i) * 10_000_000n;
      typedAt.set(amount, performance.now());
      amount$.next(amount);
      await pause(600);
    }
    subscription.unsubscribe();
    return latencies;
  } finally {
    await sim.close();
  }
};

const landingToConfirmed = async () => {
  const running = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 11 });
  const rpc = createSolanaRpc({ transport: createFetchTransport(fetch), url: running.rpcUrl, scheduler: asyncScheduler, logger: silentLogger });
  const pubsub = createSolanaSubscriptions({ socket: wsSocket, url: running.wsUrl, scheduler: asyncScheduler, logger: silentLogger });
  try {
    const engine = createTransactionEngine({ rpc, subscriptions: pubsub, storage: createMemoryStorage(), scheduler: asyncScheduler, logger: silentLogger });
    const payer = Keypair.fromSeed(new Uint8Array(32).fill(7));
    running.ledger.setLamports(payer.publicKey.toBase58(), 1_000_000_000_000n);
    const landedAt = new Map<string, number>();
    running.ledger.onTransaction((record) => landedAt.set(record.signature, performance.now()));
    const latencies: number[] = [];
    const { signer } = keypairSigner(payer);
    for (let i = 0; i < TRANSFERS; i++) {
      const to = Keypair.generate().publicKey;
      const build = ({ blockhash }: { blockhash: string }) =>
        new Uint8Array(
          new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash })
            .add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_000_000 + i }))
            .serialize({ requireAllSignatures: false, verifySignatures: false }),
        );
      const final = await lastValueFrom(
        engine.execute({ kind: 'build', build, signer, label: 'bench transfer', spend: { maxOutflow: { [NATIVE_SOL]: BigInt(1_000_000 + i) } } }),
      );
      const confirmedAt = performance.now();
      if (final.status !== 'confirmed') throw new Error(`transfer ended ${final.status}${final.status === 'failed' ? `: ${final.error.message}` : ''}`);
      const landed = landedAt.get(final.signature);
      if (landed !== undefined) latencies.push(confirmedAt - landed);
    }
    return latencies;
  } finally {
    pubsub.dispose();
    await running.close();
  }
};

export const swapLatencyBenchmark: Benchmark = {
  name: 'swap-latency',
  description: 'keystroke → quote shown (goal p95 ≤ 300 ms) and ledger landing → Transaction Confirmed (goal p95 ≤ 500 ms), wall clock, simulator in-process',
  run: async () => {
    const quotes = await keystrokeToQuote();
    const confirms = await landingToConfirmed();
    return [
      { name: `keystroke → quote, median (${quotes.length} quotes)`, value: round(percentile(quotes, 0.5), 1), unit: 'ms' },
      { name: 'keystroke → quote, p95', value: round(percentile(quotes, 0.95), 1), unit: 'ms' },
      { name: `landing → confirmed, median (${confirms.length} transfers)`, value: round(percentile(confirms, 0.5), 1), unit: 'ms' },
      { name: 'landing → confirmed, p95', value: round(percentile(confirms, 0.95), 1), unit: 'ms' },
    ];
  },
};
