import { createHttpClient, type HttpRequest, type HttpResponse } from '@streams/core/http';
import type { ResourceState } from '@streams/core/cachedResource';
import { createOrderLists } from '@streams/orders/orderLists';
import { type Observable, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, flushWithin, marbles } from '../../support/marbles';

const WALLET = 'Wa11et1111111111111111111111111111111111111';

const trade = {
  orderKey: 'O1',
  inputMint: 'A',
  outputMint: 'B',
  inputAmount: '0.5',
  outputAmount: '100',
  txId: 'T1',
  confirmedAt: '2026-11-25T00:00:00Z',
  action: 'Fill',
};
const triggerOrder = (orderKey: string) => ({
  userPubkey: WALLET,
  orderKey,
  inputMint: 'A',
  outputMint: 'B',
  makingAmount: '1',
  takingAmount: '200',
  remainingMakingAmount: '0.5',
  remainingTakingAmount: '100',
  rawMakingAmount: '1000000000',
  rawTakingAmount: '200000000',
  rawRemainingMakingAmount: '500000000',
  rawRemainingTakingAmount: '100000000',
  expiredAt: null,
  createdAt: '2026-11-25T00:00:00Z',
  updatedAt: '2026-11-25T00:00:00Z',
  status: 'Open',
  openTx: 'T0',
  closeTx: null,
  trades: [trade],
});
const recurringOrder = (orderKey: string) => ({
  userPubkey: WALLET,
  orderKey,
  inputMint: 'B',
  outputMint: 'A',
  inDeposited: '100',
  inWithdrawn: '0',
  inUsed: '50',
  outReceived: '0.25',
  inAmountPerCycle: '50',
  rawInDeposited: '100000000',
  rawInUsed: '50000000',
  cycleFrequency: 60,
  createdAt: '2026-11-25T00:00:00Z',
  trades: [],
});

const setup = (m: MarbleContext, answer: (request: HttpRequest) => { status?: number; body: unknown }) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport((request) => {
    const { status, body } = answer(request);
    return m.cold('-(r|)', { r: jsonResponse(body, status ?? 200) });
  });
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  const lists = createOrderLists({ http, scheduler: m.scheduler, logger, triggerApi: 'http://sim/trigger/v1', recurringApi: 'http://sim/recurring/v1' });
  return { ...fake, lists, logger };
};

const keys = map((state: ResourceState<readonly { orderKey: string }[]>) =>
  state.status === 'ready' ? state.value.map((order) => order.orderKey).join(',') : state.status,
);

describe('order lists', () => {
  it(
    "the active recurring list comes from the spec's active-dca list and is refetched every 30,000 ms while watched (T11 pinned)",
    marbles((m) => {
      const { lists, requests } = setup(m, () => ({ body: { orders: [recurringOrder('D1')], page: 1, totalPages: 1 } }));
      const times: number[] = [];
      const seen: string[] = [];
      lists
        .recurringOrders$(WALLET, 'active')
        .pipe(keys)
        .subscribe((text) => {
          seen.push(text);
        });
      const record = requests.push.bind(requests);
      requests.push = (...items) => (times.push(m.scheduler.now()), record(...items));
      flushWithin(m, 60_001);
      m.flush();
      expect(seen[1]).toBe('D1');
      expect(requests.map((request) => request.url)).toEqual(Array(3).fill(`http://sim/recurring/v1/active-dca/v2/${WALLET}?page=1&includeFailedTx=true`));
      expect(times).toEqual([30000, 60000]);
    }),
  );

  it(
    'a DCA list that fails to load is an empty list, logged (spec 000 §8)',
    marbles((m) => {
      const { lists, logger } = setup(m, () => ({ status: 500, body: { error: 'down' } }));
      flushWithin(m, 100);
      m.expect(lists.recurringOrders$(WALLET, 'history').pipe(keys)).toBeObservable('le', { l: 'loading', e: '' });
      m.flush();
      expect(logger.entries.some((entry) => entry.message === 'Failed to fetch recurring orders')).toBe(true);
    }),
  );

  it(
    'trigger orders: every page the service announces, in one list; the amounts parsed, the trades kept',
    marbles((m) => {
      const { lists, requests } = setup(m, (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return { body: { user: WALLET, orderStatus: 'active', orders: [triggerOrder(`O${page}`)], page, totalPages: 2 } };
      });
      const values: (readonly { orderKey: string; makingAmount: number; trades: readonly unknown[] }[])[] = [];
      lists.triggerOrders$(WALLET, 'active').subscribe((state) => state.status === 'ready' && values.push(state.value));
      flushWithin(m, 100);
      m.flush();
      expect(requests.map((request) => new URL(request.url).searchParams.get('page'))).toEqual(['1', '2']);
      expect(values.at(-1)?.map((order) => [order.orderKey, order.makingAmount, order.trades.length])).toEqual([
        ['O1', 1, 1],
        ['O2', 1, 1],
      ]);
    }),
  );

  it(
    'a landed cancel removes its orders from the cached active lists at once',
    marbles((m) => {
      const { lists } = setup(m, () => ({ body: { orders: [triggerOrder('O1'), triggerOrder('O2')], page: 1, totalPages: 1 } }));
      const seen: string[] = [];
      lists
        .triggerOrders$(WALLET, 'active')
        .pipe(keys)
        .subscribe((text) => seen.push(text));
      m.scheduler.schedule(() => lists.removeOpen(WALLET, new Set(['O1'])), 10);
      flushWithin(m, 20);
      m.flush();
      expect(seen).toEqual(['loading', 'O1,O2', 'O2']);
      expect(lists.openKeys(WALLET, 'trigger')).toEqual(['O2']);
    }),
  );
});

