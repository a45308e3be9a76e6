import { Connection, type Keypair, VersionedTransaction } from '@solana/web3.js';
import { createHttpFaults } from '../../../sim/http/faults';
import { type RunningLedger, startLedger } from '../../../sim/ledger';
import { createLedgerBridge } from '../../../sim/ledgerBridge';
import { type TestSim, eventually, startTestSim } from '../../support/simServer';

/**
 * The ledger and the simulator in-process (ports 0), wired as sim/main.ts wires them, with the
 * market's own traders idle (rate 0) so pools move only when a test moves them.
 */
export interface SwapSim {
  readonly ledger: RunningLedger;
  readonly sim: TestSim;
  readonly connection: Connection;
  quote(params: Record<string, string>): Promise<{ status: number; body: unknown }>;
  /** Funds a wallet (10 SOL, USDC, USDT, JUP, Bonk) and waits for the SOL to land. */
  fund(owner: Keypair): Promise<void>;
  /** Signs a built swap as `owner` and sends it with preflight skipped; returns the signature. */
  send(swapTransaction: string, owner: Keypair): Promise<string>;
  /** Waits for a signature to reach confirmed. */
  confirmed(signature: string): Promise<void>;
  close(): Promise<void>;
}

export const startSwapSim = async (): Promise<SwapSim> => {
  const faults = createHttpFaults();
  const ledger = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 7, slotMs: 80, faults });
  const sim = await startTestSim({ ledger: createLedgerBridge(ledger.ledger), walletLedger: ledger.ledger, faults, tokenCount: 60, rate: 0 });
  const connection = new Connection(ledger.rpcUrl, { commitment: 'confirmed', wsEndpoint: ledger.wsUrl });
  return {
    ledger,
    sim,
    connection,
    quote: (params) => sim.get(`/swap/v1/quote?${new URLSearchParams(params).toString()}`),
    fund: async (owner) => {
      const address = owner.publicKey.toBase58();
      const { status } = await sim.post('/__sim/faucet', { address });
      if (status !== 200) throw new Error(`faucet answered ${status}`);
      await eventually(() => (ledger.ledger.getLamports(address) > 0n ? true : undefined));
    },
    send: async (swapTransaction, owner) => {
      const transaction = VersionedTransaction.deserialize(Buffer.from(swapTransaction, 'base64'));
      transaction.sign([owner]);
      return connection.sendRawTransaction(transaction.serialize(), { skipPreflight: true, maxRetries: 0 });
    },
    confirmed: async (signature) => {
      await eventually(() => {
        const status = ledger.ledger.signatureStatus(signature);
        return status && status.confirmationStatus !== 'processed' ? true : undefined;
      });
    },
    close: async () => {
      await sim.close();
      await ledger.close();
    },
  };
};
