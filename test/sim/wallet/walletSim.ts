import { Connection } from '@solana/web3.js';
import { createHttpFaults } from '../../../sim/http/faults';
import { type RunningLedger, startLedger } from '../../../sim/ledger';
import { createLedgerBridge } from '../../../sim/ledgerBridge';
import type { WalletStore } from '../../../sim/wallet/walletStore';
import { type TestSim, startTestSim } from '../../support/simServer';

/** A ledger and the simulator in-process (ports 0), wired as sim/main.ts wires them. */
export interface WalletSim {
  readonly ledger: RunningLedger;
  readonly sim: TestSim;
  readonly store: WalletStore;
  readonly connection: Connection;
  get(path: string): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

export const startWalletSim = async (): Promise<WalletSim> => {
  const faults = createHttpFaults();
  const ledger = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 7, slotMs: 100, faults });
  const sim = await startTestSim({ ledger: createLedgerBridge(ledger.ledger), walletLedger: ledger.ledger, faults, tokenCount: 60 });
  const connection = new Connection(ledger.rpcUrl, { commitment: 'confirmed', wsEndpoint: ledger.wsUrl });
  return {
    ledger,
    sim,
    store: sim.wallets,
    connection,
    get: async (path) => {
      const { status, body } = await sim.get(path);
      return { status, body };
    },
    close: async () => {
      await sim.close();
      await ledger.close();
    },
  };
};
