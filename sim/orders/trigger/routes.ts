import { readJson, sendJson } from '../../http/json';
import type { Router } from '../../http/router';
import type { OrdersDeps } from '../actions';
import { type Answer, NO_LEDGER, answer, refusal } from '../answers';
import { DEFAULT_FEE_BPS, STABLE_FEE_BPS, STABLE_MINTS } from '../fillPricing';
import { orderStatusParam, pageOf, parsePage } from '../orderJson';
import type { OrderStore } from '../orderStore';
import type { TriggerOrder } from '../orderTypes';
import { isWallet } from '../userTransaction';
import { cancelTriggerOrder, cancelTriggerOrders } from './cancelOrders';
import { createTriggerOrder } from './createOrder';
import { triggerOrderJson } from './json';

/** Trigger API v1 under /trigger/v1 (research §5; sim/README.md, Orders). */
export const TRIGGER_BASE = '/trigger/v1';

export interface TriggerRouteDeps {
  /** Undefined without the ledger in process: the routes that build transactions answer 503. */
  readonly deps: OrdersDeps | undefined;
  readonly store: OrderStore<TriggerOrder>;
  readonly keeper: string;
  execute(body: unknown): Promise<Answer>;
}

const asObject = (raw: unknown) => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {});

export const listTriggerOrders = (store: OrderStore<TriggerOrder>, keeper: string, query: URLSearchParams): Answer => {
  const user = query.get('user');
  if (!isWallet(user)) return refusal('invalid request', 'user must be a base58 address');
  const orderStatus = orderStatusParam(query.get('orderStatus'));
  if (!orderStatus) return refusal('invalid request', 'orderStatus must be active or history');
  const page = parsePage(query.get('page'));
  if (!page.ok) return refusal('invalid request', page.error);
  const inputMint = query.get('inputMint');
  const outputMint = query.get('outputMint');
  const orders = (
    orderStatus === 'active'
      ? store
          .liveOf(user)
          .filter((order) => order.status === 'Open')
          .sort((a, b) => b.createdAt - a.createdAt)
      : store.historyOf(user)
  ).filter((order) => (!inputMint || order.inputMint === inputMint) && (!outputMint || order.outputMint === outputMint));
  const { items, totalPages } = pageOf(orders, page.value);
  return answer({ user, orderStatus, orders: items.map((order) => triggerOrderJson(order, keeper)), totalPages, page: page.value });
};

export const registerTriggerRoutes = (router: Router, routes: TriggerRouteDeps) => {
  const send = (response: Parameters<typeof sendJson>[0], result: Answer) => sendJson(response, result.status, result.body);
  const post = (path: string, build: (deps: OrdersDeps, body: Record<string, unknown>) => Answer) =>
    router.post(`${TRIGGER_BASE}${path}`, async ({ request, response }) => {
      const body = asObject(await readJson(request));
      send(response, routes.deps ? build(routes.deps, body) : NO_LEDGER);
    });
  post('/createOrder', (deps, body) => createTriggerOrder(deps, routes.store, body));
  post('/cancelOrder', (deps, body) => cancelTriggerOrder(deps, routes.store, body));
  post('/cancelOrders', (deps, body) => cancelTriggerOrders(deps, routes.store, body));
  router.post(`${TRIGGER_BASE}/execute`, async ({ request, response }) =>
    send(response, routes.deps ? await routes.execute(await readJson(request)) : NO_LEDGER),
  );
  router.get(`${TRIGGER_BASE}/getTriggerOrders`, ({ query, response }) => send(response, listTriggerOrders(routes.store, routes.keeper, query)));
  router.get(`${TRIGGER_BASE}/getFees`, ({ response }) =>
    sendJson(response, 200, { defaultFeeBps: DEFAULT_FEE_BPS, stableFeeBps: STABLE_FEE_BPS, stableMints: [...STABLE_MINTS] }),
  );
};
