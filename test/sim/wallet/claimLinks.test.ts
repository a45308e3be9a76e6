import { Keypair } from '@solana/web3.js';
import { createFetchTransport } from '@streams/core/fetchTransport';
import { createMemoryStorage } from '@streams/core/ports';
import { toBase58 } from '@streams/solana/codec';
import { createSolanaRpc } from '@streams/solana/rpcClient';
import { type SolanaPubsub, createSolanaSubscriptions } from '@streams/solana/subscriptions';
import { type ClaimLinks, LINK_MESSAGES, createClaimLinks } from '@streams/send/claimLinks';
import { readClaimFragment } from '@streams/send/claimLink';
import * as tools from '@streams/send/claimTransactions';
import { createSentLinks } from '@streams/send/sentLinks';
import { type CommandState, type TransactionEngine, createTransactionEngine } from '@streams/tx/index';
import { trustedProgramsOf } from '@streams/tx/trustedPrograms';
import { asyncScheduler, filter, firstValueFrom, lastValueFrom, of, toArray } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { keypairSigner, wsSocket } from '../../support/nodePorts';
import { eventually } from '../../support/simServer';
import { createTestCommands } from '../../support/txCommands';
import { type WalletSim, startWalletSim } from './walletSim';

/**
 * Claim links on the simulator's ledger (issue 28 item 2), through the real transaction command
 * and its pre-sign checks: a sender funds a one-time key, a recipient with an empty new wallet
 * claims it, a second claim is refused, a sender takes an unclaimed link back, and every unit
 * ends with the recipient or back with the sender (less the fees).
 */
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SOL = 'So11111111111111111111111111111111111111112';
const logger = createRecordingLogger();
const sender = Keypair.fromSeed(new Uint8Array(32).fill(11));
const senderAddress = sender.publicKey.toBase58();
let wallet: WalletSim;
let pubsub: SolanaPubsub;
let engine: TransactionEngine;
let links: ClaimLinks;
let refreshed: string[];

beforeAll(async () => {
  wallet = await startWalletSim();
  const rpc = createSolanaRpc({ transport: createFetchTransport(fetch), url: wallet.ledger.rpcUrl, scheduler: asyncScheduler, logger });
  pubsub = createSolanaSubscriptions({ socket: wsSocket, url: wallet.ledger.wsUrl, scheduler: asyncScheduler, logger });
  engine = createTransactionEngine({
    rpc,
    subscriptions: pubsub,
    storage: createMemoryStorage(),
    scheduler: asyncScheduler,
    logger,
    trustedPrograms: trustedProgramsOf('sim'),
  });
  const test = createTestCommands(asyncScheduler, engine, { logger });
  refreshed = test.refreshed;
  links = createClaimLinks({
    rpc,
    subscriptions: pubsub,
    logger,
    scheduler: asyncScheduler,
    commands: test.commands,
    refresh: (owner) => refreshed.push(owner),
    sentLinks: createSentLinks({ storage: createMemoryStorage(), logger }),
    tools$: of(tools),
  });
  await wallet.sim.post('/__sim/faucet', { address: senderAddress });
  await eventually(
    () => (wallet.ledger.ledger.getLamports(senderAddress) > 0n && wallet.ledger.ledger.tokenBalance(senderAddress, USDC) > 0n ? true : undefined),
    5000,
  );
}, 60_000);

afterAll(async () => {
  pubsub?.dispose();
  await wallet?.close();
});

const lamports = (address: string) => wallet.ledger.ledger.getLamports(address);
const tokens = (owner: string) => wallet.ledger.ledger.tokenBalance(owner, USDC);
const last = async (state$: ReturnType<ClaimLinks['claim']>): Promise<CommandState> => (await lastValueFrom(state$.pipe(toArray()))).at(-1) as CommandState;
const feeOf = async (signature: string) =>
  BigInt((await wallet.connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }))?.meta?.fee ?? -1);
const signatureOf = (state: CommandState) => {
  if (state.status !== 'confirmed') throw new Error(`ended ${state.status}: ${state.status === 'failed' ? state.error.message : ''}`);
  return state.signature;
};

