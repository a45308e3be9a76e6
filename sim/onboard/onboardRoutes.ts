import { bridgeTransferRequestSchema, evmAddressSchema, ONRAMP_ASSETS, type OnboardMethods, onrampOrderRequestSchema } from '../../streams/schemas';
import { readJson, sendJson } from '../http/json';
import type { Router } from '../http/router';
import { isAddress } from '../ledger/codec';
import type { Bridge } from './bridge';
import type { EvmWallets } from './evmWallets';
import type { Onramp } from './onramp';
import type { OnboardSwitch } from './onboardSwitch';
import type { Transfers } from './transfers';

export interface OnboardRouteDeps {
  readonly methods: () => OnboardMethods;
  readonly wallets: EvmWallets;
  readonly bridge: Bridge;
  readonly onramp: Onramp;
  readonly transfers: Transfers;
  readonly switch: OnboardSwitch;
}

const NO_STORE = { 'cache-control': 'no-store' };
const BASE_UNITS = /^\d{1,20}$/;
const USD = /^\d{1,7}(\.\d{1,2})?$/;

/** The first issue of a zod answer, as the refusal's text. */
const issueOf = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : 'unreadable';
};

/**
 * The onboarding routes ([I], streams/schemas/onboard.ts): the ways in, the simulated EVM
 * source wallet, bridge routes and transfers, the card quote and order, a transfer's progress,
 * and the switchboard's failing services (POST /__sim/onboard/rogue).
 */
export const registerOnboardRoutes = (router: Router, deps: OnboardRouteDeps) => {
  router.get('/onboard/v1/methods', ({ response }) => sendJson(response, 200, deps.methods(), NO_STORE));

  router.post('/onboard/v1/evm/connect', async ({ request, response }) => {
    const body = (await readJson(request)) as { owner?: unknown } | undefined;
    const owner = typeof body?.owner === 'string' ? body.owner : '';
    if (!isAddress(owner)) return sendJson(response, 400, { error: 'Invalid address' });
    sendJson(response, 200, deps.wallets.view(deps.wallets.addressFor(owner)), NO_STORE);
  });

  router.get('/onboard/v1/evm/:address', ({ params, response }) => {
    const address = evmAddressSchema.safeParse(params.address);
    if (!address.success) return sendJson(response, 400, { error: 'Invalid EVM address' });
    sendJson(response, 200, deps.wallets.view(address.data), NO_STORE);
  });

  router.get('/onboard/v1/bridge/routes', ({ query, response }) => {
    const amount = query.get('amount') ?? '';
    if (!BASE_UNITS.test(amount)) return sendJson(response, 400, { error: 'amount: base units as a decimal string' });
    const routes = deps.bridge.routes(query.get('chain') ?? '', BigInt(amount));
    if (!routes) return sendJson(response, 400, { error: 'Unknown source chain' });
    sendJson(response, 200, routes, NO_STORE);
  });

  router.post('/onboard/v1/bridge/transfers', async ({ request, response }) => {
    const parsed = bridgeTransferRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return sendJson(response, 400, { error: `Invalid transfer request: ${issueOf(parsed.error)}` });
    const result = deps.bridge.transfer(parsed.data);
    if (!result.ok) return sendJson(response, result.status, { error: result.error });
    sendJson(response, 200, result.transfer, NO_STORE);
  });

  router.get('/onboard/v1/onramp/quote', ({ query, response }) => {
    const asset = ONRAMP_ASSETS.find((known) => known === query.get('asset'));
    if (!asset) return sendJson(response, 400, { error: 'asset: SOL or USDC' });
    const usd = query.get('usd') ?? '';
    if (!USD.test(usd)) return sendJson(response, 400, { error: 'usd: an amount in dollars, like 100 or 99.50' });
    const result = deps.onramp.quote(asset, Math.round(Number(usd) * 100));
    if (!result.ok) return sendJson(response, result.status, { error: result.error });
    sendJson(response, 200, result.value, NO_STORE);
  });

  router.post('/onboard/v1/onramp/orders', async ({ request, response }) => {
    const parsed = onrampOrderRequestSchema.safeParse(await readJson(request));
    if (!parsed.success) return sendJson(response, 400, { error: `Invalid order: ${issueOf(parsed.error)}` });
    const result = deps.onramp.order(parsed.data);
    if (!result.ok) return sendJson(response, result.status, { error: result.error });
    sendJson(response, 200, result.value, NO_STORE);
  });

  router.get('/onboard/v1/transfers/:id', ({ params, response }) => {
    const transfer = deps.transfers.get(params.id ?? '');
    if (!transfer) return sendJson(response, 404, { error: 'No such transfer' });
    sendJson(response, 200, transfer, NO_STORE);
  });

  router.post('/__sim/onboard/rogue', async ({ request, response }) => {
    const result = deps.switch.set((await readJson(request)) as unknown);
    if (!result.ok) return sendJson(response, 400, { error: result.error });
    sendJson(response, 200, { kind: deps.switch.kind() });
  });
  router.get('/__sim/onboard', ({ response }) => sendJson(response, 200, { kind: deps.switch.kind() }));
};
