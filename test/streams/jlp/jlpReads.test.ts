import { type HttpRequest, type HttpResponse, createHttpClient } from '@streams/core/http';
import { HttpTimeoutError } from '@streams/core/httpErrors';
import { createJlpReads } from '@streams/jlp/jlpReads';
import type { Observable } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const API = 'http://sim/perps/v2';
const POOL_URL = `${API}/jlp/pool`;
const POSITION_URL = `${API}/jlp/positions/${OWNER}`;

const custody = {
  mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  symbol: 'USDC',
  decimals: 6,
  amount: '1000000',
  priceMicro: '1000000',
  usdMicro: '1000000',
  targetWeightBps: 2200,
  currentWeightBps: 10000,
};
export const poolOf = (aumMicro: string) => ({
  jlpMint: '27G8MtK7VtTcCHkpASjSDdkWWYfoqT6ggEuKidVJidD4',
  decimals: 6,
  aumMicro,
  priceMicro: '4200000',
  supply: '1000000',
  holdingsMicro: aumMicro,
  owedToTradersMicro: '0',
  lentMicro: '0',
  weekFeesMicro: '0',
  weekTradeFeesMicro: '0',
  aprBps: 2000,
  baseFeeBps: 10,
  taxBps: 50,
  custodies: [custody],
});
const position = { owner: OWNER, jlp: '5', valueMicro: '21', costMicro: '20', earningsMicro: '1' };

const setup = (m: MarbleContext, answers: Readonly<Record<string, readonly Observable<HttpResponse>[]>>) => {
  const asked = new Map<string, number>();
  const times: number[] = [];
  const fake = createFakeTransport((request: HttpRequest) => {
    times.push(m.scheduler.now());
    const index = asked.get(request.url) ?? 0;
    asked.set(request.url, index + 1);
    const answer = answers[request.url]?.[index];
    if (!answer) throw new Error(`unexpected request ${index + 1} to ${request.url}`);
    return answer;
  });
  const reads = createJlpReads({
    http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger: createRecordingLogger() }),
    perpsApi: API,
    scheduler: m.scheduler,
  });
  return { requests: fake.requests, times, reads };
};

const loading = { status: 'loading' } as const;
const ready = <T>(value: T, updatedAt: number, stale = false, refreshing = false) => ({ status: 'ready', value, updatedAt, stale, refreshing }) as const;

describe('JLP pool reads (T70: again every 5,000 ms while shown)', () => {
  it(
    'the pool is read at once, again 5,000 ms after the view opened, and not 1 ms sooner',
    marbles((m) => {
      const every = m.time('5000ms |'); // T70
      const first = m.cold('-r|', { r: jsonResponse(poolOf('100')) });
      const second = m.cold('-r|', { r: jsonResponse(poolOf('200')) });
      const { times, reads } = setup(m, { [POOL_URL]: [first, second] });
      // Nothing at 4,999; at 5,000 the refetch goes out (refreshing); at 5,001 the first answer is 5,000 ms old (stale) and the second arrives.
      m.expect(reads.pool$(), `^ ${every + 5}ms !`).toBeObservable(`lr ${every - 2}ms a (bs)`, {
        l: loading,
        r: ready(poolOf('100'), 1),
        a: ready(poolOf('100'), 1, false, true),
        b: ready(poolOf('100'), 1, true, true),
        s: ready(poolOf('200'), every + 1),
      });
      m.flush();
      expect(times).toEqual([0, every]);
    }),
  );

  it(
    "the wallet's position is read on the same beat; a payload that is not a pool is an error state, not a crash",
    marbles((m) => {
      const every = m.time('5000ms |'); // T70
      const pos = m.cold('-r|', { r: jsonResponse(position) });
      const pos2 = m.cold('-r|', { r: jsonResponse(position) });
      const bad = m.cold('-r|', { r: jsonResponse({ aumMicro: 1.5 }) });
      const { times, reads } = setup(m, { [POSITION_URL]: [pos, pos2], [POOL_URL]: [bad] });
      m.expect(reads.position$(OWNER), `^ ${every + 1}ms !`).toBeObservable(`lr ${every - 2}ms a (bs)`, {
        l: loading,
        r: ready(position, 1),
        a: ready(position, 1, false, true),
        b: ready(position, 1, true, true),
        s: ready(position, every + 1),
      });
      const states: string[] = [];
      const watching = reads.pool$().subscribe((state) => states.push(state.status));
      m.scheduler.schedule(() => watching.unsubscribe(), 10);
      m.flush();
      expect(times.slice(0, 2)).toEqual([0, 0]);
      expect(states).toEqual(['loading', 'error']);
    }),
  );
});

describe('JLP reads: the T71 timeout', () => {
  it(
    'a pool read that has not answered in 15,000 ms gives up with a timeout error, and the beat tries again',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T71
      const answer = m.cold(`${timeout + 10}ms r|`, { r: jsonResponse(poolOf('1')) });
      const again = m.cold('-');
      const { reads } = setup(m, { [POOL_URL]: [answer, again] });
      m.expect(reads.pool$(), `^ ${timeout + 2}ms !`).toBeObservable(`l ${timeout - 1}ms (el)`, {
        l: loading,
        e: { status: 'error', error: new HttpTimeoutError('Perps API', POOL_URL, timeout), last: undefined },
      });
      m.expect(answer).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
    }),
  );
});
