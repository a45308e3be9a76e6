import { Keypair, type PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { createFetchTransport } from '@streams/core/fetchTransport';
import { createMemoryStorage } from '@streams/core/ports';
import type { BlockhashWithExpiry, SolanaRpc } from '@streams/solana/ports';
import { createSolanaRpc } from '@streams/solana/rpcClient';
import { type SolanaPubsub, createSolanaSubscriptions } from '@streams/solana/subscriptions';
import {
  NATIVE_SOL,
  PENDING_TX_KEY,
  TX_MESSAGES,
  type TransactionEngine,
  type TxRequest,
  type TxState,
  balanceChanges,
  createTransactionEngine,
} from '@streams/tx/index';
import { asyncScheduler, firstValueFrom, lastValueFrom, tap, toArray } from 'rxjs';
import { type RunningLedger, startLedger } from '../../sim/ledger';
import { createRecordingLogger } from '../support/fakeLogger';
import { keypairSigner, wsSocket } from '../support/nodePorts';
import { REFUSALS } from '@streams/tx/preSignChecks';
import { eventually } from '../support/simServer';

/**
 * The transaction engine against the simulator's real ledger (litesvm behind JSON-RPC and
 * pubsub), in-process, on wall-clock time: a block every 50 ms, resends every 1,750 ms.
 */
const transfer = (from: Keypair, to: PublicKey, lamports: number) => (hash: Pick<BlockhashWithExpiry, 'blockhash'>) =>
  new Uint8Array(
    new Transaction({ feePayer: from.publicKey, recentBlockhash: hash.blockhash })
      .add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }))
      .serialize({ requireAllSignatures: false, verifySignatures: false }),
  );

let running: RunningLedger;
let rpc: SolanaRpc;
let pubsub: SolanaPubsub;
let engine: TransactionEngine;
let storage: ReturnType<typeof createMemoryStorage>;
const sends: string[] = [];
const payer = Keypair.fromSeed(new Uint8Array(32).fill(42));
const logger = createRecordingLogger();

const run = (request: TxRequest) => lastValueFrom(engine.execute(request).pipe(toArray()));
const statuses = (states: readonly TxState[]) => states.map((state) => state.status);

beforeAll(async () => {
  running = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 11, slotMs: 50 });
  const real = createSolanaRpc({ transport: createFetchTransport(fetch), url: running.rpcUrl, scheduler: asyncScheduler, logger });
  // Count what goes out on the wire, to prove resends use one signature.
  rpc = { ...real, sendTransaction: (wire, options) => real.sendTransaction(wire, options).pipe(tap((signature) => sends.push(signature))) };
  pubsub = createSolanaSubscriptions({ socket: wsSocket, url: running.wsUrl, scheduler: asyncScheduler, logger });
  storage = createMemoryStorage();
  engine = createTransactionEngine({ rpc, subscriptions: pubsub, storage, scheduler: asyncScheduler, logger });
  running.ledger.faucet(payer.publicKey.toBase58(), []);
  await eventually(() => (running.ledger.getLamports(payer.publicKey.toBase58()) > 0n ? true : undefined), 5000);
}, 60_000);

afterAll(async () => {
  pubsub?.dispose();
  await running?.close();
});

beforeEach(() => {
  sends.length = 0;
  running.ledger.dropNextSends(0);
});

