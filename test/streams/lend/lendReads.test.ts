import { type HttpRequest, type HttpResponse, createHttpClient } from '@streams/core/http';
import { HttpTimeoutError } from '@streams/core/httpErrors';
import { createLendReads } from '@streams/lend/lendReads';
import { type Observable, distinctUntilChanged, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const OTHER = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const SHARE = '9BEcn9aPEmhSPbPQeFGjidRiEKki46fVQDyPpSQXPA2D';
const LEND = 'http://sim/lend/v1';
const EARNINGS_URL = `${LEND}/lending/users/${OWNER}/positions/${SHARE}/earnings`;
const earnings = (value: string) => ({ address: SHARE, ownerAddress: OWNER, earnings: value, slot: 1 });

/** The Lend API on a fake transport: each request is answered by the next observable of its URL's list. */
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
  const reads = createLendReads({
    http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger: createRecordingLogger() }),
    lendApi: LEND,
    dataApi: 'http://sim',
    scheduler: m.scheduler,
  });
  return { requests: fake.requests, times, reads };
};

const loading = { status: 'loading' } as const;
const ready = <T>(value: T, updatedAt: number, stale = false, refreshing = false) => ({ status: 'ready', value, updatedAt, stale, refreshing }) as const;

describe('lend earnings (T14: stale after 300,000 ms)', () => {
  it(
    'a view within 299,999 ms of the answer reuses it; no second request; it turns stale on screen at 300,000 ms',
    marbles((m) => {
      const stale = m.time('300000ms |'); // T14
      const first = m.cold('-r|', { r: jsonResponse(earnings('1')) });
      const second = m.cold('-r|', { r: jsonResponse(earnings('2')) });
      const { requests, times, reads } = setup(m, { [EARNINGS_URL]: [first, second] });
      // The first view opens at 0 and leaves at 10; the answer came at 1.
      m.expect(reads.earnings$(OWNER, SHARE), '^ 9ms !').toBeObservable('lr', { l: loading, r: ready(earnings('1'), 1) });
      // The next view opens at 300,000: the answer is 299,999 ms old, still fresh, and turns stale 1 ms later, without a refetch.
      m.expect(reads.earnings$(OWNER, SHARE), `${stale}ms ^ 9ms !`).toBeObservable(`${stale}ms ab`, {
        a: ready(earnings('1'), 1),
        b: ready(earnings('1'), 1, true),
      });
      m.expect(first).toHaveSubscriptions('^-!');
      m.expect(second).toHaveSubscriptions([]);
      m.flush();
      expect(requests.map((request) => request.url)).toEqual([EARNINGS_URL]);
      expect(times).toEqual([0]);
    }),
  );

  it(
    'a view at 300,000 ms after the answer asks again, showing the old value as stale meanwhile',
    marbles((m) => {
      const stale = m.time('300000ms |'); // T14
      const first = m.cold('-r|', { r: jsonResponse(earnings('1')) });
      const second = m.cold('----r|', { r: jsonResponse(earnings('2')) });
      const { requests, times, reads } = setup(m, { [EARNINGS_URL]: [first, second] });
      m.expect(reads.earnings$(OWNER, SHARE), '^ 9ms !').toBeObservable('lr', { l: loading, r: ready(earnings('1'), 1) });
      // The answer came at 1: at 300,001 it is stale; the view shows it (stale, then refreshing) until the new one comes 4 ms later.
      const again = 1 + stale;
      m.expect(reads.earnings$(OWNER, SHARE), `${again}ms ^ 99ms !`).toBeObservable(`${again}ms (ab) c`, {
        a: ready(earnings('1'), 1, true),
        b: ready(earnings('1'), 1, true, true),
        c: ready(earnings('2'), again + 4),
      });
      m.expect(first).toHaveSubscriptions('^-!');
      m.expect(second).toHaveSubscriptions(`${again}ms ^----!`);
      m.flush();
      expect(requests.map((request) => request.url)).toEqual([EARNINGS_URL, EARNINGS_URL]);
      expect(times).toEqual([0, again]);
    }),
  );

  it(
    'an invalidation (a lend transaction landed) refetches the owner’s reads at once, not another owner’s',
    marbles((m) => {
      const positionsUrl = `${LEND}/lending/users/${OWNER}/positions`;
      const othersUrl = `${LEND}/lending/users/${OTHER}/positions`;
      const answers = {
        [EARNINGS_URL]: [m.cold('-r|', { r: jsonResponse(earnings('1')) }), m.cold('-r|', { r: jsonResponse(earnings('2')) })],
        [positionsUrl]: [m.cold('-r|', { r: jsonResponse([]) }), m.cold('-r|', { r: jsonResponse([]) })],
        [othersUrl]: [m.cold('-r|', { r: jsonResponse([]) }), m.cold('-r|', { r: jsonResponse([]) })],
      };
      const { requests, reads } = setup(m, answers);
      m.scheduler.schedule(() => reads.invalidate(OWNER), 100);
      m.expect(reads.earnings$(OWNER, SHARE), '^ 199ms !').toBeObservable('lr 98ms ab', {
        l: loading,
        r: ready(earnings('1'), 1),
        a: ready(earnings('1'), 1, false, true),
        b: ready(earnings('2'), 101),
      });
      // Positions are stale as soon as they come (a new view asks again); the invalidation refetches them while watched.
      const positions = { l: loading, r: ready([], 1), s: ready([], 1, true), a: ready([], 1, true, true), b: ready([], 101), S: ready([], 101, true) };
      m.expect(reads.positions$(OWNER), '^ 199ms !').toBeObservable('l(rs) 95ms a(bS)', positions);
      m.expect(reads.positions$(OTHER), '^ 199ms !').toBeObservable('l(rs)', positions);
      m.expect(answers[EARNINGS_URL][0]!).toHaveSubscriptions('^-!');
      m.expect(answers[EARNINGS_URL][1]!).toHaveSubscriptions('100ms ^-!');
      m.expect(answers[positionsUrl][1]!).toHaveSubscriptions('100ms ^-!');
      m.expect(answers[othersUrl][1]!).toHaveSubscriptions([]);
      m.flush();
      expect(requests).toHaveLength(5);
    }),
  );

  it(
    'an invalidation while the earnings are on their way cancels that request and asks again',
    marbles((m) => {
      const slow = m.cold('-----r|', { r: jsonResponse(earnings('1')) });
      const quick = m.cold('-r|', { r: jsonResponse(earnings('2')) });
      const { reads } = setup(m, { [EARNINGS_URL]: [slow, quick] });
      m.scheduler.schedule(() => reads.invalidate(OWNER), 3);
      m.expect(reads.earnings$(OWNER, SHARE), '^ 99ms !').toBeObservable('l---r', { l: loading, r: ready(earnings('2'), 4) });
      m.expect(slow).toHaveSubscriptions('^--!');
      m.expect(quick).toHaveSubscriptions('---^-!');
    }),
  );
});

