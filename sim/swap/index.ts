import type { SimFeature, SimFeatureContext } from '../feature';
import { readJson, sendJson } from '../http/json';
import { handleLanded } from './landing';
import { ROUTE_PROGRAM_ID, programIdToLabel } from './programs';
import { createRouteCheck } from './routeProgram';
import { rogueModes } from './rogueSwap';
import { createSwapService } from './swapService';
import { z } from 'zod';

/**
 * The swap services (research §1, Swap API v1) on the simulator's market and ledger:
 * GET /swap/v1/quote, POST /swap/v1/swap, GET /swap/v1/program-id-to-label. With the ledger in
 * process, the route program is installed as a stand-in that enforces slippage when a swap
 * lands, and landed swaps trade the market and show in the wallet's activity.
 */
export const startSwapFeature = (context: SimFeatureContext): SimFeature => {
  const service = createSwapService({ market: () => context.market(), ledger: context.ledger, rogue: context.rogue });
  const labels = programIdToLabel();

  context.router.get('/swap/v1/quote', ({ query, response }) => {
    const answer = service.quote(query);
    sendJson(response, answer.status, answer.body);
  });
  context.router.post('/swap/v1/swap', async ({ request, response }) => {
    const answer = service.swap(await readJson(request));
    sendJson(response, answer.status, answer.body);
  });
  context.router.get('/swap/v1/program-id-to-label', ({ response }) => sendJson(response, 200, labels));
  // Switchboard: hostile swaps for the client's pre-sign checks (rogueSwap.ts).
  context.router.post('/__sim/swap/rogue', async ({ request, response }) => {
    const parsed = z.object({ mode: z.enum(rogueModes) }).safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 400, { error: `mode must be one of ${rogueModes.join(', ')}` });
    service.setRogue(parsed.data.mode);
    sendJson(response, 200, { mode: parsed.data.mode });
  });

  const ledger = context.ledger;
  const stops = ledger
    ? [
        ledger.guardProgram(
          ROUTE_PROGRAM_ID,
          createRouteCheck(service.swaps, () => context.market()),
        ),
        ledger.onTransaction((record) => handleLanded(record, { swaps: service.swaps, market: () => context.market(), wallets: context.wallets })),
        ledger.onSlot(() => service.expire(ledger.blockHeight())),
      ]
    : [];

  return {
    reset: () => service.reset(),
    close: () => {
      for (const stop of stops) stop();
    },
  };
};
