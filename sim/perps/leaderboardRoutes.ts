import { isAddress } from '../ledger/codec';
import { sendJson } from '../http/json';
import type { Router } from '../http/router';
import type { WalletStore } from '../wallet/walletStore';
import { type LeaderboardPeriod, type LeaderboardSort, leaderboard, simulatedTraders } from './leaderboard';
import { PERPS_API_BASE } from './positionRoutes';

/** Rows a page of the board carries at most. */
const MAX_ROWS = 100;
const DEFAULT_ROWS = 50;

/**
 * GET …/leaderboard?period=week|all&sort=pnl|volume&limit=&walletAddress= answers
 * `{period, sort, total, rows: [{rank, wallet, pnlUsd, volumeUsd, closes}], you: row | null}`:
 * the top `limit` rows, and the asking wallet's own row wherever it ranks (null when it has not
 * traded in the period). Unknown parameters are a 400 with the reason.
 */
export const registerLeaderboardRoutes = (router: Router, deps: { readonly wallets: WalletStore; readonly seed: () => number; readonly now: () => number }) => {
  let crowd: { seed: number; traders: ReturnType<typeof simulatedTraders> } | undefined;
  const crowdOf = (seed: number) => {
    if (crowd?.seed !== seed) crowd = { seed, traders: simulatedTraders(seed) };
    return crowd.traders;
  };
  router.get(`${PERPS_API_BASE}/leaderboard`, ({ query, response }) => {
    const period = query.get('period') ?? 'week';
    const sort = query.get('sort') ?? 'pnl';
    const wallet = query.get('walletAddress');
    const limit = Number(query.get('limit') ?? DEFAULT_ROWS);
    if (period !== 'week' && period !== 'all') return sendJson(response, 400, { error: "period: 'week' or 'all'" });
    if (sort !== 'pnl' && sort !== 'volume') return sendJson(response, 400, { error: "sort: 'pnl' or 'volume'" });
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ROWS) return sendJson(response, 400, { error: `limit: 1 to ${MAX_ROWS}` });
    if (wallet !== null && !isAddress(wallet)) return sendJson(response, 400, { error: 'walletAddress: not a base58 address' });
    const ranked = leaderboard(
      crowdOf(deps.seed()),
      deps.wallets.perpsTraders(),
      period as LeaderboardPeriod,
      sort as LeaderboardSort,
      Math.floor(deps.now() / 1000),
    );
    sendJson(response, 200, {
      period,
      sort,
      total: ranked.length,
      rows: ranked.slice(0, limit),
      you: wallet === null ? null : (ranked.find((row) => row.wallet === wallet) ?? null),
    });
  });
};
