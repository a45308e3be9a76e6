import { Keypair } from '@solana/web3.js';
import { createFetchTransport } from '@streams/core/fetchTransport';
import { createHttpClient } from '@streams/core/http';
import { createMemoryStorage } from '@streams/core/ports';
import { USDC_MINT } from '@streams/perps/markets';
import { type PositionActions, createPositionActions } from '@streams/perps/positionActions';
import { convertPortfolio } from '@streams/portfolio/convertPortfolio';
import type { PerpPosition } from '@streams/portfolio/types';
import { portfolioResponseSchema } from '@streams/schemas/portfolio';
import { createSolanaRpc } from '@streams/solana/rpcClient';
import { type SolanaPubsub, createSolanaSubscriptions } from '@streams/solana/subscriptions';
import type { CommandState } from '@streams/tx/command';
import { createTransactionEngine } from '@streams/tx/engine';
import { type Observable, asyncScheduler, lastValueFrom } from 'rxjs';
import { createCustody } from '../../../sim/perps/custody';
import { createRecordingLogger } from '../../support/fakeLogger';
import { keypairSigner, wsSocket } from '../../support/nodePorts';
import { eventually } from '../../support/simServer';
import { createTestCommands } from '../../support/txCommands';
import { type WalletSim, startWalletSim } from '../wallet/walletSim';

/**
 * Perps below the UI: the client's position actions through the real transaction engine
 * against the simulator's ledger, with a funded trader (its seed byte picks the keypair).
 */
export interface PerpsHarness {
  readonly wallet: WalletSim;
  readonly actions: PositionActions;
  readonly signer: ReturnType<typeof keypairSigner>['signer'];
  readonly owner: string;
  readonly custody: string;
  /** The one transaction command on the real engine, and the ports, for other writes (JLP). */
  readonly commands: ReturnType<typeof createTestCommands>['commands'];
  readonly http: ReturnType<typeof createHttpClient>;
  readonly rpc: ReturnType<typeof createSolanaRpc>;
  readonly logger: ReturnType<typeof createRecordingLogger>;
  /** The wallet's positions as the drawer gets them: fetchJup's Leverage element, converted. */
  positions(): Promise<readonly PerpPosition[]>;
  usdc(address: string): bigint;
  close(): Promise<void>;
}

export const startPerpsHarness = async (seedByte: number): Promise<PerpsHarness> => {
  const logger = createRecordingLogger();
  const trader = Keypair.fromSeed(new Uint8Array(32).fill(seedByte));
  const owner = trader.publicKey.toBase58();
  const wallet = await startWalletSim();
  const rpc = createSolanaRpc({ transport: createFetchTransport(fetch), url: wallet.ledger.rpcUrl, scheduler: asyncScheduler, logger });
  const pubsub: SolanaPubsub = createSolanaSubscriptions({ socket: wsSocket, url: wallet.ledger.wsUrl, scheduler: asyncScheduler, logger });
  const engine = createTransactionEngine({ rpc, subscriptions: pubsub, storage: createMemoryStorage(), scheduler: asyncScheduler, logger });
  const http = createHttpClient({ transport: createFetchTransport(fetch), scheduler: asyncScheduler, logger });
  // An auto-signing wallet: every action also passes the pre-sign checks against the real ledger.
  const { commands } = createTestCommands(asyncScheduler, engine, { logger });
  const actions = createPositionActions({ http, perpsApi: `${wallet.sim.url}/perps/v2`, commands, logger });
  const custody = createCustody(wallet.ledger.ledger, wallet.sim.market().seed).address;
  await wallet.sim.post('/__sim/faucet', { address: owner });
  await eventually(() => (wallet.ledger.ledger.getLamports(owner) > 0n && wallet.ledger.ledger.tokenBalance(owner, USDC_MINT) > 0n ? true : undefined), 5000);
  return {
    wallet,
    actions,
    signer: keypairSigner(trader).signer,
    owner,
    custody,
    commands,
    http,
    rpc,
    logger,
    positions: async () => {
      const { status, body } = await wallet.get(`/v1/portfolio/fetchJup?address=${owner}&addressSystem=solana`);
      if (status !== 200) throw new Error(`portfolio answered ${status}`);
      const response = portfolioResponseSchema.parse(body);
      const positions = convertPortfolio(response).perpetual.openedPositions;
      if (response.elements.some((element) => element.label === 'Leverage') !== positions.length > 0)
        throw new Error('the Leverage element and the positions disagree');
      return positions;
    },
    usdc: (address) => wallet.ledger.ledger.tokenBalance(address, USDC_MINT),
    close: async () => {
      pubsub.dispose();
      await wallet.close();
    },
  };
};

/** The command's final state, which must be 'confirmed'. */
export const confirmed = async (state$: Observable<CommandState>) => {
  const final = await lastValueFrom(state$);
  if (final.status !== 'confirmed') throw new Error(`expected confirmed, got ${final.status}${final.status === 'failed' ? `: ${final.error.message}` : ''}`);
  return final;
};

/** The command's failure message ('confirmed' when it did not fail). */
export const failure = async (state$: Observable<CommandState>) => {
  const final = await lastValueFrom(state$);
  return final.status === 'failed' ? final.error.message : final.status;
};