const makeLink = async (token: { mint: string; native: boolean; amount: bigint; decimals: number; symbol: string }) => {
  const seed = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const usdcAccount = token.native ? undefined : tools.recipientTokenAccount(senderAddress, USDC, 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
  const state = await last(
    links.create({
      signer: keypairSigner(sender).signer,
      kind: 'gift',
      seed,
      ...token,
      amountText: '1',
      programId: token.native ? undefined : 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      sourceAccount: usdcAccount,
    }),
  );
  return { seed, claim: tools.claimKeyOf(seed).address, signature: signatureOf(state) };
};

describe('claim links on the ledger', () => {
  it('a USDC link: funded, claimed by a brand-new wallet, then a second claim is refused and nothing is left on the key', async () => {
    const senderSol = lamports(senderAddress);
    const senderUsdc = tokens(senderAddress);
    const link = await makeLink({ mint: USDC, native: false, amount: 1_000_000n, decimals: 6, symbol: 'USDC' });
    const fundFee = await feeOf(link.signature);
    // The key holds the token and the SOL its claim needs; the sender paid that, the key's token account's rent and the fee.
    expect(tokens(link.claim)).toBe(1_000_000n);
    expect(lamports(link.claim)).toBe(5_000n + 2_039_280n);
    expect(senderUsdc - tokens(senderAddress)).toBe(1_000_000n);
    expect(senderSol - lamports(senderAddress)).toBe(fundFee + 5_000n + 2_039_280n + 2_039_280n);

    const status = await firstValueFrom(links.status$({ ...sentLink(link.claim, link.seed) }).pipe(filter((state) => state.status !== 'loading')));
    expect(status).toMatchObject({ status: 'unclaimed', holdings: { lamports: 2_044_280n, token: { mint: USDC, amount: 1_000_000n } } });

    const recipient = Keypair.generate().publicKey.toBase58();
    const claimed = await last(links.claim(link.seed, recipient, '1 USDC'));
    const claimFee = await feeOf(signatureOf(claimed));
    expect(claimFee).toBe(5_000n);
    expect(tokens(recipient)).toBe(1_000_000n);
    expect(lamports(link.claim)).toBe(0n);
    // Everything the key held but its fee reached the recipient: its new token account's rent and the closed account's.
    const recipientAccount = tools.recipientTokenAccount(recipient, USDC, 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    expect(lamports(recipient) + lamports(recipientAccount)).toBe(2_044_280n + 2_039_280n - claimFee);
    expect(refreshed).toContain(recipient);

    await eventually(async () => {
      const after = await firstValueFrom(
        links.status$(sentLink(link.claim, link.seed)).pipe(filter((state) => state.status !== 'loading' && state.status !== 'unclaimed')),
      );
      return after.status === 'claimed' ? after : undefined;
    }, 5000).then((after) => expect(after).toMatchObject({ status: 'claimed', by: recipient }));

    const again = await last(links.claim(link.seed, Keypair.generate().publicKey.toBase58(), '1 USDC'));
    expect(again).toMatchObject({ status: 'failed', error: { message: LINK_MESSAGES.claimed } });
  }, 30_000);

  it('a SOL link taken back by its sender: everything but the two fees returns, and a claim afterwards says the sender took it back', async () => {
    const before = lamports(senderAddress);
    const link = await makeLink({ mint: SOL, native: true, amount: 10_000_000n, decimals: 9, symbol: 'SOL' });
    expect(lamports(link.claim)).toBe(10_005_000n);
    const reclaimed = await last(links.claim(link.seed, senderAddress, '0.01 SOL', 'reclaim'));
    signatureOf(reclaimed);
    expect(lamports(link.claim)).toBe(0n);
    expect(before - lamports(senderAddress)).toBe((await feeOf(link.signature)) + 5_000n);

    const opened = await firstValueFrom(links.open$(link.seed, link.claim.slice(0, 6)).pipe(filter((state) => state.status !== 'loading')));
    expect(opened).toMatchObject({ status: 'reclaimed', claim: link.claim });
    const late = await last(links.claim(link.seed, Keypair.generate().publicKey.toBase58(), '0.01 SOL'));
    expect(late).toMatchObject({ status: 'failed', error: { message: LINK_MESSAGES.reclaimed } });
  }, 30_000);

  it('two browsers claim the same link at once: one claim lands, the other never does, and nothing is lost', async () => {
    const link = await makeLink({ mint: USDC, native: false, amount: 2_000_000n, decimals: 6, symbol: 'USDC' });
    // A second browser: its own transaction command and gate, the same ledger.
    const rpc = createSolanaRpc({ transport: createFetchTransport(fetch), url: wallet.ledger.rpcUrl, scheduler: asyncScheduler, logger });
    const other = createClaimLinks({
      rpc,
      subscriptions: pubsub,
      logger,
      scheduler: asyncScheduler,
      commands: createTestCommands(asyncScheduler, engine, { logger }).commands,
      refresh: () => undefined,
      sentLinks: createSentLinks({ storage: createMemoryStorage(), logger }),
      tools$: of(tools),
    });
    const first = Keypair.generate().publicKey.toBase58();
    const second = Keypair.generate().publicKey.toBase58();
    const runs = [links.claim(link.seed, first, '2 USDC'), other.claim(link.seed, second, '2 USDC')];
    const states: CommandState[][] = [[], []];
    runs.forEach((run, index) => run.subscribe((state) => states[index]?.push(state)));
    // One lands; the other, signed against the same key, can no longer (its funds are gone): it never confirms.
    await Promise.any(runs.map((run) => firstValueFrom(run.pipe(filter((state) => state.status === 'confirmed')))));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(states.filter((seen) => seen.some((state) => state.status === 'confirmed'))).toHaveLength(1);
    // Exactly one recipient has the 2 USDC; the key holds nothing.
    expect([tokens(first), tokens(second)].sort()).toEqual([0n, 2_000_000n]);
    expect(lamports(link.claim)).toBe(0n);
  }, 30_000);

  it('a link whose seed was altered is damaged, not "claimed"; the fragment reader refuses malformed text', async () => {
    const seed = new Uint8Array(32).fill(3);
    const claim = tools.claimKeyOf(seed).address;
    const altered = seed.slice();
    altered[5] = 4;
    expect(await firstValueFrom(links.open$(altered, claim.slice(0, 6)))).toEqual({ status: 'damaged' });
    expect(readClaimFragment(`#k=${toBase58(seed)}&a=${claim.slice(0, 6)}`)).toMatchObject({ status: 'ok', addressCheck: claim.slice(0, 6) });
    expect(readClaimFragment('#k=not-base58!&a=abcdef')).toEqual({ status: 'damaged' });
    expect(readClaimFragment(`#k=${toBase58(seed)}`)).toEqual({ status: 'damaged' });
    expect(readClaimFragment('')).toEqual({ status: 'none' });
  });
});

const sentLink = (claim: string, seed: Uint8Array) => ({
  claim,
  seed: toBase58(seed),
  sender: senderAddress,
  kind: 'gift' as const,
  mint: USDC,
  native: false,
  symbol: 'USDC',
  amount: '1000000',
  decimals: 6,
  createdAt: 0,
  funded: true,
});
