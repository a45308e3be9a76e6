import * as z from 'zod/mini';
import { MAINNET_RPC_POOLS } from '../core/config/endpoints';
import type { AppConfig } from '../core/config/resolveConfig';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { ToastInput } from '../shell/toasts';

export interface RpcOption {
  readonly id: string;
  readonly name: string;
  readonly url: string;
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
    return [
      { id: 'sim', name: 'Simulator RPC', url: config.endpoints.rpc },
      { id: 'sim-2', name: 'Simulator RPC (second port)', url: second.toString().replace(/\/+$/, '') },
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

/** The info toast when the selected RPC is not in the built-in list. */
export const customRpcToast = (selectedUrl: string, options: readonly RpcOption[]): ToastInput | undefined =>
  options.some((option) => option.url === selectedUrl)
    ? undefined
    : { id: 'custom-rpc', scope: 'shell', variant: 'info', title: 'Custom RPC endpoint', description: selectedUrl };

export const SELECTED_RPC_KEY = 'callisto.rpc.selected';

/**
 * The RPC the user picked: a URL from the list or a custom one. A stored value that is not a
 * valid URL is logged and ignored (spec 001 §5 'Invalid RPC provided').
 */
export const createSelectedRpc = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) =>
  createPersistedValue<{ readonly url: string | undefined }>({
    storage,
    logger,
    key: SELECTED_RPC_KEY,
    schema: z.object({
      url: z.optional(z.string().check(z.refine((text) => checkCustomRpcUrl(text).ok, RPC_URL_INVALID))),
    }) as z.ZodMiniType<{ readonly url: string | undefined }>,
    defaults: { url: undefined },
  });
