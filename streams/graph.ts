/**
 * The composition: the one place the app's streams are wired together, above every leaf.
 * main.tsx builds it once with real ports (tests with fakes) and StreamsProvider hands it to
 * React's hooks; no file in streams/ imports it (scripts/importCycles.ts and ESLint keep it so).
 *
 * Eager or lazy, one rule: a part is built here at start-up only when the shell's first paint
 * on any route reads it (the live stream and lists, prices, the wallet session and holdings,
 * toasts, the settings the header shows). Everything else is a feature: a factory in its
 * area's `feature.ts` (or `<name>Feature.ts`), built on first use through the one registry,
 * `features.get(factory)`, by the hook of the page that needs it, so its code rides in that
 * page's chunk. A new feature is a streams folder, its factory naming the needs it takes, and
 * one `use<Area>` hook calling `features.get`; nothing here changes unless it needs a new
 * shared service.
 */
import type { Observable, SchedulerLike } from 'rxjs';
import { defer, first, map, of, shareReplay } from 'rxjs';
import type { TxLayer, TxNeeds } from './tx/feature';
import { type RemoteConfigStream, type RemoteSwapSettings, createRemoteConfig } from './config/remoteConfig';
import type { AppConfig } from './core/config/resolveConfig';
import type { PortNeeds } from './core/featureNeeds';
import { type HttpTransport, createHttpClient } from './core/http';
import { shareLatestForEagerRead } from './core/shareLatest';
import { type FeatureFactory, type FeatureRegistry, createFeatureRegistry } from './core/featureRegistry';
import { type Referral, type ReferralLink, createReferralLink } from './swap/referral';
import type { KeyValueStorage, Logger } from './core/ports';
import { createResilientStorage } from './core/resilientStorage';
import { type LinkGuard, createLinkGuard } from './core/safeLink';
import type { SocketPort } from './core/socket';
import { createListSettings } from './market/listSettings';
import { type ConnectionView, connectionView$ } from './market/connectionView';
import { livePrice$ } from './market/livePrice';
import { type LiveStream, createLiveStream } from './market/liveStream';
import { type PriceService, type Prices, createPrices } from './market/prices';
import { type DisplayCurrency, createDisplayCurrency } from './shell/displayCurrency';
import { type TokenLists, createTokenLists } from './market/tokenLists';
import { type DrawerSettingsStore, createDrawerSettings } from './portfolio/drawerSettings';
import { type HoldingRows, SOL_ASSET, createHoldingRows } from './portfolio/holdingRows';
import { createLendTokens } from './portfolio/lendTokens';
import { type Portfolios, createPortfolios } from './portfolio/portfolio';
import { createPriceCache } from './prices/priceCache';
import { type PriceFreshness, priceFreshness$ } from './prices/priceFreshness';
import { createConnectivity } from './shell/connectivity';
import { createCopyFeedback } from './shell/copyFeedback';
import { type Overlays, createOverlays } from './shell/overlays';
import { type Toasts, createToasts } from './shell/toasts';
import { type RpcChoiceView, createRpcChoice, rpcChoiceView } from './solana/rpcChoice';
import type { SolanaRpc, SolanaSubscriptions } from './solana/ports';
import { type BarChip, watchlistBar } from './watchlist/watchlistBar';
import { createWatchlistConfig } from './watchlist/watchlistConfig';
import { createFaucet } from './wallet/faucet';
import { createAccountFunding } from './wallet/fundNewAccount';
import { type Holdings, createHoldings } from './wallet/holdings';
import { type TokenInfoResolver, createTokenInfoResolver } from './wallet/tokenInfo';
import type { StoragePersistence } from './wallet/keyBackup';
import type { TransferBuilder } from './wallet/withdraw';
import { WALLET_NAME_KEY, createRecentWallets } from './wallet/recentWallets';
import { type WalletSession, type WalletState, createWalletSession } from './wallet/walletSession';
import { showWalletToasts } from './wallet/walletToasts';

/** The one-time notice when the browser refuses to store more (the quota is full). */
export const STORAGE_FULL_TITLE = 'Browser storage is full';
export const STORAGE_FULL_TEXT = 'Your settings are kept until you close this tab. Free some space for this site to keep them.';

