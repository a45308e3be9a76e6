import { z } from 'zod';
import { readJson, sendJson } from '../http/json';
import type { Router } from '../http/router';
import { MAX_WARP_MS } from './lendClock';

/**
 * The lend switchboard: POST /__sim/lend/warp `{days}` or `{ms}` moves the lend markets'
 * simulated time forward (yield and interest accrue at once), GET /__sim/lend shows the state.
 */
const warpSchema = z.union([
  z.object({
    days: z
      .number()
      .positive()
      .max(5 * 365),
  }),
  z.object({ ms: z.number().int().positive().max(MAX_WARP_MS) }),
]);

export const registerLendSwitches = (router: Router, deps: { clock: { warp(ms: number): number }; describe(): unknown }) => {
  router.post('/__sim/lend/warp', async ({ request, response }) => {
    const parsed = warpSchema.safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 400, { error: 'Expected {"days": 0 < n <= 1825} or {"ms": whole ms}' });
    const ms = 'days' in parsed.data ? parsed.data.days * 86_400_000 : parsed.data.ms;
    sendJson(response, 200, { warpedMs: deps.clock.warp(ms) });
  });
  router.get('/__sim/lend', ({ response }) => sendJson(response, 200, deps.describe()));
};
