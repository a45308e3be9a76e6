import type { Observable, SchedulerLike } from 'rxjs';
import { distinctUntilChanged, filter, map, shareReplay } from 'rxjs';
import type { AppConfig } from '../core/config/resolveConfig';
import type { HttpClient, HttpTransport } from '../core/http';
import type { KeyValueStorage, Logger } from '../core/ports';
import { RPC_PROVIDERS, type RpcPlaces } from '../core/config/rpcProviders';
import type { SocketPort } from '../core/socket';
import type { ToastInput } from '../shell/toasts';
import { type CustomRpcForm, createCustomRpcForm } from '../swap/customRpcForm';
import {
  type RpcOption,
  type SelectedRpc,
  checkCustomRpc,
  createSelectedRpc,
  customRpcToast,
  rpcLabel,
  rpcOptions,
  rpcPlacesOf,
  rpcSocketOf,
} from '../swap/rpcEndpoints';
import { type RpcLatency, choiceLatencies$, pingRpc } from './rpcBenchmark';
import { createSolanaRpc } from './rpcClient';
import { createSolanaSubscriptions } from './subscriptions';
import { type SwitchableRpc, createSwitchableRpc } from './switchableRpc';
import { type SwitchableSubscriptions, createSwitchableSubscriptions } from './switchableSubscriptions';

export interface RpcChoiceDeps {
  readonly config: Pick<AppConfig, 'profile' | 'endpoints' | 'localOnly'>;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  readonly transport: HttpTransport;
  readonly http: HttpClient;
  readonly socket: SocketPort;
  readonly scheduler: SchedulerLike;
  readonly online$: Observable<boolean>;
  readonly random?: (() => number) | undefined;
  readonly showToast: (toast: ToastInput) => void;
}

/** The RPC choice as the settings see it (spec 001 §2.3): the options, the stored choice, and each one's latency (T36) while watched. */
export interface RpcChoiceView {
  readonly profile: AppConfig['profile'];
  readonly options: readonly RpcOption[];
  readonly selected: ReturnType<typeof createSelectedRpc>;
  /** The URL reads, sends and subscriptions go to now. */
  current(): string;
  /** The same, current first, then each change. */
  readonly current$: Observable<string>;
  /** Who a custom RPC may be (the providers' names; this machine in the simulator profile), for the field's note. */
  readonly customAllowed: string;
  /** A fresh custom RPC field (its text, check and Save). */
  customForm(): CustomRpcForm;
  /** The remembered custom RPC, when the policy allows it in this profile (its row in the list). */
  readonly custom$: Observable<string | undefined>;
  readonly latencies$: Observable<ReadonlyMap<string, RpcLatency>>;
}

export interface RpcChoice extends RpcChoiceView {
  /** Every read and send, to the RPC chosen when the call starts. */
  readonly rpc: SwitchableRpc;
  /** Every subscription, on the chosen RPC's socket. */
  readonly subscriptions: SwitchableSubscriptions;
  dispose(): void;
}

/** The field's note: the providers' names, and this machine, where each is allowed. */
const customAllowed = ({ loopback, remote }: RpcPlaces): string =>
  [...(remote ? RPC_PROVIDERS.map((provider) => provider.name) : []), ...(loopback ? ['this machine (localhost, 127.0.0.1)'] : [])].join(', ');

/**
 * The chosen RPC behind every read, send and subscription (spec 001 §2.3 RPC Endpoint): a
 * built-in option, or a custom URL the Content-Security-Policy allows (rpcEndpoints.ts
 * checkCustomRpc). A stored custom URL counts from the next call, like a built-in one; one the
 * policy refuses in this profile (a loopback URL kept from the simulator, opened on mainnet) is
 * logged once and the app's configured RPC is used. The spec's 'Custom RPC endpoint' toast shows
 * whenever the RPC in use becomes one outside the list, at start-up too.
 */
export const createRpcChoice = (deps: RpcChoiceDeps): RpcChoice => {
  const { config, logger, scheduler } = deps;
  const selected = createSelectedRpc(deps);
  const options = rpcOptions(config);
  const builtIn = (url: string) => options.some((option) => option.url === url);
  const refusalsLogged = new Set<string>();
  /** The URL when it may be used here: built in, or a custom one the policy allows. */
  const usable = (url: string | undefined): string | undefined => {
    if (url === undefined || builtIn(url)) return url;
    const check = checkCustomRpc(url, config);
    if (check.ok) return check.url;
    if (!refusalsLogged.has(url)) {
      refusalsLogged.add(url);
      logger.warn('Ignoring the stored custom RPC', { rpc: rpcLabel(url), reason: check.message });
    }
    return undefined;
  };
  const chosenOf = (value: SelectedRpc) => usable(value.url) ?? config.endpoints.rpc;
  const current = () => chosenOf(selected.current());
  const chosen$ = selected.value$.pipe(map(chosenOf), distinctUntilChanged());
  const custom$ = selected.value$.pipe(
    map((value) => {
      // The selected URL when it is a custom one, else the one remembered.
      const custom = usable(value.url !== undefined && !builtIn(value.url) ? value.url : value.custom);
      return custom === undefined || builtIn(custom) ? undefined : custom;
    }),
    distinctUntilChanged(),
  );

  const rpc = createSwitchableRpc({
    clientFor: (url) => createSolanaRpc({ transport: deps.transport, url, scheduler, logger }),
    currentUrl: current,
    allUrls: () => options.map((option) => option.url),
  });
  const subscriptions = createSwitchableSubscriptions({
    pubsubFor: (url) =>
      createSolanaSubscriptions({ socket: deps.socket, url, scheduler, logger, online$: deps.online$, ...(deps.random ? { random: deps.random } : {}) }),
    currentSocket: () => rpcSocketOf(current(), options),
    socket$: chosen$.pipe(map((url) => rpcSocketOf(url, options))),
  });
  const toast = chosen$
    .pipe(
      map((url) => customRpcToast(url, options)),
      filter((input) => input !== undefined),
    )
    .subscribe(deps.showToast);

  return {
    profile: config.profile,
    options,
    selected,
    current,
    current$: chosen$,
    customAllowed: customAllowed(rpcPlacesOf(config)),
    customForm: () => createCustomRpcForm({ selected, config, options }),
    custom$,
    // The custom row's latency beside the built-in ones', by the same probe.
    latencies$: choiceLatencies$(
      custom$.pipe(map((custom) => [...options.map((option) => option.url), ...(custom === undefined ? [] : [custom])])),
      pingRpc(deps.http),
      scheduler,
    ).pipe(shareReplay({ bufferSize: 1, refCount: true })),
    rpc,
    subscriptions,
    dispose: () => {
      toast.unsubscribe();
      subscriptions.dispose();
    },
  };
};

/** What the settings and the footer may hold: the choice without its plumbing (the clients stay in the graph). */
export const rpcChoiceView = ({ profile, options, selected, current, current$, customAllowed, customForm, custom$, latencies$ }: RpcChoice): RpcChoiceView => ({
  profile,
  options,
  selected,
  current,
  current$,
  customAllowed,
  customForm,
  custom$,
  latencies$,
});
