import { Keypair } from '@solana/web3.js';
import { createHttpFaults } from '../../../sim/http/faults';
import { type RunningLedger, startLedger } from '../../../sim/ledger';
import { createLedgerBridge } from '../../../sim/ledgerBridge';
import { type Transfer, transferSchema } from '../../../streams/schemas';
import { type TestSim, startTestSim } from '../../support/simServer';

export const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const SEED = 7;

/**
 * The simulator and its ledger in-process for the onboarding tests, on a clock the test moves
 * (`wait(ms)`): blocks only when a test makes them (`block()`), the market idle, a fresh
 * wallet per call of `wallet()`.
 */
export const startOnboardSim = async () => {
  let clock = Date.UTC(2026, 10, 27, 12);
  const faults = createHttpFaults();
  const running: RunningLedger = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: SEED, slotMs: 0, faults });
  const { ledger } = running;
  const sim: TestSim = await startTestSim({
    seed: SEED,
    ledger: createLedgerBridge(ledger),
    walletLedger: ledger,
    faults,
    tokenCount: 60,
    rate: 0,
    now: () => clock,
  });
  ledger.advance(2);
  const transfer = async (id: string): Promise<Transfer> => transferSchema.parse((await sim.get(`/onboard/v1/transfers/${id}`)).body);
  return {
    sim,
    ledger,
    wallet: () => Keypair.generate().publicKey.toBase58(),
    /** Moves the services' clock on; their next tick (every 100 ms) acts on it. */
    wait: (ms: number) => {
      clock += ms;
    },
    block: (count = 1) => ledger.advance(count),
    transfer,
    /** Waits for the transfer's Solana transaction to be sent (the tick after its time), then lands it. */
    landDelivery: async (id: string): Promise<Transfer> => {
      const signature = await (async () => {
        for (let tries = 0; tries < 100; tries++) {
          const now = await transfer(id);
          if (now.signature !== null || now.status !== 'pending') return now.signature;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the transfer was never delivered');
      })();
      if (signature !== null) ledger.advance(1);
      return transfer(id);
    },
    close: async () => {
      await sim.close();
      await running.close();
    },
  };
};

export type OnboardSim = Awaited<ReturnType<typeof startOnboardSim>>;

/** One simulator for a test file: started before its tests, closed after. */
export const useOnboardSim = (): (() => OnboardSim) => {
  let current: OnboardSim | undefined;
  beforeAll(async () => {
    current = await startOnboardSim();
  }, 60_000);
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('the onboarding simulator has not started');
    return current;
  };
};
