import type { Observable, SchedulerLike } from 'rxjs';
import { explorerTxUrl } from './core/config/explorer';
import type { AppConfig } from './core/config/resolveConfig';
import { type HttpClient, type HttpTransport, createHttpClient } from './core/http';
import type { KeyValueStorage, Logger } from './core/ports';
import type { SocketPort } from './core/socket';
import { createListSettings } from './market/listSettings';
import { type LiveStream, createLiveStream } from './market/liveStream';
import { type Prices, createPrices } from './market/prices';
import { type TokenLists, createTokenLists } from './market/tokenLists';
import { type Activities, createActivities } from './portfolio/activities';
import { type DrawerSettingsStore, createDrawerSettings } from './portfolio/drawerSettings';
import { type HoldingRows, SOL_ASSET, createHoldingRows } from './portfolio/holdingRows';
import { createLendTokens } from './portfolio/lendTokens';
import { type Portfolios, createPortfolios } from './portfolio/portfolio';
import { createConnectivity } from './shell/connectivity';
import { createCopyFeedback } from './shell/copyFeedback';
import { type Toasts, createToasts } from './shell/toasts';
import { createSolanaRpc } from './solana/rpcClient';
import type { SolanaRpc } from './solana/ports';
import { type SolanaPubsub, createSolanaSubscriptions } from './solana/subscriptions';
import { type TransactionEngine, createTransactionEngine } from './tx/engine';
import { createFaucet } from './wallet/faucet';
import { type Holdings, createHoldings } from './wallet/holdings';
import { type TokenInfoResolver, createTokenInfoResolver } from './wallet/tokenInfo';
import { type Withdraw, createWithdraw } from './wallet/withdraw';
import { createRecentWallets } from './wallet/recentWallets';
import { type WalletSession, createWalletSession } from './wallet/walletSession';
import { showWalletToasts } from './wallet/walletToasts';

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
}

/** The one graph the app uses, built once in main.tsx and handed to React by StreamsProvider. */
export interface Streams {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly http: HttpClient;
  readonly connectivity: ReturnType<typeof createConnectivity>;
  readonly live: LiveStream;
  readonly tokenLists: TokenLists;
  readonly listSettings: ReturnType<typeof createListSettings>;
  readonly toasts: Toasts;
  readonly copyFeedback: ReturnType<typeof createCopyFeedback>;
  readonly prices: Prices;
  readonly tokenInfo: TokenInfoResolver;
  readonly solana: { readonly rpc: SolanaRpc; readonly pubsub: SolanaPubsub };
  readonly transactions: TransactionEngine;
  readonly wallet: {
    readonly session: WalletSession;
    readonly recent: ReturnType<typeof createRecentWallets>;
    readonly faucet: ReturnType<typeof createFaucet>;
    readonly holdings: Holdings;
    readonly withdraw: Withdraw;
  };
  readonly portfolio: {
    readonly portfolios: Portfolios;
    readonly holdingRows: HoldingRows;
    readonly activities: Activities;
    readonly drawerSettings: DrawerSettingsStore;
  };
  /** The app is going away: close sockets for good (no reconnects). */
  dispose(): void;
}

export const createStreams = (config: AppConfig, ports: StreamPorts): Streams => {
  const { scheduler, transport, logger, storage } = ports;
  const http = createHttpClient({ transport, scheduler, logger });
  const live = createLiveStream({ socket: ports.socket, url: config.endpoints.marketStream, scheduler, logger });
  const toasts = createToasts({ scheduler });
  const session = createWalletSession();
  const stopWalletToasts = showWalletToasts(session, toasts);
  const { endpoints } = config;
  const rpc = createSolanaRpc({ transport, url: endpoints.rpc, scheduler, logger });
  const pubsub = createSolanaSubscriptions({ socket: ports.socket, url: endpoints.rpcWs, scheduler, logger });
  const prices = createPrices({ http, priceApi: endpoints.priceApi, scheduler });
  const tokenInfo = createTokenInfoResolver({ http, marketApi: endpoints.marketApi, scheduler });
  tokenInfo.remember(SOL_ASSET);
  const holdings = createHoldings({ http, rpc, ultraApi: endpoints.ultraApi, scheduler });
  const lendTokens = createLendTokens({ http, lendApi: endpoints.lendApi, logger });
  const portfolios = createPortfolios({ http, api: endpoints.portfolioApi, scheduler });
  const transactions = createTransactionEngine({ rpc, subscriptions: pubsub, storage, scheduler, logger });
  const withdraw = createWithdraw({
    engine: transactions,
    toasts,
    explorerTx: explorerTxUrl(config),
    refresh: (address) => {
      holdings.invalidate(address);
      portfolios.invalidate(address);
    },
  });
  return {
    config,
    logger,
    http,
    connectivity: createConnectivity({ online$: ports.online$, scheduler }),
    live,
    tokenLists: createTokenLists({ http, live, marketApi: config.endpoints.marketApi, scheduler, frameScheduler: ports.frameScheduler, logger }),
    listSettings: createListSettings({ storage, logger }),
    toasts,
    copyFeedback: createCopyFeedback({ scheduler }),
    prices,
    tokenInfo,
    solana: { rpc, pubsub },
    transactions,
    wallet: {
      session,
      recent: createRecentWallets({ storage, logger }),
      faucet: createFaucet({ http, profile: config.profile, api: endpoints.marketApi }),
      holdings,
      withdraw,
    },
    portfolio: {
      portfolios,
      holdingRows: createHoldingRows({ holdings, tokenInfo, prices, lendTokens, frameScheduler: ports.frameScheduler }),
      activities: createActivities({ http, api: endpoints.activityApi, logger, scheduler }),
      drawerSettings: createDrawerSettings({ storage, logger }),
    },
    dispose: () => {
      stopWalletToasts();
      live.dispose();
      pubsub.dispose();
    },
  };
};
