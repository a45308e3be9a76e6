import { Keypair, PublicKey } from '@solana/web3.js';
import { createFetchTransport } from '@streams/core/fetchTransport';
import { createMemoryStorage } from '@streams/core/ports';
import { createSolanaRpc } from '@streams/solana/rpcClient';
import { type SolanaPubsub, createSolanaSubscriptions } from '@streams/solana/subscriptions';
import { type TransactionEngine, type TxState, createTransactionEngine } from '@streams/tx/index';
import { createHoldings } from '@streams/wallet/holdings';
import { type TransferPlan, buildTransfer } from '@streams/wallet/transfer';
import { createHttpClient } from '@streams/core/http';
import { asyncScheduler, filter, firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { keypairSigner, wsSocket } from '../../support/nodePorts';
import { transferSpendLimits } from '@streams/wallet/withdraw';
import { transactionView } from '@streams/transactionPage/transactionView';
import { eventually } from '../../support/simServer';
import { type WalletSim, startWalletSim } from './walletSim';

/**
 * Withdraw Tokens end to end below the UI: the holdings the drawer reads (service + ledger), a
 * transfer built for a fresh recipient, sent through the real transaction engine, landing on
 * the simulator's ledger.
 */
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const logger = createRecordingLogger();
const sender = Keypair.fromSeed(new Uint8Array(32).fill(7));
let wallet: WalletSim;
let pubsub: SolanaPubsub;
let engine: TransactionEngine;
let holdings: ReturnType<typeof createHoldings>;
let rpc: ReturnType<typeof createSolanaRpc>;

beforeAll(async () => {
  wallet = await startWalletSim();
  rpc = createSolanaRpc({ transport: createFetchTransport(fetch), url: wallet.ledger.rpcUrl, scheduler: asyncScheduler, logger });
  pubsub = createSolanaSubscriptions({ socket: wsSocket, url: wallet.ledger.wsUrl, scheduler: asyncScheduler, logger });
  engine = createTransactionEngine({ rpc, subscriptions: pubsub, storage: createMemoryStorage(), scheduler: asyncScheduler, logger });
  const http = createHttpClient({ transport: createFetchTransport(fetch), scheduler: asyncScheduler, logger });
  holdings = createHoldings({ http, rpc, ultraApi: `${wallet.sim.url}/ultra/v1`, scheduler: asyncScheduler });
  await wallet.sim.post('/__sim/faucet', { address: sender.publicKey.toBase58() });
  // the faucet's SOL is a real transfer: it lands a block later
  await eventually(
    () =>
      wallet.ledger.ledger.getLamports(sender.publicKey.toBase58()) > 0n && wallet.ledger.ledger.tokenBalance(sender.publicKey.toBase58(), USDC) > 0n
        ? true
        : undefined,
    5000,
  );
}, 60_000);

afterAll(async () => {
  pubsub?.dispose();
  await wallet?.close();
});

const holdingOf = async (mint: string) => {
  const state = await firstValueFrom(holdings.holdings$(sender.publicKey.toBase58()).pipe(filter((candidate) => candidate.status === 'ready')));
  const found =
    state.status === 'ready'
      ? state.value.find((holding) => holding.mint === mint && (mint !== 'So11111111111111111111111111111111111111112' || holding.native))
      : undefined;
  if (!found) throw new Error(`no ${mint} holding`);
  return found;
};

const send = async (plan: TransferPlan) => {
  // The quick account's pre-sign checks hold it to what a withdrawal may move (the amount, and the rent of a new recipient account).
  const states = await lastValueFrom(
    engine
      .execute({
        kind: 'build',
        build: buildTransfer(plan),
        signer: keypairSigner(sender).signer,
        label: 'Withdraw',
        spend: transferSpendLimits(plan, 'TOKEN'),
      })
      .pipe(toArray()),
  );
  return states.at(-1) as TxState;
};

describe('withdraw transfers on the ledger', () => {
  it('native SOL: the recipient receives exactly the amount', async () => {
    const sol = await holdingOf('So11111111111111111111111111111111111111112');
    const to = Keypair.generate().publicKey.toBase58();
    const final = await send({
      from: sender.publicKey.toBase58(),
      to,
      mint: sol.mint,
      native: true,
      amount: 1_250_000_000n,
      decimals: 9,
      programId: undefined,
      sourceAccount: undefined,
    });
    expect(final.status).toBe('confirmed');
    expect(await wallet.connection.getBalance(new PublicKey(to))).toBe(1_250_000_000);
  });

  it("an SPL token to a wallet that has no account for it: the recipient's associated account is created and credited", async () => {
    const usdc = await holdingOf(USDC);
    expect(usdc.programId).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    const to = Keypair.generate().publicKey.toBase58();
    const plan = {
      from: sender.publicKey.toBase58(),
      to,
      mint: USDC,
      native: false,
      amount: 12_500_000n,
      decimals: usdc.decimals,
      programId: usdc.programId,
      sourceAccount: usdc.accounts[0],
    };
    expect((await send(plan)).status).toBe('confirmed');
    expect(wallet.ledger.ledger.tokenBalance(to, USDC)).toBe(12_500_000n);
    expect(wallet.ledger.ledger.tokenBalance(sender.publicKey.toBase58(), USDC)).toBe(usdc.amount - 12_500_000n);
    // a second transfer to the same recipient reuses the account (the create is idempotent)
    expect((await send(plan)).status).toBe('confirmed');
    expect(wallet.ledger.ledger.tokenBalance(to, USDC)).toBe(25_000_000n);
  });

  it("the transaction page's data, read from the ledger's RPC: the signer, the fee, every balance change and the instructions by program", async () => {
    const usdc = await holdingOf(USDC);
    const to = Keypair.generate().publicKey.toBase58();
    const final = await send({
      from: sender.publicKey.toBase58(),
      to,
      mint: USDC,
      native: false,
      amount: 2_000_000n,
      decimals: usdc.decimals,
      programId: usdc.programId,
      sourceAccount: usdc.accounts[0],
    });
    if (final.status !== 'confirmed') throw new Error(`transfer ended ${final.status}`);
    const view = await firstValueFrom(transactionView({ rpc, scheduler: asyncScheduler })(final.signature).pipe(filter((state) => state.status === 'ready')));
    if (view.status !== 'ready') throw new Error('not ready');
    const landed = await wallet.connection.getTransaction(final.signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    const { details } = view;
    expect(view.confirmation).toMatch(/confirmed|finalized/);
    expect(details.err).toBeNull();
    expect(details.signers).toEqual([sender.publicKey.toBase58()]);
    expect(details.fee).toBe(BigInt(landed?.meta?.fee ?? -1));
    expect(details.slot).toBe(landed?.slot);
    const tokenChanges = details.changes.filter((change) => change.mint === USDC);
    expect(tokenChanges).toHaveLength(2);
    expect(tokenChanges).toEqual(
      expect.arrayContaining([
        { owner: sender.publicKey.toBase58(), mint: USDC, change: -2_000_000n, decimals: 6 },
        { owner: to, mint: USDC, change: 2_000_000n, decimals: 6 },
      ]),
    );
    // The sender paid the fee and the new account's rent: exactly what left its lamports.
    const senderSol = details.changes.find((change) => change.owner === sender.publicKey.toBase58() && change.mint !== USDC);
    const senderIndex = landed?.transaction.message.staticAccountKeys.findIndex((key) => key.toBase58() === sender.publicKey.toBase58()) ?? -1;
    expect(senderSol?.change).toBe(BigInt((landed?.meta?.postBalances[senderIndex] ?? 0) - (landed?.meta?.preBalances[senderIndex] ?? 0)));
    const programs = details.instructions.map((instruction) => instruction.programName);
    expect(programs).toContain('Associated Token Account Program');
    expect(programs.some((name) => name === 'Token Program')).toBe(true);
  });

  it('more than the balance fails in simulation, before any signature', async () => {
    const usdc = await holdingOf(USDC);
    const final = await send({
      from: sender.publicKey.toBase58(),
      to: Keypair.generate().publicKey.toBase58(),
      mint: USDC,
      native: false,
      amount: usdc.amount + 1n,
      decimals: usdc.decimals,
      programId: usdc.programId,
      sourceAccount: usdc.accounts[0],
    });
    expect(final.status).toBe('failed');
    expect(final.status === 'failed' && final.signature).toBeFalsy();
  });
});