/** Everything the streams need from the outside world; main.tsx passes real ones, tests fakes. */
export interface StreamPorts {
  readonly scheduler: SchedulerLike;
  /** Where high-rate streams coalesce for the screen: the animation frame in the browser. */
  readonly frameScheduler: SchedulerLike;
  readonly transport: HttpTransport;
  readonly socket: SocketPort;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** The browser's online flag: current value first, then changes. */
  readonly online$: Observable<boolean>;
  /** Page visibility (document.visibilityState === 'visible'): current value first, then changes. */
  readonly visible$?: Observable<boolean>;
  /**
   * The transfer builder (web3.js): main.tsx loads its module on first use, so the libraries
   * only a withdrawal needs stay off the first visit; tests pass it at once.
   */
  readonly transferBuilder$: Observable<TransferBuilder>;
  /**
   * The write path's factory (tx/feature.ts): main.tsx loads its module when a page first needs
   * it, so the engine stays off the swap and order pages' first visit; tests pass it at once.
   */
  readonly txFeature$: Observable<FeatureFactory<TxNeeds, TxLayer>>;
  /** The browser's persistent-storage permission (navigator.storage), where there is one. */
  readonly storagePersistence?: StoragePersistence;
  /** A uniform number in [0, 1): the sockets' reconnect jitter (Math.random in the app; seeded when absent). */
  readonly random?: () => number;
}

/**
 * What a feature may take from the graph: the ports (core/featureNeeds.ts) and the shared
 * services built once here. Each feature names the part it uses; `features.get` checks at
 * compile time that this interface gives it. Nothing below the graph imports this file.
 */
export interface FeatureDeps extends PortNeeds {
  /** The market data stream (one socket session), for features that follow tokens live. */
  readonly live: LiveStream;
  readonly portfolios: Portfolios;
  readonly toasts: Toasts;
  /** The write path's plumbing (tx/feature.ts): never handed to React. */
  readonly rpc: SolanaRpc;
  /** The RPC choices other than the chosen one: plain sends reach them too. */
  readonly otherRpcs: () => readonly SolanaRpc[];
  /** The URL of the RPC reads and sends go to now. */
  readonly chosenRpcUrl: () => string;
  readonly subscriptions: SolanaSubscriptions;
  readonly walletState$: Observable<WalletState>;
  readonly session: WalletSession;
  readonly transferBuilder$: Observable<TransferBuilder>;
  /** The write path, built from its module when first watched (tx/deferredWritePath.ts). */
  readonly writePath$: Observable<TxLayer>;
  readonly holdings: Holdings;
  readonly holdingRows: HoldingRows;
  readonly storagePersistence: StoragePersistence | undefined;
  /** Refetch an owner's holdings and portfolio after a transaction lands. */
  readonly refresh: (owner: string) => void;
  /** The referral the user accepted (never a link's unanswered offer): quotes and swaps charge its fee; undefined means no fee. */
  readonly referral$: Observable<Referral | undefined>;
  /** The accepted referral now (address and feeBps), or undefined: what a quote's platform fee must match before signing. */
  readonly acceptedReferral: () => Referral | undefined;
  /** Remote metadata's swapSettings, undefined while none (spec 001 §3). */
  readonly remoteSwapSettings$: Observable<RemoteSwapSettings | undefined>;
  /** Tokens the remote config bans: search leaves them out. */
  readonly bannedTokens$: Observable<ReadonlySet<string>>;
  readonly tokenInfo: TokenInfoResolver;
  /** Prices, and where prices seen elsewhere (search results) are remembered. */
  readonly prices: Prices & Pick<PriceService, 'remember'>;
}

