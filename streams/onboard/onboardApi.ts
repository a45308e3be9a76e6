import type { Observable } from 'rxjs';
import type { HttpClient } from '../core/http';
import { ONBOARD_TIMEOUT_MS } from '../core/timing';
import {
  type BridgeRoutes,
  type BridgeTransferRequest,
  type Card,
  type EvmWallet,
  type OnboardMethods,
  type OnrampAsset,
  type OnrampQuote,
  type Transfer,
  bridgeRoutesSchema,
  evmWalletSchema,
  onboardMethodsSchema,
  onrampQuoteSchema,
  transferSchema,
} from '../schemas/onboard';

const API = 'Onboard API';

/**
 * The onboarding services' calls ([I], streams/schemas/onboard.ts), each given up on after T69
 * and its answer checked: the ways in, the simulated EVM source wallet, bridge routes and
 * transfers, the card quote and order, and a transfer's progress (never cached).
 */
export const createOnboardApi = ({ http, api }: { readonly http: HttpClient; readonly api: string }) => {
  const base = `${api}/onboard/v1`;
  const options = { api: API, timeoutMs: ONBOARD_TIMEOUT_MS, noCache: true } as const;
  return {
    methods: (): Observable<OnboardMethods> => http.get(`${base}/methods`, { ...options, responseName: 'methods', schema: onboardMethodsSchema }),
    connectSource: (owner: string): Observable<EvmWallet> =>
      http.post(`${base}/evm/connect`, { owner }, { ...options, responseName: 'source wallet', schema: evmWalletSchema }),
    routes: (chain: string, amount: bigint): Observable<BridgeRoutes> =>
      http.get(`${base}/bridge/routes`, { ...options, responseName: 'bridge routes', schema: bridgeRoutesSchema, query: { chain, amount: amount.toString() } }),
    bridge: (request: BridgeTransferRequest): Observable<Transfer> =>
      http.post(`${base}/bridge/transfers`, request, { ...options, responseName: 'transfer', schema: transferSchema }),
    quote: (asset: OnrampAsset, usdCents: number): Observable<OnrampQuote> =>
      http.get(`${base}/onramp/quote`, { ...options, responseName: 'quote', schema: onrampQuoteSchema, query: { asset, usd: (usdCents / 100).toFixed(2) } }),
    order: (quoteId: string, owner: string, card: Card): Observable<Transfer> =>
      http.post(`${base}/onramp/orders`, { quoteId, owner, card }, { ...options, responseName: 'order', schema: transferSchema }),
    transfer: (id: string): Observable<Transfer> =>
      http.get(`${base}/transfers/${encodeURIComponent(id)}`, { ...options, responseName: 'transfer', schema: transferSchema }),
  };
};

export type OnboardApi = ReturnType<typeof createOnboardApi>;