describe('transaction engine on the simulator ledger', () => {
  it('a SOL transfer confirms, the balance moves, and the landed record gives the amounts', async () => {
    const to = Keypair.generate().publicKey;
    const wallet = keypairSigner(payer);
    const states = await run({
      kind: 'build',
      build: transfer(payer, to, 10_000_000),
      signer: wallet.signer,
      label: 'Send 0.01 SOL',
      spend: { maxOutflow: { [NATIVE_SOL]: 10_000_000n } },
    });

    expect(statuses(states)).toEqual(['preparing', 'simulating', 'awaiting-signature', 'sending', 'confirming', 'confirmed']);
    const final = states.at(-1);
    if (final?.status !== 'confirmed') throw new Error('not confirmed');
    expect(running.ledger.getLamports(to.toBase58())).toBe(10_000_000n);
    const landedIn = running.ledger.signatureStatus(final.signature);
    expect(landedIn).toMatchObject({ err: null });
    expect(final.slot).toBeGreaterThanOrEqual(landedIn?.slot ?? Infinity); // the socket reports the slot it saw it confirmed in
    expect(wallet.signatures()).toBe(1);
    expect(storage.getItem(PENDING_TX_KEY)).toBeNull();

    const record = await firstValueFrom(engine.fetchLanded(final.signature));
    if (!record) throw new Error('the landed transaction could not be read');
    expect(record.fee).toBe(5000n);
    expect(balanceChanges(record, payer.publicKey.toBase58(), NATIVE_SOL, NATIVE_SOL)).toMatchObject({ ok: true, inputAmount: 10_000_000n });
    expect(balanceChanges(record, to.toBase58(), NATIVE_SOL, NATIVE_SOL)).toMatchObject({ ok: true, outputAmount: 10_000_000n });
  });

  it('with the first two sends dropped, resends of the same bytes land it exactly once', async () => {
    const to = Keypair.generate().publicKey;
    const wallet = keypairSigner(payer);
    running.ledger.dropNextSends(2);
    const states = await run({
      kind: 'build',
      build: transfer(payer, to, 20_000_000),
      signer: wallet.signer,
      label: 'Send 0.02 SOL',
      spend: { maxOutflow: { [NATIVE_SOL]: 20_000_000n } },
    });

    expect(states.filter((state) => state.status === 'confirmed')).toHaveLength(1);
    expect(states.at(-1)?.status).toBe('confirmed');
    expect(sends.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sends).size).toBe(1); // one signature, never re-signed
    expect(wallet.signatures()).toBe(1);
    expect(running.ledger.getLamports(to.toBase58())).toBe(20_000_000n);
  });

  it('an auto-signing wallet refuses a transfer that moves more than it was allowed, before signing', async () => {
    const to = Keypair.generate().publicKey;
    const wallet = keypairSigner(payer);
    const states = await run({
      kind: 'build',
      build: transfer(payer, to, 10_000_000),
      signer: wallet.signer,
      label: 'Send 0.01 SOL',
      spend: { maxOutflow: { [NATIVE_SOL]: 9_999_999n } },
    });
    expect(states.at(-1)).toMatchObject({ status: 'failed', error: { kind: 'refused', message: REFUSALS.outflow('SOL') } });
    expect(wallet.signatures()).toBe(0);
    expect(running.ledger.getLamports(to.toBase58())).toBe(0n);
  });

  it('a transaction whose blockhash has expired ends expired after the final status check', async () => {
    const to = Keypair.generate().publicKey;
    const hash = await firstValueFrom(rpc.getLatestBlockhash('confirmed'));
    running.ledger.advance(151); // the blockhash is now past its last valid block height
    const wallet = keypairSigner(payer);
    const request = {
      kind: 'prebuilt',
      wire: transfer(payer, to, 1_000_000)(hash),
      lastValidBlockHeight: hash.lastValidBlockHeight,
      signer: wallet.signer,
      label: 'Late',
    } as const;

    const blocked = await run(request);
    expect(blocked.at(-1)).toMatchObject({ status: 'failed', error: { message: TX_MESSAGES.expired } }); // simulation said BlockhashNotFound
    expect(wallet.signatures()).toBe(0);

    // An auto-signing wallet never signs what its simulation could not check, skip preflight or not.
    const unchecked = await run({ ...request, skipPreflight: true });
    expect(unchecked.at(-1)).toMatchObject({ status: 'failed', error: { kind: 'refused', message: REFUSALS.unchecked } });
    expect(wallet.signatures()).toBe(0);

    // A wallet that prompts may send it anyway: it ends expired once past its block height.
    const states = await run({ ...request, skipPreflight: true, signer: { ...wallet.signer, autoSigns: false } });
    expect(statuses(states)).toEqual(['preparing', 'simulating', 'awaiting-signature', 'sending', 'confirming', 'expired']);
    expect(states.at(-1)).toMatchObject({ status: 'expired', error: { message: 'Transaction has expired and was not confirmed. Please try again.' } });
    expect(running.ledger.getLamports(to.toBase58())).toBe(0n);
    expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
  });
});
