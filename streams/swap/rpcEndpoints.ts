import * as z from 'zod/mini';
import { MAINNET_RPC_POOLS, rpcSocketFor } from '../core/config/endpoints';
import type { AppConfig } from '../core/config/resolveConfig';
import { type RpcPlaces, checkRpcOrigin } from '../core/config/rpcProviders';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { ToastInput } from '../shell/toasts';

export interface RpcOption {
  readonly id: string;
  readonly name: string;
  readonly url: string;
  /** Its pubsub socket when not the one rpcSocketFor derives (the simulator's ports share one). */
  readonly ws?: string;
}

export const LOCAL_CHAIN_URL = 'http://127.0.0.1:8899';

/**
 * The built-in RPC list (spec 001 §2.3): the pools, then the local chain (a validator or the
 * simulator on this machine). The app's configured RPC leads when it is none of them. In the
 * simulator profile the choices are the simulator's two ports on one ledger: a mainnet pool
 * would read another chain.
 */
export const rpcOptions = (config: Pick<AppConfig, 'endpoints'> & { readonly profile?: AppConfig['profile'] }): RpcOption[] => {
  if (config.profile === 'sim') {
    const primary = new URL(config.endpoints.rpc);
    const second = new URL(config.endpoints.rpc);
    second.port = String(Number(primary.port || 80) - 1);
    // One ledger, one pubsub socket (8900) for both ports.
    return [
      { id: 'sim', name: 'Simulator RPC', url: config.endpoints.rpc, ws: config.endpoints.rpcWs },
      { id: 'sim-2', name: 'Simulator RPC (second port)', url: second.toString().replace(/\/+$/, ''), ws: config.endpoints.rpcWs },
    ];
  }
  const builtIn: RpcOption[] = [...MAINNET_RPC_POOLS, { id: 'local', name: 'Local chain', url: LOCAL_CHAIN_URL }];
  const configured = config.endpoints.rpc;
  return builtIn.some((option) => option.url === configured) ? builtIn : [{ id: 'app', name: 'App default', url: configured }, ...builtIn];
};

export const RPC_URL_INVALID = 'URL is invalid!';

export type RpcUrlCheck = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: typeof RPC_URL_INVALID };

/** A custom RPC must be an http(s) URL with a host and no credentials; otherwise Save is disabled. */
export const checkCustomRpcUrl = (text: string): RpcUrlCheck => {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, message: RPC_URL_INVALID };
  }
  const plainHttp = url.protocol === 'http:' || url.protocol === 'https:';
  if (!plainHttp || url.hostname === '' || url.username !== '' || url.password !== '') return { ok: false, message: RPC_URL_INVALID };
  return { ok: true, url: url.toString().replace(/\/+$/, '') };
};

export type CustomRpcCheck = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };

/** Where the app runs, as the custom RPC check needs it: the profile, and whether it is the development server. */
export type RpcConfig = Pick<AppConfig, 'profile' | 'localOnly'>;

/** Where a custom RPC may be for this config: this machine in the simulator profile, the providers except on the development server. */
export const rpcPlacesOf = (config: RpcConfig): RpcPlaces => ({ loopback: config.profile === 'sim', remote: config.localOnly !== true });

/**
 * A custom RPC as the gear takes it: a valid URL ('URL is invalid!' otherwise), then one the
 * Content-Security-Policy lets the app reach (a provider's host; this machine in the simulator
 * profile), or the policy's refusal with what to use instead. Save is disabled on either.
 */
export const checkCustomRpc = (text: string, config: RpcConfig): CustomRpcCheck => {
  const valid = checkCustomRpcUrl(text);
  if (!valid.ok) return valid;
  const origin = checkRpcOrigin(new URL(valid.url), rpcPlacesOf(config));
  return origin.ok ? valid : { ok: false, message: origin.reason };
};

/** What the screen shows of an RPC URL: its origin, the rest elided (a provider's API key sits in the path or query). */
export const rpcLabel = (url: string): string => {
  const parsed = new URL(url);
  return parsed.pathname === '/' && parsed.search === '' ? parsed.origin : `${parsed.origin}/…`;
};

/** The pubsub socket of an RPC: a built-in option's own, else derived the standard way (http→ws, https→wss, an explicit port plus one). */
export const rpcSocketOf = (url: string, options: readonly RpcOption[]): string => options.find((option) => option.url === url)?.ws ?? rpcSocketFor(url);

/** The info toast when the selected RPC is not in the built-in list (its origin only: no key on screen). */
export const customRpcToast = (selectedUrl: string, options: readonly RpcOption[]): ToastInput | undefined =>
  options.some((option) => option.url === selectedUrl)
    ? undefined
    : { id: 'custom-rpc', scope: 'shell', variant: 'info', title: 'Custom RPC endpoint', description: rpcLabel(selectedUrl) };

export const SELECTED_RPC_KEY = 'callisto.rpc.selected';

export interface SelectedRpc {
  /** The RPC reads, sends and subscriptions go to; none: the app's configured one. */
  readonly url: string | undefined;
  /** The last custom RPC saved, kept to switch back to after trying a built-in one. */
  readonly custom?: string | undefined;
}

const storedUrl = z.optional(z.string().check(z.refine((text) => checkCustomRpcUrl(text).ok, RPC_URL_INVALID)));

/**
 * The RPC the user picked: a URL from the list or a custom one. A stored value that is not a
 * valid URL is logged and ignored (spec 001 §5 'Invalid RPC provided'); one the policy does not
 * allow in this profile is refused where it is used (rpcChoice.ts), logged too.
 */
export const createSelectedRpc = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) =>
  createPersistedValue<SelectedRpc>({
    storage,
    logger,
    key: SELECTED_RPC_KEY,
    schema: z.object({ url: storedUrl, custom: storedUrl }) as z.ZodMiniType<SelectedRpc>,
    defaults: { url: undefined },
  });
