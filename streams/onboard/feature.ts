import { type Observable, ReplaySubject, catchError, map, of, share, startWith, tap } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import { serviceMessage } from '../core/httpErrors';
import type { OnboardMethods, Transfer } from '../schemas/onboard';
import type { Toasts } from '../shell/toasts';
import { fromBaseUnits } from '../swap/baseUnits';
import { createBridgeRoutes } from './bridgeRoutes';
import { createOnboardApi } from './onboardApi';
import { createOnboardCommands } from './onboardCommands';
import { createOnrampQuote } from './onrampQuote';
import { type PendingTransfer, createPendingTransfers } from './pendingTransfers';
import { createSourceWallets } from './sourceWallet';
import { type TransferWatch, createTransferWatch, isSettled } from './transferWatch';

export type MethodsState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: OnboardMethods } | { readonly status: 'error'; readonly message: string };

const arrivedText = (transfer: Transfer) => `${fromBaseUnits(BigInt(transfer.amountOut), transfer.decimals)} ${transfer.symbol} is in your wallet`;

/**
 * Onboarding as a feature built on first use (issue 30 item 1): the ways in and their terms,
 * the bridge routes and the card quote as the user types, the simulated source wallet, starting
 * a transfer or a purchase, and following one to the end (T67), also after a reload (the ids
 * kept in storage). When a transfer arrives the wallet's holdings are read again and a toast
 * says so. The services are the simulator's (8787); mainnet has none wired.
 */
export const onboardFeature = (
  deps: Pick<PortNeeds, 'http' | 'scheduler' | 'logger' | 'config' | 'storage'> & { readonly refresh: (owner: string) => void; readonly toasts: Toasts },
) => {
  const { http, scheduler, logger, config, storage, refresh, toasts } = deps;
  const api = createOnboardApi({ http, api: config.endpoints.marketApi });
  const pending = createPendingTransfers({ storage, logger });
  const sources = createSourceWallets({ api, storage, logger });
  const watch = createTransferWatch({ api, scheduler, logger });
  const methods$: Observable<MethodsState> = api.methods().pipe(
    map((value): MethodsState => ({ status: 'ready', value })),
    catchError((error: unknown) => of<MethodsState>({ status: 'error', message: serviceMessage(error, 'The ways in could not be read') })),
    startWith<MethodsState>({ status: 'loading' }),
    share({ connector: () => new ReplaySubject(1), resetOnRefCountZero: true }),
  );
  return {
    available: config.profile !== 'mainnet',
    methods$,
    routes: createBridgeRoutes({ api, scheduler, logger }),
    quote: createOnrampQuote({ api, scheduler, logger }),
    source$: sources.state$,
    connectSource: sources.connect,
    disconnectSource: sources.disconnect,
    ...createOnboardCommands({ api, pending, logger }),
    /** Transfers of `owner` this browser started and has not seen end, of the given kinds. */
    pending: (owner: string, kinds: readonly PendingTransfer['kind'][]) => pending.of(owner, kinds),
    /** Follows a transfer to its end; once it has ended it is forgotten from storage, and an arrival refreshes the wallet. */
    watch: (id: string): Observable<TransferWatch> =>
      watch(id).pipe(
        tap((state) => {
          if (!isSettled(state)) return;
          pending.remove(id);
          if (state.status !== 'ready') return;
          const { transfer } = state;
          if (transfer.source) sources.reread(transfer.owner);
          if (transfer.status !== 'arrived') return;
          refresh(transfer.owner);
          toasts.show({ scope: 'shell', variant: 'success', title: 'Funds arrived', description: arrivedText(transfer) });
        }),
      ),
  };
};

export type Onboard = ReturnType<typeof onboardFeature>;
