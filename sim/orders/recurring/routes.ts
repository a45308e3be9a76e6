import { readJson, sendJson } from '../../http/json';
import type { Router } from '../../http/router';
import type { OrdersDeps } from '../actions';
import { type Answer, NO_LEDGER, answer, refusal } from '../answers';
import { orderStatusParam, pageOf, parsePage } from '../orderJson';
import type { OrderStore } from '../orderStore';
import type { RecurringOrder } from '../orderTypes';
import { isWallet } from '../userTransaction';
import { cancelRecurringOrder, cancelRecurringOrders } from './cancelOrder';
import { createRecurringOrder } from './createOrder';
import { recurringOrderJson } from './json';

/**
 * Recurring API v1 under /recurring/v1 (research §6), and the lists the app reads (spec 000 §7):
 * /recurring/v1/active-dca/v2/{wallet} and /historical-dca/v2/{wallet}.
 */
export const RECURRING_BASE = '/recurring/v1';

export interface RecurringRouteDeps {
  readonly deps: OrdersDeps | undefined;
  readonly store: OrderStore<RecurringOrder>;
  readonly keeper: string;
  execute(body: unknown): Promise<Answer>;
}

const asObject = (raw: unknown) => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {});

const ordersOf = (store: OrderStore<RecurringOrder>, user: string, status: 'active' | 'history') =>
  status === 'active'
    ? store
        .liveOf(user)
        .filter((order) => order.status === 'Active')
        .sort((a, b) => b.createdAt - a.createdAt)
    : store.historyOf(user);

type Listed =
  | { readonly ok: true; readonly user: string; readonly page: number; readonly orders: unknown[]; readonly totalPages: number }
  | { readonly ok: false; readonly answer: Answer };

const list = (routes: RecurringRouteDeps, user: string | null, status: 'active' | 'history', rawPage: string | null, mint: string | null): Listed => {
  if (!isWallet(user)) return { ok: false, answer: refusal('user must be a base58 address') };
  const page = parsePage(rawPage);
  if (!page.ok) return { ok: false, answer: refusal(page.error) };
  const orders = ordersOf(routes.store, user, status).filter((order) => !mint || order.inputMint === mint || order.outputMint === mint);
  const { items, totalPages } = pageOf(orders, page.value);
  return { ok: true, user, page: page.value, orders: items.map((order) => recurringOrderJson(order, routes.keeper)), totalPages };
};

export const registerRecurringRoutes = (router: Router, routes: RecurringRouteDeps) => {
  const send = (response: Parameters<typeof sendJson>[0], result: Answer) => sendJson(response, result.status, result.body);
  const post = (path: string, build: (deps: OrdersDeps, body: Record<string, unknown>) => Answer) =>
    router.post(`${RECURRING_BASE}${path}`, async ({ request, response }) => {
      const body = asObject(await readJson(request));
      send(response, routes.deps ? build(routes.deps, body) : NO_LEDGER);
    });
  post('/createOrder', (deps, body) => createRecurringOrder(deps, routes.store, body));
  post('/cancelOrder', (deps, body) => cancelRecurringOrder(deps, routes.store, body));
  post('/cancelOrders', (deps, body) => cancelRecurringOrders(deps, routes.store, body));
  router.post(`${RECURRING_BASE}/execute`, async ({ request, response }) =>
    send(response, routes.deps ? await routes.execute(await readJson(request)) : NO_LEDGER),
  );
  router.get(`${RECURRING_BASE}/getRecurringOrders`, ({ query, response }) => {
    const status = orderStatusParam(query.get('orderStatus'));
    const type = query.get('recurringType') ?? 'time';
    if (!status) return send(response, refusal('orderStatus must be active or history'));
    if (!['time', 'price', 'all'].includes(type)) return send(response, refusal('recurringType must be time, price or all'));
    const listed = list(routes, query.get('user'), status, query.get('page'), query.get('mint'));
    if (!listed.ok) return send(response, listed.answer);
    send(
      response,
      answer({ user: listed.user, orderStatus: status, page: listed.page, totalPages: listed.totalPages, [type]: type === 'price' ? [] : listed.orders }),
    );
  });
  for (const [path, status] of [
    ['active-dca', 'active'],
    ['historical-dca', 'history'],
  ] as const) {
    router.get(`${RECURRING_BASE}/${path}/v2/:wallet`, ({ params, query, response }) => {
      const listed = list(routes, params.wallet ?? null, status, query.get('page'), null);
      send(response, listed.ok ? answer({ totalPages: listed.totalPages, page: listed.page, orders: listed.orders }) : listed.answer);
    });
  }
};
