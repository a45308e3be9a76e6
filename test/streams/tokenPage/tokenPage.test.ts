import { createHttpClient, type HttpRequest, type HttpResponse } from '@streams/core/http';
import type { Observable } from 'rxjs';
import { createLiveStream } from '@streams/market/liveStream';
import type { Asset } from '@streams/schemas/asset';
import { createTokenPage } from '@streams/tokenPage/tokenPage';
import { statsFor } from '@streams/tokenPage/tokenDetail';
import type { TradesState } from '@streams/tokenPage/tokenTrades';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeSocket } from '../../support/fakeSocket';
import { type MarbleContext, flushWithin, marbles } from '../../support/marbles';

const TOKEN: Asset = {
  id: 'tok',
  name: 'Token',
  symbol: 'TOK',
  usdPrice: 1,
  mcap: 100,
  isVerified: true,
  stats1h: { buyVolume: 5, sellVolume: 2, numBuys: 3, numSells: 1, priceChange: 4 },
};
const tx = (hash: string, seconds: number) => ({
  timestamp: new Date(seconds * 1000).toISOString(),
  asset: 'tok',
  type: 'buy',
  usdPrice: 1,
  usdVolume: 2,
  traderAddress: 'trader',
  txHash: hash,
  amount: 1,
});

const setup = (
  m: MarbleContext,
  options: {
    /** The service's marble for a request (its letters are `bodies`), or the answer itself (to read its subscription log). */
    http: (request: HttpRequest) => string | Observable<HttpResponse>;
    bodies: Record<string, unknown>;
    connections?: string[];
    messages?: Record<string, string>;
  },
) => {
  const logger = createRecordingLogger();
  const values = Object.fromEntries(Object.entries(options.bodies).map(([key, body]) => [key, jsonResponse(body)]));
  const { transport, requests } = createFakeTransport((request) => {
    const answer = options.http(request);
    return typeof answer === 'string' ? m.cold(answer, values) : answer;
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  const socket = createFakeSocket(m, options.connections ?? ['o'], options.messages ?? {});
  const live = createLiveStream({ socket: socket.socket, url: 'ws://sim/ws', scheduler: m.scheduler, logger });
  // The held stream is watched for silence forever: flush within its stale mark (T52, 10 s).
  flushWithin(m, 9_999);
  const page = createTokenPage({ http, marketApi: 'http://sim', live, scheduler: m.scheduler, frameScheduler: m.scheduler, logger });
  return { page, requests, logger };
};

describe('token page data', () => {
  it(
    'detail: the asset by id, merged with streamed asset updates; stats per timeframe derived like the lists',
    marbles((m) => {
      const update = JSON.stringify({ type: 'asset-updates', data: [{ type: 'update', asset: { id: 'tok', name: 'Token', symbol: 'TOK', usdPrice: 2 } }] });
      const { page, requests } = setup(m, { http: () => '-r|', bodies: { r: [TOKEN] }, connections: ['o 4ms u'], messages: { u: update } });
      m.expect(page.detail$('tok'), '^ 10ms !').toBeObservable('lr 3ms u', {
        l: { status: 'loading' },
        r: expect.objectContaining({ status: 'ready', asset: TOKEN, stale: false, info: expect.objectContaining({ verified: true, symbol: 'TOK' }) }),
        u: expect.objectContaining({ status: 'ready', asset: { ...TOKEN, usdPrice: 2 } }),
      });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/v1/assets?ids=tok');
      expect(statsFor(TOKEN, '1h')).toMatchObject({ volume: 7, netVolume: 3, txs: 4, priceChange: 4 });
    }),
  );

  it(
    'detail: an unknown id is not_found',
    marbles((m) => {
      const { page } = setup(m, { http: () => '-r|', bodies: { r: [] } });
      m.expect(page.detail$('nope'), '^ 10ms !').toBeObservable('ln', { l: { status: 'loading' }, n: { status: 'not_found' } });
    }),
  );

  it(
    'description: success, generating and not_found parse; a bad payload is an error state',
    marbles((m) => {
      const bodies = {
        s: { status: 'success' as const, description: 'A token.' },
        g: { status: 'generating' as const, description: null },
        n: { status: 'not_found' as const },
        b: { status: 'maybe' },
      };
      const byId: Record<string, string> = { a: '-s|', b: '-g|', c: '-n|', d: '-b|' };
      const { page } = setup(m, { http: (request) => byId[request.url.split('/')[5] ?? ''] ?? '#', bodies });
      m.expect(page.description$('a'), '^ 5ms !').toBeObservable('lv|', { l: { status: 'loading' }, v: { status: 'ready', value: bodies.s } });
      m.expect(page.description$('b'), '^ 5ms !').toBeObservable('lv|', { l: { status: 'loading' }, v: { status: 'ready', value: bodies.g } });
      m.expect(page.description$('c'), '^ 5ms !').toBeObservable('lv|', { l: { status: 'loading' }, v: { status: 'ready', value: bodies.n } });
      m.expect(page.description$('d'), '^ 5ms !').toBeObservable('l(e|)', {
        l: { status: 'loading' },
        e: { status: 'error', error: expect.objectContaining({ message: 'Invalid description response structure from Market API' }) },
      });
    }),
  );

  it(
    'holders: GET /v1/holders/{id}',
    marbles((m) => {
      const holders = { holders: [{ address: 'h1', amount: 10, tags: [{ id: 'dev', name: 'Dev' }] }], count: 1 };
      const { page, requests } = setup(m, { http: () => '-r|', bodies: { r: holders } });
      m.expect(page.holders$('tok'), '^ 5ms !').toBeObservable('lv|', { l: { status: 'loading' }, v: { status: 'ready', value: holders } });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/v1/holders/tok');
    }),
  );

  it(
    'trades: the latest page, then live trades on top, newest first, de-duplicated, one emission per frame',
    marbles((m) => {
      const live = JSON.stringify({ type: 'actions', data: [tx('t3', 30), tx('t2', 20)] });
      const { page, requests } = setup(m, {
        http: () => '--r|',
        bodies: { r: { txs: [tx('t2', 20), tx('t1', 10)], next: '30' } },
        connections: ['o 5ms a'],
        messages: { a: live },
      });
      const hashes = (state: TradesState) => `${state.status}:${state.trades.map((trade) => trade.txHash).join(',')}:${state.next ?? ''}`;
      const states: string[] = [];
      page.trades$('tok').subscribe((state) => states.push(hashes(state)));
      m.flush();
      expect(states).toEqual(['loading::', 'ready:t2,t1:30', 'ready:t3,t2,t1:30']);
      expect(requests[0]?.url).toBe('http://sim/v1/txs/tok?limit=30');
    }),
  );
});

describe('token page data: its requests (subscription logs)', () => {
  it(
    'holders: two places watching share one request, cancelled when the last of them closes before the answer; opening the tab again asks again',
    marbles((m) => {
      const holders = { holders: [{ address: 'h1', amount: 10 }], count: 1 };
      const answer = m.cold('5ms r|', { r: jsonResponse(holders) });
      const { page, requests } = setup(m, { http: () => answer, bodies: {} });
      m.expect(page.holders$('tok'), '^ 2ms !').toBeObservable('l', { l: { status: 'loading' } });
      m.expect(page.holders$('tok'), '^ 1ms !').toBeObservable('l', { l: { status: 'loading' } });
      m.expect(page.holders$('tok'), '10ms ^ 10ms !').toBeObservable('10ms l 4ms v|', { l: { status: 'loading' }, v: { status: 'ready', value: holders } });
      m.expect(answer).toHaveSubscriptions(['^ 2ms !', '10ms ^ 5ms !']);
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );
});
