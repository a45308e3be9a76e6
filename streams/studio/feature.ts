import { type Observable, Subject, of } from 'rxjs';
import type { FeatureRegistry } from '../core/featureRegistry';
import type { PortNeeds } from '../core/featureNeeds';
import type { SolanaRpc } from '../solana/ports';
import type { CommandState } from '../tx/command';
import { txError } from '../tx/errors';
import { type TxNeeds, txFeature } from '../tx/feature';
import type { WalletSession } from '../wallet/walletSession';
import { createLaunchForm } from './launchForm';
import { createLaunchPage } from './launchPage';
import { createMyLaunches } from './myLaunches';
import { createStudioCommands } from './launchCommand';
import type { LaunchRequest } from './launchRules';

/**
 * The Studio as a feature built on first use (issue 28 item 3): /studio's launch form and
 * launches through the one transaction command, signed by the connected wallet, and the launch
 * pages (/studio/{mint}). The studio is the market data host (the simulator's 8787).
 */
export const studioFeature = (
  deps: Pick<PortNeeds, 'http' | 'scheduler' | 'logger' | 'config'> & { readonly rpc: SolanaRpc; readonly session: WalletSession },
  features: FeatureRegistry<TxNeeds>,
) => {
  const { http, scheduler, logger, config, rpc, session } = deps;
  const studioApi = config.endpoints.marketApi;
  const tx = features.get(txFeature);
  const landed = new Subject<void>();
  const myLaunches = createMyLaunches({ http, studioApi, logger });
  const commands = createStudioCommands({ http, studioApi, commands: tx.commands, latestBlockhash: () => rpc.getLatestBlockhash('confirmed'), logger });
  return {
    /** The Studio's service is the simulator's: on mainnet there is nothing to launch with (its API differs and is not wired). */
    available: config.profile !== 'mainnet',
    form: createLaunchForm(),
    launch$: createLaunchPage({ http, studioApi, scheduler, logger }),
    /** The wallet's launches, read again whenever one of its launches ends. */
    myLaunches$: (owner: string) => myLaunches(owner, landed),
    /** Launches with the connected wallet; `onMint` hears the new mint once the studio names it. */
    launch: (request: LaunchRequest, onMint?: (mint: string) => void): Observable<CommandState> => {
      const signer = session.currentSigner();
      const label = `Launch ${request.symbol}`;
      return signer
        ? commands.launch(request, signer, onMint)
        : of<CommandState>({ status: 'failed', label, error: txError('unknown', 'Wallet not connected') });
    },
    busy$: tx.commands.busy$,
  };
};

export type Studio = ReturnType<typeof studioFeature>;
