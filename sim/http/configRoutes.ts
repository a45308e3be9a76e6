import { sendJson } from './json';
import type { MarketServices } from './marketRoutes';
import type { Router } from './router';

/** How many tokens the simulator's remote config bans (from search). */
const BANNED_COUNT = 3;

/**
 * The remote configuration of the static host (spec 000 §7: GET /remoteConfig/metadata.json).
 * Banned tokens are the first generated tokens whose freeze authority is still live: the kind of
 * token a real list bans, and deterministic for a seed.
 */
export const registerConfigRoutes = (router: Router, services: MarketServices) => {
  router.get('/remoteConfig/metadata.json', ({ response }) => {
    const bannedTokens: string[] = [];
    for (const token of services.market().tokens()) {
      if (bannedTokens.length >= BANNED_COUNT) break;
      if (!token.info.known && !token.info.stock && !token.info.audit.freezeAuthorityDisabled) bannedTokens.push(token.info.mint);
    }
    sendJson(
      response,
      200,
      {
        swapSettings: { excludedAmms: [], bannedTokens, swapProfile: { key: 'sim-1', defaultProfile: 'auto' } },
        perpsSettings: { v2AsDefault: true },
      },
      { 'cache-control': 'max-age=60' },
    );
  });
};
