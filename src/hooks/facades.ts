import type { WalletState } from '@streams/wallet';
import { useObservableEagerState } from 'observable-hooks';
import type { Streams } from '@streams/graph';
import { useStreams } from '@/app/StreamsContext';

/*
 * The per-feature facades of the streams graph, one hook each: components take the part they
 * render, never the whole graph or its plumbing (HTTP, RPC, sockets, the transaction engine).
 * Only hooks (here and each feature's use*.ts) call useStreams(); ESLint enforces it.
 */

export const useAppConfig = (): Streams['config'] => useStreams().config;
export const useLogger = (): Streams['logger'] => useStreams().logger;
export const useToasts = (): Streams['toasts'] => useStreams().toasts;
export const useWalletStreams = (): Streams['wallet'] => useStreams().wallet;
/** Disconnected, connecting or connected (with the address and wallet kind). */
export const useWalletSession = (): WalletState => useObservableEagerState(useStreams().wallet.session.state$);
export const usePortfolioStreams = (): Streams['portfolio'] => useStreams().portfolio;
export const useListSettings = (): Streams['listSettings'] => useStreams().listSettings;
export const useWatchlistStreams = (): Streams['watchlist'] => useStreams().watchlist;
export const useTokenInfo = (): Streams['tokenInfo'] => useStreams().tokenInfo;
/** The RPC choice of the gear: options, the stored choice, latencies (T36). */
export const useRpcChoice = (): Streams['rpcChoice'] => useStreams().rpcChoice;
/** The link rules for network links (token socials, positions): https sites and this app's paths, the rest dropped and logged. */
export const useLinks = (): Streams['links'] => useStreams().links;
