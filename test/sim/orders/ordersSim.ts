import { type Keypair, VersionedTransaction } from '@solana/web3.js';
import { createHttpFaults } from '../../../sim/http/faults';
import { transactionFee } from '../../../sim/ledger/fees';
import { parseWireTransaction } from '../../../sim/ledger/wire';
import { type RunningLedger, startLedger } from '../../../sim/ledger';
import { createLedgerBridge } from '../../../sim/ledgerBridge';
import { orderAuthorityOf } from '../../../sim/orders/orderAuthority';
import { type TestSim, startTestSim } from '../../support/simServer';

/**
 * The ledger and the simulator in-process for the order tests: blocks only when a test makes
 * them (slotMs 0, `block()`), the market's traders idle (rate 0), and a clock the test can move
 * forward (`later(ms)`) for expiries and recurring intervals.
 */
export const SOL = 'So11111111111111111111111111111111111111112';
export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
export const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
export const SEED = 7;
export const ALLOWED_PROGRAMS = [
  'ComputeBudget111111111111111111111111111111',
  '11111111111111111111111111111111',
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
];

export interface OrdersSim {
  readonly running: RunningLedger;
  readonly sim: TestSim;
  /** The order authority: owns the escrows. */
  readonly authority: string;
  /** Moves the simulator's clock forward. */
  later(ms: number): void;
  /** Produces blocks (each lands what was sent, then the keepers run). */
  block(count?: number): void;
  /** 10 SOL and 1,000 USDC, set on the ledger directly. */
  fund(owner: Keypair): void;
  /** Signs a built transaction as `owner` and sends it (preflight on); returns the signature. */
  send(transaction: string, owner: Keypair): string;
  /** The program ids a built transaction invokes. */
  programsOf(transaction: string): string[];
  /** The data of every instruction of a built transaction to `programId`. */
  dataTo(transaction: string, programId: string): Uint8Array[];
  /** The built transaction with the data of its first instruction to `programId` replaced. */
  withData(transaction: string, programId: string, data: Uint8Array): string;
  /** A token account's balance (0 when it does not exist). */
  accountBalance(owner: string, address: string): bigint;
  close(): Promise<void>;
}

export const startOrdersSim = async (): Promise<OrdersSim> => {
  const faults = createHttpFaults();
  let offset = 0;
  const running = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: SEED, slotMs: 0, faults });
  const ledger = running.ledger;
  const sim = await startTestSim({
    seed: SEED,
    ledger: createLedgerBridge(ledger),
    walletLedger: ledger,
    faults,
    tokenCount: 60,
    rate: 0,
    now: () => Date.now() + offset,
  });
  ledger.advance(2);
  return {
    running,
    sim,
    authority: orderAuthorityOf(SEED).publicKey.toBase58(),
    later: (ms) => {
      offset += ms;
    },
    block: (count = 1) => ledger.advance(count),
    fund: (owner) => {
      const address = owner.publicKey.toBase58();
      ledger.setLamports(address, 10_000_000_000n);
      ledger.setTokenBalance(address, USDC, 1_000_000_000n);
    },
    send: (transaction, owner) => {
      const decoded = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
      decoded.sign([owner]);
      return ledger.submitTransaction(decoded.serialize());
    },
    programsOf: (transaction) => {
      const { message } = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
      return message.compiledInstructions.map((instruction) => message.staticAccountKeys[instruction.programIdIndex]?.toBase58() ?? '');
    },
    dataTo: (transaction, programId) => {
      const { message } = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
      return message.compiledInstructions
        .filter((instruction) => message.staticAccountKeys[instruction.programIdIndex]?.toBase58() === programId)
        .map((instruction) => instruction.data);
    },
    withData: (transaction, programId, data) => {
      const decoded = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
      const { message } = decoded;
      const target = message.compiledInstructions.find((instruction) => message.staticAccountKeys[instruction.programIdIndex]?.toBase58() === programId);
      if (!target) throw new Error(`no instruction to ${programId}`);
      target.data = data;
      return Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
    },
    accountBalance: (owner, address) => ledger.tokenAccounts(owner).find((account) => account.address === address)?.amount ?? 0n,
    close: async () => {
      await sim.close();
      await running.close();
    },
  };
};

/** The fee a built transaction costs its payer, as the ledger charges it (signatures and compute budget). */
export const feeOf = (transaction: string): bigint => transactionFee(parseWireTransaction(Buffer.from(transaction, 'base64')).message, () => false);
