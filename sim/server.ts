import { type Server, createServer } from 'node:http';
import { keepIdleConnections } from './http/keepAlive';
import type { AddressInfo } from 'node:net';
import { type AccessPolicy, accessPolicyFromEnv, createAccessGuard } from './http/access';
import { type HttpFaults, createHttpFaults } from './http/faults';
import { BodyTooLargeError, sendJson } from './http/json';
import { type MarketServices, registerMarketRoutes } from './http/marketRoutes';
import { Router } from './http/router';
import { registerSwitchboardRoutes } from './http/switchboardRoutes';
import type { LedgerPlug } from './ledgerPlug';
import { registerSpotRoutes } from './http/spotRoutes';
import { registerTokenRoutes } from './http/tokenRoutes';
import { registerWalletRoutes } from './http/walletRoutes';
import type { Ledger } from './ledger';
import { Market } from './market/market';
import type { SimFeature, SimFeatureContext } from './feature';
import { startBundlesFeature } from './bundles';
import { startLendFeature } from './lend';
import { startNetworkFeature } from './network';
import { startOnboardFeature } from './onboard';
import { startOrdersFeature } from './orders';
import { startPerpsFeature } from './perps';
import { createStreamHub } from './stream/hub';
import { startStudioFeature } from './studio';
import { startSwapFeature } from './swap';
import { startVerifyFeature } from './verify';
import { createRogueSwitch, registerRogueRoutes } from './rogue';
import { seedDemoPositions } from './wallet/demoPositions';
import { createLedgerWallets } from './wallet/ledgerWallets';
import { priceOf } from './wallet/portfolio/valuation';
import { type WalletStore, createWalletStore } from './wallet/walletStore';

/** The ledger, when it runs in the same process: switchboard hooks and market mirroring. */
export type { LedgerPlug } from './ledgerPlug';

export interface SimOptions {
  readonly host: string;
  readonly port: number;
  readonly seed: number;
  /** About how many tokens are listed (SIM_TOKENS). */
  readonly tokenCount?: number;
  /** Trading activity multiplier (SIM_RATE). */
  readonly rate?: number;
  readonly ledger?: LedgerPlug;
  /** The switchboard's HTTP faults, shared with the ledger's RPC when both run. */
  readonly faults?: HttpFaults;
  /** The ledger itself, in the same process: the wallet services read balances and transfers from it. */
  readonly walletLedger?: Ledger;
  /** Wall clock; tests may pin it. */
  readonly now?: () => number;
  /** Who may call (sim/http/access.ts); by default the app's origins and APP_PORT, SIM_ALLOWED_ORIGINS, SIM_ALLOWED_HOSTS. */
  readonly access?: AccessPolicy;
}

export interface RunningSim {
  readonly url: string;
  market(): Market;
  /** Per-wallet activities and positions (perps, orders, stake, lend) that features write. */
  readonly wallets: WalletStore;
  close(): Promise<void>;
}

const TICK_MS = 50;