/** The one graph the app uses, built once in main.tsx and handed to React by StreamsProvider. */
export interface Streams {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly connectivity: ReturnType<typeof createConnectivity>;
  /** Reconnect the market data stream now (the indicator's Reconnect). */
  reconnectLive(): void;
  /** A token's USD price that moves: the Price API's and every live tick between (market/livePrice.ts). */
  livePrice$(mint: string): Observable<number | undefined>;
  /**
   * Whether a token's price is stale by T12 (30 s, prices/tokenPrice.ts) and since when: the swap
   * price cards and the token header mark their price with it. Watching it keeps the T12 price fetched.
   */
  tokenPriceFreshness$(mint: string): Observable<PriceFreshness>;
  /** The watched tokens' live price chips, in the configured order (watchlist/watchlistBar.ts). */
  readonly watchlistBar$: Observable<readonly BarChip[]>;
  /** The live stream's connection as its indicator shows it (Live, Stale, Reconnecting in N s, Offline). */
  readonly liveConnection$: Observable<ConnectionView>;
  readonly tokenLists: TokenLists;
  readonly listSettings: ReturnType<typeof createListSettings>;
  readonly toasts: Toasts;
  readonly overlays: Overlays;
  readonly copyFeedback: ReturnType<typeof createCopyFeedback>;
  readonly prices: Prices;
  /** Default Currency (USD or SOL) and the denomination values show in. */
  readonly displayCurrency: DisplayCurrency;
  readonly tokenInfo: TokenInfoResolver;
  readonly wallet: {
    readonly session: WalletSession;
    /** A wallet was connected in an earlier visit: the wallet stack loads at start-up to reconnect it. */
    readonly remembered: boolean;
    readonly recent: ReturnType<typeof createRecentWallets>;
    readonly faucet: ReturnType<typeof createFaucet>;
    /** Funds a new quick account and rereads its balances when the SOL lands. */
    readonly fundNewAccount: (address: string) => void;
    readonly holdings: Holdings;
  };
  readonly portfolio: {
    readonly portfolios: Portfolios;
    readonly holdingRows: HoldingRows;
    readonly drawerSettings: DrawerSettingsStore;
  };
  readonly remoteConfig: RemoteConfigStream;
  readonly watchlist: ReturnType<typeof createWatchlistConfig>;
  /**
   * Features built on first use by what needs them: `features.get(perpsFeature)`; the write
   * path (tx/feature.ts) and the explorer links (shell/explorerFeature.ts) too.
   */
  readonly referralLink: ReferralLink;
  readonly rpcChoice: RpcChoiceView;
  readonly features: FeatureRegistry<FeatureDeps>;
  /** The link rules (https sites and this app's paths only), logging each link they drop once. */
  readonly links: LinkGuard;
  /** The app is going away: close sockets for good (no reconnects). */
  dispose(): void;
}

