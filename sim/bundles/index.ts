import { z } from 'zod';
import type { SimFeature, SimFeatureContext } from '../feature';
import { readJson, sendJson } from '../http/json';
import { BundleError, createBlockEngine } from './blockEngine';
import { TIP_ACCOUNTS } from './tipAccounts';
import { DEFAULT_TIP_FLOOR_LAMPORTS, type TipFloorState, tipFloorJson } from './tipFloor';

const INVALID_PARAMS = -32602;
const METHOD_NOT_FOUND = -32601;
const INVALID_REQUEST = -32600;

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string(),
  params: z.unknown().optional(),
});

/** What each tip account holds from the start: over the rent-exempt minimum of an empty account. */
const TIP_ACCOUNT_OPENING_LAMPORTS = 1_000_000n;

const switchBody = z.strictObject({ tipFloorLamports: z.number().int().min(0).max(1e9).optional(), down: z.boolean().optional() });

/**
 * Bundles (spec 001 §4, §7): the block engine's JSON-RPC (POST /api/v1/bundles: sendBundle,
 * getTipAccounts, getBundleStatuses) and the tip floor (GET /api/v1/bundles/tip_floor), on
 * the ledger. Switchboard: POST /__sim/bundles {tipFloorLamports?, down?}; GET /__sim/bundles
 * says how many bundles came in and landed.
 */
export const startBundlesFeature = (context: SimFeatureContext): SimFeature => {
  const floor: TipFloorState = { lamports: DEFAULT_TIP_FLOOR_LAMPORTS, down: false };
  const { ledger } = context;
  const engine = ledger ? createBlockEngine(ledger, () => context.now()) : undefined;
  // On mainnet the tip accounts exist (rent-exempt): a first small tip must not fail for rent.
  const openTipAccounts = () => {
    for (const account of TIP_ACCOUNTS) if (ledger && ledger.getLamports(account) === 0n) ledger.setLamports(account, TIP_ACCOUNT_OPENING_LAMPORTS);
  };
  openTipAccounts();
  const stopReset = ledger?.onReset(openTipAccounts);

  context.router.get('/api/v1/bundles/tip_floor', ({ response }) => {
    if (floor.down) return sendJson(response, 503, { error: 'tip floor unavailable (simulator switch)' });
    sendJson(response, 200, tipFloorJson(floor, context.now()));
  });

  context.router.post('/api/v1/bundles', async ({ request, response }) => {
    const parsed = rpcRequest.safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 200, { jsonrpc: '2.0', id: null, error: { code: INVALID_REQUEST, message: 'Invalid request' } });
    const { id = null, method, params } = parsed.data;
    const fail = (code: number, message: string) => sendJson(response, 200, { jsonrpc: '2.0', id, error: { code, message } });
    if (!engine) return fail(INVALID_REQUEST, 'Bundles need the simulator ledger: start the simulator with npm run sim');
    try {
      if (method === 'sendBundle') return sendJson(response, 200, { jsonrpc: '2.0', id, result: engine.sendBundle(params) });
      if (method === 'getTipAccounts') return sendJson(response, 200, { jsonrpc: '2.0', id, result: engine.tipAccounts() });
      if (method === 'getBundleStatuses') return sendJson(response, 200, { jsonrpc: '2.0', id, result: engine.bundleStatuses(params) });
      return fail(METHOD_NOT_FOUND, 'Method not found');
    } catch (error) {
      if (error instanceof BundleError) return fail(INVALID_PARAMS, error.message);
      throw error;
    }
  });

  context.router.get('/__sim/bundles', ({ response }) =>
    sendJson(response, 200, { tipFloorLamports: floor.lamports, down: floor.down, ...(engine?.describe() ?? { received: 0, landed: 0, last: null }) }),
  );
  context.router.post('/__sim/bundles', async ({ request, response }) => {
    const parsed = switchBody.safeParse(await readJson(request).catch(() => undefined));
    if (!parsed.success) return sendJson(response, 400, { error: 'body must be {"tipFloorLamports"?: integer, "down"?: boolean}' });
    if (parsed.data.tipFloorLamports !== undefined) floor.lamports = parsed.data.tipFloorLamports;
    if (parsed.data.down !== undefined) floor.down = parsed.data.down;
    sendJson(response, 200, { tipFloorLamports: floor.lamports, down: floor.down });
  });

  return {
    reset: () => {
      floor.lamports = DEFAULT_TIP_FLOOR_LAMPORTS;
      floor.down = false;
      engine?.reset();
      openTipAccounts();
    },
    close: () => stopReset?.(),
  };
};