describe('lend reads: cancellation and the T16 timeout', () => {
  it(
    'leaving the view before the answer cancels the request',
    marbles((m) => {
      const answer = m.cold('-----r|', { r: jsonResponse([]) });
      const { reads } = setup(m, { [`${LEND}/lending/tokens`]: [answer] });
      m.expect(reads.vaults$(), '^-!').toBeObservable('l', { l: loading });
      // The view is kept for the scheduler's next turn (a remount reuses it), then let go.
      m.expect(answer).toHaveSubscriptions('^-!');
    }),
  );

  it(
    'a Lend API that does not answer fails the read after 15,000 ms, and the request is let go',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T16
      const answer = m.cold('-');
      const url = `${LEND}/lending/stats`;
      const { reads } = setup(m, { [url]: [answer] });
      m.expect(reads.stats$(), `^ ${timeout + 99}ms !`).toBeObservable(`l ${timeout - 1}ms e`, {
        l: loading,
        e: { status: 'error', error: new HttpTimeoutError('Lend API', url, timeout), last: undefined },
      });
      m.expect(answer).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
    }),
  );
});

const token = (address: string, symbol: string, decimals: number) => ({ address, symbol, decimals, price: 1 });
const VAULT = {
  id: 1,
  supplyToken: token('So11111111111111111111111111111111111111112', 'SOL', 9),
  borrowToken: token('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'USDC', 6),
  collateralFactor: 8000,
  liquidationThreshold: 8500,
};

describe('borrow positions (T78: read again every 10,000 ms while shown)', () => {
  it(
    'a liquidation on the ledger reaches the page within one refresh: the positions are read at 0, 10,000 and 20,000 ms, and no more once unwatched',
    marbles((m) => {
      const url = `${LEND}/borrow/positions?users=${OWNER}`;
      const position = (isLiquidated: boolean) => ({
        id: 7,
        vaultId: 1,
        ownerAddress: OWNER,
        supply: isLiquidated ? '0' : '1000000000',
        borrow: isLiquidated ? '0' : '100000000',
        isLiquidated,
      });
      const answer = (isLiquidated: boolean) => m.cold('r|', { r: jsonResponse([{ ...position(isLiquidated), vault: VAULT }]) });
      const { reads, times } = setup(m, { [url]: [answer(false), answer(false), answer(true)] });
      const liquidated$ = reads.borrowPositions$(OWNER).pipe(
        map((state) => (state.status === 'ready' ? String(state.value[0]?.isLiquidated) : state.status)),
        distinctUntilChanged(),
      );
      // '(lf)' spans four frames: t lands at 4 + 19,996 = 20,000 ms, the third read.
      m.expect(liquidated$, '^ 25000ms !').toBeObservable('(lf) 19996ms t', { l: 'loading', f: 'false', t: 'true' });
      m.flush();
      expect(times).toEqual([0, 10_000, 20_000]);
    }),
  );
});