describe('order lists while watched (subscription logs)', () => {
  /** Lists whose requests are answered by `answers[index]`, kept so their subscription logs can be read. */
  const watch = (m: MarbleContext, answers: readonly Observable<HttpResponse>[]) => {
    const logger = createRecordingLogger();
    const times: number[] = [];
    const { transport } = createFakeTransport((_request, index) => {
      times.push(m.scheduler.now());
      return answers[index] ?? m.cold('-');
    });
    const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
    const lists = createOrderLists({ http, scheduler: m.scheduler, logger, triggerApi: 'http://sim/trigger/v1', recurringApi: 'http://sim/recurring/v1' });
    return { lists, times };
  };
  /** 'loading', or the order keys of a ready list, with ' stale' and ' refreshing' when they apply. */
  const brief = map((state: ResourceState<readonly { orderKey: string }[]>) =>
    state.status === 'ready'
      ? `${state.value.map((order) => order.orderKey).join(',')}${state.stale ? ' stale' : ''}${state.refreshing ? ' refreshing' : ''}`
      : state.status,
  );
  const dcaList = jsonResponse({ orders: [recurringOrder('D1')], page: 1, totalPages: 1 });

  it(
    'the active list poll stops when its subscriber leaves: the refetch in flight is cancelled and no later tick asks again',
    marbles((m) => {
      const refetch = m.time('30000ms |'); // T11
      const first = m.cold('-(r|)', { r: dcaList });
      const second = m.cold('100ms (r|)', { r: dcaList });
      const { lists, times } = watch(m, [first, second]);
      // The orders page is left at 30,050, while the 30,000 refetch is on its way.
      m.expect(lists.recurringOrders$(WALLET, 'active').pipe(brief), `^ ${refetch + 49}ms !`).toBeObservable(`lr ${refetch - 2}ms fs`, {
        l: 'loading',
        r: 'D1',
        f: 'D1 refreshing',
        s: 'D1 stale refreshing',
      });
      m.expect(first).toHaveSubscriptions('^!');
      m.expect(second).toHaveSubscriptions(`${refetch}ms ^ 49ms !`);
      m.flush();
      expect(times).toEqual([0, refetch]);
    }),
  );

  it(
    'the poll goes on while another screen still watches the list, and stops with the last one',
    marbles((m) => {
      const refetch = m.time('30000ms |'); // T11
      const answer = m.cold('-(r|)', { r: dcaList });
      const { lists, times } = watch(m, [answer, answer, answer]);
      // The orders page leaves at 10,000; the portfolio drawer keeps watching until 2 × 30,000 + 10.
      const states = { l: 'loading', r: 'D1', f: 'D1 refreshing', s: 'D1 stale refreshing' };
      m.expect(lists.recurringOrders$(WALLET, 'active').pipe(brief), '^ 9999ms !').toBeObservable('lr', states);
      m.expect(lists.recurringOrders$(WALLET, 'active').pipe(brief), `^ ${2 * refetch + 9}ms !`).toBeObservable(
        `lr ${refetch - 2}ms f(sr) ${refetch - 5}ms f(sr)`,
        states,
      );
      m.expect(answer).toHaveSubscriptions(['^!', `${refetch}ms ^!`, `${2 * refetch}ms ^!`]);
      m.flush();
      expect(times).toEqual([0, refetch, 2 * refetch]);
    }),
  );

  it(
    'a trigger list the service never answers is given up after 15,000 ms and asked again at the next 30,000 ms tick',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T56
      const refetch = m.time('30000ms |'); // T11
      const silent = m.cold('-');
      const { lists, times } = watch(m, [silent, silent]);
      const state$ = lists.triggerOrders$(WALLET, 'active').pipe(map((state) => state.status));
      m.expect(state$, `^ ${refetch + timeout + 9}ms !`).toBeObservable(`l ${timeout - 1}ms e ${refetch - timeout - 1}ms l ${timeout - 1}ms e`, {
        l: 'loading',
        e: 'error',
      });
      m.expect(silent).toHaveSubscriptions(['^ ' + `${timeout - 1}ms !`, `${refetch}ms ^ ${timeout - 1}ms !`]);
      m.flush();
      expect(times).toEqual([0, refetch]);
    }),
  );
});

