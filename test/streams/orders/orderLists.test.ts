import { createHttpClient, type HttpRequest } from '@streams/core/http';
import type { ResourceState } from '@streams/core/cachedResource';
import { createOrderLists } from '@streams/orders/orderLists';
import { map } from 'rxjs';
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