export const createStreams = (config: AppConfig, ports: StreamPorts): Streams => {
  const { scheduler, transport, logger } = ports;
  // A full quota never breaks a screen: settings stay in memory for the visit, said once.
  const storage = createResilientStorage({ storage: ports.storage, logger });
  const http = createHttpClient({ transport, scheduler, logger });
  const live = createLiveStream({
    socket: ports.socket,
    url: config.endpoints.marketStream,
    scheduler,
    logger,
    online$: ports.online$,
    ...(ports.random ? { random: ports.random } : {}),
  });
  const toasts = createToasts({ scheduler });
  const session = createWalletSession();
  const stopWalletToasts = showWalletToasts(session, toasts);
  const storageNotice = storage.full$
    .pipe(first(Boolean))
    .subscribe(() => toasts.show({ scope: 'shell', variant: 'info', title: STORAGE_FULL_TITLE, description: STORAGE_FULL_TEXT }));
  const { endpoints } = config;
  // The RPC the user chose in the gear (built in, or a custom one the CSP allows) behind every
  // read, send and subscription from the next call; the app's configured one otherwise.
  const rpcChoice = createRpcChoice({
    config,
    storage,
    logger,
    transport,
    http,
    socket: ports.socket,
    scheduler,
    online$: ports.online$,
    random: ports.random,
    showToast: toasts.show,
  });
  const { rpc, subscriptions: pubsub } = rpcChoice;
  const chosenRpc = rpcChoice.current;
  const prices = createPrices({ http, priceApi: endpoints.priceApi, scheduler, cache: createPriceCache({ storage, logger, scheduler }) });
  const tokenInfo = createTokenInfoResolver({ http, marketApi: endpoints.marketApi, scheduler, logger });
  tokenInfo.remember(SOL_ASSET);
  const holdings = createHoldings({ http, rpc, ultraApi: endpoints.ultraApi, scheduler });
  const lendTokens = createLendTokens({ http, lendApi: endpoints.lendApi, logger });
  const portfolios = createPortfolios({ http, api: endpoints.portfolioApi, scheduler });
  const holdingRows = createHoldingRows({ holdings, tokenInfo, prices, lendTokens, frameScheduler: ports.frameScheduler });

  const refreshWallet = (address: string) => {
    holdings.invalidate(address);
    portfolios.invalidate(address);
  };
  const faucet = createFaucet({ http, profile: config.profile, api: endpoints.marketApi });
  const fundNewAccount = createAccountFunding({ faucet, rpc, subscriptions: pubsub, toasts, logger, scheduler, refresh: refreshWallet });
  const remoteConfig = createRemoteConfig({ http, url: endpoints.remoteConfig, scheduler, logger });
  const referralLink = createReferralLink({ storage, logger });
  const tokenLists = createTokenLists({ http, live, marketApi: config.endpoints.marketApi, scheduler, frameScheduler: ports.frameScheduler, logger });
  const watchlist = createWatchlistConfig({ storage, logger });
  const features: FeatureRegistry<FeatureDeps> = createFeatureRegistry<FeatureDeps>({
    config,
    http,
    socket: ports.socket,
    scheduler,
    frameScheduler: ports.frameScheduler,
    logger,
    storage,
    live,
    portfolios,
    visible$: ports.visible$ ?? of(true),
    online$: ports.online$,
    random: ports.random,
    toasts,
    rpc,
    otherRpcs: () => rpc.others(),
    chosenRpcUrl: chosenRpc,
    subscriptions: pubsub,
    walletState$: session.state$,
    session,
    transferBuilder$: ports.transferBuilder$,
    // The factory arrives with its module; the registry builds the one write path from it.
    writePath$: defer(() => ports.txFeature$).pipe(
      map((create): TxLayer => features.get(create)),
      shareReplay(1),
    ),
    holdings,
    holdingRows,
    storagePersistence: ports.storagePersistence,
    refresh: refreshWallet,
    referral$: referralLink.accepted$,
    acceptedReferral: referralLink.accepted,
    remoteSwapSettings$: remoteConfig.config$.pipe(map((remote) => remote?.swapSettings)),
    bannedTokens$: remoteConfig.bannedTokens$,
    tokenInfo,
    prices,
  });
  return {
    config,
    logger,
    connectivity: createConnectivity({ online$: ports.online$, scheduler }),
    displayCurrency: createDisplayCurrency({ storage, logger, prices }),
    reconnectLive: () => live.reconnect(),
    livePrice$: (mint) => livePrice$(prices, live, mint),
    tokenPriceFreshness$: (mint) => priceFreshness$(prices.tokenPrice$(mint)),
    watchlistBar$: watchlistBar(watchlist.config$, tokenLists.list, live).pipe(shareLatestForEagerRead(scheduler)),
    liveConnection$: connectionView$(live.status$, scheduler).pipe(shareReplay({ bufferSize: 1, refCount: true })),
    tokenLists,
    listSettings: createListSettings({ storage, logger }),
    toasts,
    overlays: createOverlays(),
    copyFeedback: createCopyFeedback({ scheduler }),
    prices,
    tokenInfo,
    wallet: {
      session,
      remembered: storage.getItem(WALLET_NAME_KEY) !== null,
      recent: createRecentWallets({ storage, logger }),
      faucet,
      fundNewAccount,
      holdings,
    },
    portfolio: {
      portfolios,
      holdingRows,
      drawerSettings: createDrawerSettings({ storage, logger }),
    },
    remoteConfig,
    watchlist,
    /** The RPC choice (spec 001 §2.3): the options, the stored choice, the custom one, and each one's latency (T36) while watched. */
    rpcChoice: rpcChoiceView(rpcChoice),
    /** The referral link (?referrer=&feeBps=), read once when the app starts: an offer the user accepts or not. */
    referralLink,
    features,
    links: createLinkGuard(logger),
    dispose: () => {
      stopWalletToasts();
      storageNotice.unsubscribe();
      live.dispose();
      rpcChoice.dispose();
      features.dispose();
    },
  };
};
