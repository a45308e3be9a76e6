import { z } from 'zod';
import { readJson, sendJson } from '../http/json';
import type { Router } from '../http/router';
import type { Market } from '../market/market';
import { MOVE_PERCENT_MAX, MOVE_PERCENT_MIN, moveMarket } from './marketMove';

/**
 * The orders' switchboard: POST /__sim/market/move `{mint, percent}` moves a token's price (to
 * cross a limit order's price in a test), GET /__sim/orders shows the order books (debugging).
 */
const moveSchema = z.object({ mint: z.string().min(32).max(44), percent: z.number().min(MOVE_PERCENT_MIN).max(MOVE_PERCENT_MAX) });

export const registerOrderSwitches = (router: Router, deps: { market(): Market; describe(): unknown }) => {
  router.post('/__sim/market/move', async ({ request, response }) => {
    const parsed = moveSchema.safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 400, { error: `Expected {"mint": "<base58>", "percent": ${MOVE_PERCENT_MIN}..${MOVE_PERCENT_MAX}}` });
    const moved = moveMarket(deps.market(), parsed.data.mint, parsed.data.percent);
    if (!moved.ok) return sendJson(response, moved.status, { error: moved.error });
    sendJson(response, 200, { mint: moved.mint, priceUsd: moved.priceUsd });
  });
  router.get('/__sim/orders', ({ response }) => sendJson(response, 200, deps.describe()));
};