describe('order lists: which list is asked, and what Cancel All reads', () => {
  /** Answers by path: the trigger list holds O1, the active DCA list D1, the DCA history H1. */
  const byPath = (request: HttpRequest) => {
    const path = new URL(request.url).pathname;
    if (path.includes('getTriggerOrders')) return { body: { user: WALLET, orderStatus: 'active', orders: [triggerOrder('O1')], page: 1, totalPages: 1 } };
    if (path.includes('historical-dca')) return { body: { orders: [recurringOrder('H1')], page: 1, totalPages: 1 } };
    if (path.includes('active-dca')) return { body: { orders: [recurringOrder('D1')], page: 1, totalPages: 1 } };
    return { status: 404, body: null };
  };

  it(
    "the recurring history is the spec's historical-dca list, asked without the browser cache, and kept apart from the active list",
    marbles((m) => {
      const { lists, requests } = setup(m, byPath);
      m.expect(lists.recurringOrders$(WALLET, 'history').pipe(keys), '^ 100ms !').toBeObservable('lh', { l: 'loading', h: 'H1' });
      m.expect(lists.recurringOrders$(WALLET, 'active').pipe(keys), '^ 100ms !').toBeObservable('ld', { l: 'loading', d: 'D1' });
      m.flush();
      expect(requests.map((request) => [request.url, request.noCache])).toEqual([
        [`http://sim/recurring/v1/historical-dca/v2/${WALLET}?page=1&includeFailedTx=true`, true],
        [`http://sim/recurring/v1/active-dca/v2/${WALLET}?page=1&includeFailedTx=true`, true],
      ]);
    }),
  );

  it(
    'the history lists are fetched once per visit: unlike the active lists, no 30,000 ms refetch while watched (T11)',
    marbles((m) => {
      const { lists, requests } = setup(m, byPath);
      const refetch = m.time('30000ms |');
      // both history lists watched past a 30,000 ms tick
      const watching = [lists.recurringOrders$(WALLET, 'history').subscribe(), lists.triggerOrders$(WALLET, 'history').subscribe()];
      m.scheduler.schedule(() => watching.forEach((subscription) => subscription.unsubscribe()), refetch + 100);
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );

  it(
    'a DCA list of the wrong shape is an empty list; the warning names the Recurring API, the wallet, the list and the page',
    marbles((m) => {
      const { lists, logger } = setup(m, () => ({ body: { orders: 'none' } }));
      const listed = map((state: ResourceState<readonly unknown[]>) => (state.status === 'ready' ? JSON.stringify(state.value) : state.status));
      m.expect(lists.recurringOrders$(WALLET, 'active').pipe(listed), '^ 100ms !').toBeObservable('le', { l: 'loading', e: '[]' });
      m.flush();
      expect(logger.messages('warn')).toEqual(['Invalid recurring orders response structure from Recurring API', 'Failed to fetch recurring orders']);
      expect(logger.entries.at(-1)?.context).toEqual({
        wallet: WALLET,
        status: 'active',
        page: 1,
        error: 'Invalid recurring orders response structure from Recurring API',
      });
    }),
  );

  it(
    'Cancel All reads the open keys of the kind asked, from the last answer; none before the list has loaded',
    marbles((m) => {
      const { lists } = setup(m, byPath);
      expect(lists.openKeys(WALLET, 'trigger')).toEqual([]);
      expect(lists.openKeys(WALLET, 'recurring')).toEqual([]);
      m.expect(lists.triggerOrders$(WALLET, 'active').pipe(keys), '^ 100ms !').toBeObservable('lo', { l: 'loading', o: 'O1' });
      m.expect(lists.recurringOrders$(WALLET, 'active').pipe(keys), '^ 100ms !').toBeObservable('ld', { l: 'loading', d: 'D1' });
      m.expect(lists.recurringOrders$(WALLET, 'history').pipe(keys), '^ 100ms !').toBeObservable('lh', { l: 'loading', h: 'H1' });
      m.flush();
      expect(lists.openKeys(WALLET, 'trigger')).toEqual(['O1']);
      expect(lists.openKeys(WALLET, 'recurring')).toEqual(['D1']);
    }),
  );

  it(
    'refresh refetches every list of the wallet that is watched, at once; a wallet with no list is left alone',
    marbles((m) => {
      const { lists, requests } = setup(m, byPath);
      const states = { l: 'loading', o: 'O1', h: 'H1', d: 'D1' };
      m.expect(lists.triggerOrders$(WALLET, 'active').pipe(keys), '^ 100ms !').toBeObservable('lo 8ms oo', states);
      m.expect(lists.recurringOrders$(WALLET, 'history').pipe(keys), '^ 100ms !').toBeObservable('lh 8ms hh', states);
      m.scheduler.schedule(() => {
        lists.refresh('S0meoneE1se11111111111111111111111111111111');
        lists.refresh(WALLET);
      }, 10);
      m.flush();
      expect(requests).toHaveLength(4);
    }),
  );
});
