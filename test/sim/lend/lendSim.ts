import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { createHttpFaults } from '../../../sim/http/faults';
import { type RunningLedger, startLedger } from '../../../sim/ledger';
import { createLedgerBridge } from '../../../sim/ledgerBridge';
import { earnVaultOf, lendKeysOf } from '../../../sim/lend/vaults';
import { type TestSim, startTestSim } from '../../support/simServer';

/**
 * The ledger and the simulator in-process for the lend tests: blocks only when a test makes
 * them (`block()`), the market idle (rate 0), a funded user who signs what the service builds.
 */
export const SOL = 'So11111111111111111111111111111111111111112';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const SEED = 7;

export interface LendSim {
  readonly running: RunningLedger;
  readonly sim: TestSim;
  readonly user: Keypair;
  readonly owner: string;
  readonly shareMintOf: (symbol: string) => string;
  block(count?: number): void;
  /** POSTs a build route: the transaction the service answers, not yet signed by the user. */
  build(path: string, body: Record<string, unknown>): Promise<VersionedTransaction>;
  /** Signs as the user, sends and lands it: its signature and the ledger's error (null when it succeeded). */
  land(transaction: VersionedTransaction): { readonly signature: string; readonly err: unknown };
  /** POSTs a build route, signs the answer as the user, sends it and lands it; returns the signature. */
  signAndLand(path: string, body: Record<string, unknown>): Promise<string>;
  json(path: string): Promise<unknown>;
  close(): Promise<void>;
}

export const startLendSim = async (): Promise<LendSim> => {
  const faults = createHttpFaults();
  const running = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: SEED, slotMs: 0, faults });
  const { ledger } = running;
  const sim = await startTestSim({ seed: SEED, ledger: createLedgerBridge(ledger), walletLedger: ledger, faults, tokenCount: 60, rate: 0 });
  ledger.advance(2);
  const user = Keypair.generate();
  const owner = user.publicKey.toBase58();
  ledger.setLamports(owner, 10_000_000_000n);
  ledger.setTokenBalance(owner, USDC, 1_000_000_000n);
  const keys = lendKeysOf(SEED);
  return {
    running,
    sim,
    user,
    owner,
    shareMintOf: (symbol) => {
      const vault = earnVaultOf(symbol);
      if (!vault) throw new Error(`no ${symbol} vault`);
      return keys.shareMint(vault);
    },
    block: (count = 1) => ledger.advance(count),
    build: async (path, body) => {
      const { status, body: answer } = await sim.post(path, body);
      if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(answer)}`);
      return VersionedTransaction.deserialize(Buffer.from((answer as { transaction: string }).transaction, 'base64'));
    },
    land: (transaction) => {
      transaction.sign([user]);
      const signature = ledger.submitTransaction(transaction.serialize(), { skipPreflight: true });
      ledger.advance(1);
      const status = ledger.signatureStatus(signature);
      return { signature, err: status ? status.err : 'not landed' };
    },
    signAndLand: async (path, body) => {
      const { status, body: answer } = await sim.post(path, body);
      if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(answer)}`);
      const transaction = VersionedTransaction.deserialize(Buffer.from((answer as { transaction: string }).transaction, 'base64'));
      transaction.sign([user]);
      const signature = ledger.submitTransaction(transaction.serialize());
      ledger.advance(1);
      const landed = ledger.signatureStatus(signature);
      if (!landed || landed.err !== null) throw new Error(`${path}: the transaction did not land: ${JSON.stringify(landed)}`);
      return signature;
    },
    json: async (path) => (await sim.get(path)).body,
    close: async () => {
      await sim.close();
      await running.close();
    },
  };
};

/** One lend simulator for a test file: started before its tests, closed after. */
export const useLendSim = (): (() => LendSim) => {
  let lend: LendSim | undefined;
  beforeAll(async () => {
    lend = await startLendSim();
  }, 60_000);
  afterAll(async () => {
    await lend?.close();
  });
  return () => {
    if (!lend) throw new Error('the lend simulator has not started');
    return lend;
  };
};
