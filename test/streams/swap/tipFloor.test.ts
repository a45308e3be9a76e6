import { type HttpResponse, createHttpClient } from '@streams/core/http';
import { type TipFloor, chooseTip, createTipFloor } from '@streams/swap/tipFloor';
import { type Observable, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const URL = 'http://sim/api/v1/bundles/tip_floor';
/** The block engine's answer for a floor of `lamports` (in SOL, as the real one). */
const floorBody = (lamports: number) => [
  { time: '2026-11-25T00:00:00Z', landed_tips_50th_percentile: lamports / 1e9, ema_landed_tips_50th_percentile: lamports / 1e9 },
];

const setup = (m: MarbleContext, answer: (index: number) => unknown) => {
  const logger = createRecordingLogger();
  const times: number[] = [];
  const fake = createFakeTransport((_request, index) => {
    times.push(m.scheduler.now());
    const body = answer(index);
    return body instanceof Error ? m.cold('#', {}, body) : m.cold('(r|)', { r: jsonResponse(body) });
  });
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  const floor$ = createTipFloor({ http, url: URL, scheduler: m.scheduler, logger });
  const text$ = floor$.pipe(map((floor: TipFloor) => (floor.status === 'loading' ? 'loading' : `${floor.lamports}${floor.stale ? ' stale' : ''}`)));
  return { ...fake, logger, text$, times };
};

describe('the bundle tip floor (T28)', () => {
  it(
    'fetches now and every 5,000 ms while watched',
    marbles((m) => {
      const { text$, requests } = setup(m, (index) => floorBody(10_000 + index * 1000));
      m.expect(text$, '^ 10500ms !').toBeObservable('(la) 4996ms b 4999ms c', { l: 'loading', a: '10000', b: '11000', c: '12000' });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual([URL, URL, URL]);
    }),
  );

  it(
    'retries a failed fetch twice, 3,000 ms apart, and skips ticks while it retries',
    marbles((m) => {
      // fetch 0 fails, its retries at 3,000 and 6,000 ms: the second retry answers
      const { text$, requests } = setup(m, (index) => (index < 2 ? new Error('down') : floorBody(20_000)));
      m.expect(text$, '^ 7000ms !').toBeObservable('l 5999ms a', { l: 'loading', a: '20000' });
      m.flush();
      // the tick at 5,000 ms found the round still retrying: no fourth request
      expect(requests).toHaveLength(3);
    }),
  );

  it(
    'keeps the last floor and marks it stale 15,000 ms after it arrived when fetches keep failing',
    marbles((m) => {
      const { text$, logger, times } = setup(m, (index) => (index === 0 ? floorBody(30_000) : new Error('down')));
      m.expect(text$, '^ 16000ms !').toBeObservable('(la) 14996ms s', { l: 'loading', a: '30000', s: '30000 stale' });
      m.flush();
      // the round at 5,000 ms retries at 8,000 and 11,000 and gives up; the tick at 10,000 ms is skipped
      expect(times).toEqual([0, 5000, 8000, 11_000, 15_000]);
      expect(logger.entries.some((entry) => entry.message === 'The bundle tip floor could not be fetched')).toBe(true);
    }),
  );

  it(
    'a malformed answer is logged and changes nothing',
    marbles((m) => {
      const { text$ } = setup(m, (index) => (index === 0 ? floorBody(30_000) : [{ landed_tips_50th_percentile: 'lots' }]));
      m.expect(text$, '^ 15500ms !').toBeObservable('(la) 14996ms s', { l: 'loading', a: '30000', s: '30000 stale' });
    }),
  );
});

describe('the bundle tip floor while watched (subscription logs)', () => {
  const watch = (m: MarbleContext, answer: Observable<HttpResponse>) => {
    const logger = createRecordingLogger();
    const times: number[] = [];
    const { transport } = createFakeTransport(() => {
      times.push(m.scheduler.now());
      return answer;
    });
    const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
    const floor$ = createTipFloor({ http, url: URL, scheduler: m.scheduler, logger });
    return { text$: floor$.pipe(map((floor) => (floor.status === 'loading' ? 'loading' : String(floor.lamports)))), times };
  };

  it(
    'the poll goes on while one screen still watches, and stops when the last one leaves: the fetch in flight is cancelled and no tick follows',
    marbles((m) => {
      const poll = m.time('5000ms |'); // T28
      const answer = m.cold('100ms (r|)', { r: jsonResponse(floorBody(10_000)) });
      const { text$, times } = watch(m, answer);
      // The swap panel leaves at 2,000; the settings panel at 5,050, while the 5,000 fetch is on its way.
      m.expect(text$, '^ 1999ms !').toBeObservable('l 99ms a', { l: 'loading', a: '10000' });
      m.expect(text$, `^ ${poll + 49}ms !`).toBeObservable('l 99ms a', { l: 'loading', a: '10000' });
      m.expect(answer).toHaveSubscriptions(['^ 99ms !', `${poll}ms ^ 49ms !`]);
      m.flush();
      expect(times).toEqual([0, poll]);
    }),
  );

  it(
    'watching again after everyone left starts a new poll at once',
    marbles((m) => {
      const poll = m.time('5000ms |'); // T28
      const answer = m.cold('(r|)', { r: jsonResponse(floorBody(10_000)) });
      const { text$, times } = watch(m, answer);
      m.expect(text$, `^ ${poll - 2}ms !`).toBeObservable('(la)', { l: 'loading', a: '10000' });
      m.expect(text$, `${poll + 1000}ms ^ ${poll + 9}ms !`).toBeObservable(`${poll + 1000}ms (la) ${poll - 4}ms a`, { l: 'loading', a: '10000' });
      m.expect(answer).toHaveSubscriptions(['(^!)', `${poll + 1000}ms (^!)`, `${2 * poll + 1000}ms (^!)`]);
      m.flush();
      expect(times).toEqual([0, poll + 1000, 2 * poll + 1000]);
    }),
  );
});

describe('the tip a bundle pays', () => {
  const known = (lamports: number, stale = false): TipFloor => ({ status: 'known', lamports, stale });
  it('is the floor within [1000, the maximum]; the maximum while the floor is unknown or stale', () => {
    expect(chooseTip(known(10_000), 1_000_000)).toBe(10_000);
    expect(chooseTip(known(5_000_000), 1_000_000)).toBe(1_000_000);
    expect(chooseTip(known(10), 1_000_000)).toBe(1000);
    expect(chooseTip(known(10_000, true), 1_000_000)).toBe(1_000_000);
    expect(chooseTip({ status: 'loading' }, 50_000)).toBe(50_000);
    expect(chooseTip(known(10_000), 0)).toBe(1000);
  });
});
