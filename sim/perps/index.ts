import type { SimFeature, SimFeatureContext } from '../feature';
import { SYSTEM_PROGRAM } from '../ledger/tokenLayout';
import { registerChartShimRoutes } from './chartShimRoutes';
import { createCustody } from './custody';
import { createKeeper } from './keeper';
import { createMarkRefresher } from './markRefresher';
import { createOracleModel } from './oracle';
import { registerOracleRoutes } from './oracleRoutes';
import { registerLeaderboardRoutes } from './leaderboardRoutes';
import { registerPositionRoutes } from './positionRoutes';
import { PRICE_SOCKET_PATH, createPriceSocket } from './priceSocket';
import { PERPS_PROGRAM } from '../../streams/instructions';
import { type RequestBuilder, createRequestBuilder } from './requestBuilder';
import { createRequestRules } from './requestCheck';
import { createSpentRequests } from './requests';
import { createJlpPool } from '../jlp';
import { PERPS_API_BASE } from './positionRoutes';

/**
 * The perps services: the Doves oracle worker, the price feed history and its socket, the
 * oracle chart shim, and positions whose collateral moves on the ledger (a custody, the perps
 * request program as a guarded stand-in, a keeper that executes the requests it decodes from
 * landed transactions). See sim/README.md, Perps.
 */
export const startPerpsFeature = (context: SimFeatureContext): SimFeature => {
  const oracle = createOracleModel({ seed: context.market().seed, market: () => context.market(), now: () => context.now() });
  const socket = createPriceSocket(oracle, () => context.now());
  const marks = createMarkRefresher(context.wallets, oracle);
  const spent = createSpentRequests();
  const { ledger } = context;
  const cleanups: (() => void)[] = [];
  let builder: RequestBuilder | undefined;
  const custody = ledger ? createCustody(ledger, context.market().seed) : undefined;
  custody?.fund();
  // The JLP pool's assets are the custody's: it opens once the custody is funded.
  const jlp = createJlpPool(
    { ledger, custody, oracle, wallets: context.wallets, seed: context.market().seed, now: () => context.now() },
    context.router,
    PERPS_API_BASE,
  );
  jlp.open();

  if (ledger && custody) {
    // Until a transaction lands, requests carry a placeholder blockhash (clients put a fresh one in).
    let blockhash = SYSTEM_PROGRAM;
    const keeper = createKeeper({ ledger, wallets: context.wallets, oracle, custody, spent, now: () => context.now(), track: marks.track });
    const rules = createRequestRules({ wallets: context.wallets, oracle, spent });
    cleanups.push(
      // One program, two kinds of data: JLP's mints and burns, and position requests.
      ledger.guardProgram(PERPS_PROGRAM, (data) => (jlp.isJlp(data) ? jlp.check(data) : rules.check(data))),
      ledger.onTransaction((record) => {
        blockhash = record.tx.message.recentBlockhash;
        keeper.onLanded(record);
        // After the keeper: the pool reads the fees it recorded.
        jlp.onLanded(record);
      }),
    );
    builder = createRequestBuilder({
      ledger,
      wallets: context.wallets,
      oracle,
      custody,
      rules,
      rogue: context.rogue,
      market: () => context.market(),
      now: () => context.now(),
      blockhash: () => blockhash,
    });
  }

  registerOracleRoutes(context.router, oracle);
  registerChartShimRoutes(context.router, oracle);
  registerPositionRoutes(context.router, { builder, wallets: context.wallets, socket, market: () => context.market() });
  registerLeaderboardRoutes(context.router, { wallets: context.wallets, seed: () => context.market().seed, now: () => context.now() });

  return {
    upgrade: (path, request, upgradeSocket, head) => {
      if (path !== PRICE_SOCKET_PATH) return false;
      socket.handleUpgrade(request, upgradeSocket, head);
      return true;
    },
    reset: () => {
      spent.clear();
      marks.clear();
      // After the ledger's reset and the new market's mints: the custody's liquidity again.
      custody?.fund();
      // The JLP pool's assets are the custody's: it opens once the custody is funded.
      const jlp = createJlpPool(
        { ledger, custody, oracle, wallets: context.wallets, seed: context.market().seed, now: () => context.now() },
        context.router,
        PERPS_API_BASE,
      );
      jlp.open();
      socket.setStalled(false);
    },
    close: async () => {
      for (const cleanup of cleanups) cleanup();
      jlp.close();
      marks.close();
      await socket.close();
    },
  };
};