/** Starts the simulator's HTTP services and stream socket (and drives the market). */
export const startSim = async (options: SimOptions): Promise<RunningSim> => {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const { seed, ledger } = options;
  const tokenCount = options.tokenCount ?? 300;
  let rate = options.rate ?? 1;
  let market = new Market({ seed, now: now(), tokenCount, rate });
  let publicUrl = `http://${options.host}:${options.port}`;
  const services: MarketServices = {
    market: () => market,
    get publicUrl() {
      return publicUrl;
    },
  };
  const faults = options.faults ?? createHttpFaults();
  const stream = createStreamHub(services);
  stream.attach(market);
  ledger?.adoptMarket(market);

  const router = new Router();
  router.get('/health', ({ response }) => sendJson(response, 200, { ok: true, service: 'callisto-sim', seed, uptimeMs: now() - startedAt }));
  registerMarketRoutes(router, services);
  registerTokenRoutes(router, services);
  registerSpotRoutes(router, services);
  const wallets = createWalletStore();
  const ledgerWallets = options.walletLedger
    ? createLedgerWallets(options.walletLedger, wallets, { priceUsd: (mint) => priceOf(market, mint) ?? undefined })
    : undefined;
  registerWalletRoutes(router, {
    market: () => market,
    // a getter: the port is known only after listen
    get publicUrl() {
      return publicUrl;
    },
    wallets,
    ledger: ledgerWallets,
  });
  const rogue = createRogueSwitch();
  registerRogueRoutes(router, rogue);
  const featureContext: SimFeatureContext = {
    router,
    market: () => market,
    get publicUrl() {
      return publicUrl;
    },
    ledger: options.walletLedger,
    wallets,
    now,
    rogue,
  };
  const lend = startLendFeature(featureContext);
  const features: SimFeature[] = [
    startSwapFeature(featureContext),
    startPerpsFeature(featureContext),
    startOrdersFeature(featureContext),
    startBundlesFeature(featureContext),
    startNetworkFeature(featureContext),
    startStudioFeature(featureContext),
    startVerifyFeature(featureContext),
    startOnboardFeature(featureContext),
    lend,
  ];
  registerSwitchboardRoutes(router, {
    stream,
    faults,
    ledger,
    rate: () => rate,
    setRate: (value) => {
      rate = value;
      market.rate = value;
    },
    reset: () => {
      market = new Market({ seed, now: now(), tokenCount, rate });
      stream.attach(market);
      faults.reset();
      stream.setStalled(false);
      ledger?.reset();
      ledger?.adoptMarket(market);
      wallets.reset();
      rogue.set(null);
      for (const feature of features) feature.reset?.();
    },
    seedWallet: (address) => {
      seedDemoPositions(wallets, address, now(), market);
      lend.seedDemo(address);
    },
    reportDecimals: (mint, decimals) => market.reportDecimals(mint, decimals),
    launch: (launchpad) => {
      const token = market.launch(market.now(), launchpad);
      return { mint: token.info.mint, pool: token.pool.id, launchpad: token.info.launchpad };
    },
    status: () => ({
      seed,
      rate,
      tokens: market.size(),
      time: new Date(market.now()).toISOString(),
      stream: stream.stats(),
      faults: faults.describe(),
      ledger: ledger?.status() ?? null,
    }),
  });

  const guard = createAccessGuard(options.access ?? accessPolicyFromEnv(), options.host);
  const server: Server = createServer((request, response) => {
    if (guard.screenRequest(request, response)) return;
    const path = new URL(request.url ?? '/', 'http://sim').pathname;
    const route = router.match(request.method ?? 'GET', path);
    const handle = async () => {
      if (!path.startsWith('/__sim/') && (await faults.intercept(path, response))) return;
      if (!route) return sendJson(response, 404, { error: `No simulator route for ${request.method ?? 'GET'} ${path}` });
      const query = new URL(request.url ?? '/', 'http://sim').searchParams;
      await route.handler({ request, response, params: route.params, query, path });
    };
    handle().catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) return sendJson(response, 413, { error: error.message }, { connection: 'close' });
      console.error('[sim] request failed', path, error);
      sendJson(response, 500, { error: 'Simulator error' });
    });
  });
  keepIdleConnections(server);
  server.on('upgrade', (request, socket, head) => {
    if (guard.refuseUpgrade(request, socket)) return;
    const path = new URL(request.url ?? '/', 'http://sim').pathname;
    if (path === '/ws') stream.handleUpgrade(request, socket, head);
    else if (!features.some((feature) => feature.upgrade?.(path, request, socket, head) ?? false)) socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  publicUrl = `http://${options.host}:${port}`;
  const ticker = setInterval(() => market.advanceTo(now()), TICK_MS);

  return {
    url: publicUrl,
    market: () => market,
    wallets,
    close: async () => {
      clearInterval(ticker);
      ledgerWallets?.close();
      await Promise.all(features.map((feature) => feature.close?.()));
      await stream.close();
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
};
