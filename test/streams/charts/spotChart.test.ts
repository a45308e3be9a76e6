import { createSpotCharts } from '@streams/charts/spotChart';
import { createHttpClient } from '@streams/core/http';
import { map, takeUntil, timer } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const setup = (m: MarbleContext, answer: (call: number) => string, body: unknown) => {
  const times: number[] = [];
  const { transport, requests } = createFakeTransport((_request, index) => {
    times.push(m.scheduler.now());
    return m.cold(answer(index), { r: jsonResponse(body) });
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
  return { spot: createSpotCharts({ http, api: 'http://sim', scheduler: m.scheduler }), requests, times };
};

describe('spot pair chart and token overview (T34)', () => {
  it(
    'the pair chart asks for 15m bars over the last 24 h, again every 60 s while shown',
    marbles((m) => {
      const { spot, requests, times } = setup(m, () => '-r|', {
        bars: [
          { t: 900, o: 1, h: 2, l: 0.5, c: 1.5, v: 10 },
          { t: 0, o: 1, h: 1, l: 1, c: 1, v: 1 },
        ],
      });
      const states: unknown[] = [];
      spot
        .pairBars$('BASE', 'QUOTE')
        .pipe(takeUntil(timer(125_000, m.scheduler)))
        .subscribe((state) => states.push(state));
      m.flush();
      expect(times).toEqual([0, 60_000, 120_000]);
      expect(requests[0]?.url).toBe('http://sim/v1/charts/BASE?type=15m&time_from=-86400&time_to=0&quote_address=QUOTE');
      expect(requests[1]?.url).toContain('time_from=-86340&time_to=60');
      expect(states.at(-1)).toMatchObject({
        status: 'ready',
        value: [
          { time: 0, open: 1, high: 1, low: 1, close: 1, volume: 1 },
          { time: 900, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 },
        ],
      });
    }),
  );

  it(
    'the token overview is retried 3 times 2 s apart, then refetched every 60 s',
    marbles((m) => {
      const overview = { priceChange24h: 1.5, priceQuote: 0.01, mcap: 1e6, volume24h: 5e4, liquidity: 2e5 };
      const { spot, requests, times } = setup(m, (call) => (call < 4 ? '#' : '-r|'), overview);
      m.expect(spot.overview$('BASE'), '^ 60005ms !').toBeObservable('l 5999ms e 53999ms lv', {
        l: { status: 'loading' },
        e: { status: 'error', error: expect.anything(), last: undefined },
        v: { status: 'ready', value: overview, updatedAt: 60_001, stale: false, refreshing: false },
      });
      m.flush();
      expect(times).toEqual([0, 2000, 4000, 6000, 60_000]);
      expect(requests[0]?.url).toBe('http://sim/v1/tokens/BASE');
    }),
  );

  it(
    'closing the chart cancels the poll in flight and stops polling (subscription logs)',
    marbles((m) => {
      const poll = m.time('60000ms |'); // T34
      const answer = m.cold('10ms r|', { r: jsonResponse({ bars: [{ t: 0, o: 1, h: 1, l: 1, c: 1, v: 1 }] }) });
      const { transport, requests } = createFakeTransport(() => answer);
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      const spot = createSpotCharts({ http, api: 'http://sim', scheduler: m.scheduler });
      // Shown from 0 to 5 ms into the second poll.
      const shown$ = spot.pairBars$('BASE').pipe(map((state) => (state.status === 'ready' && state.refreshing ? 'refreshing' : state.status)));
      m.expect(shown$, `^ ${poll + 4}ms !`).toBeObservable(`l 9ms r ${poll - 11}ms f`, { l: 'loading', r: 'ready', f: 'refreshing' });
      m.expect(answer).toHaveSubscriptions(['^ 10ms !', `${poll}ms ^ 4ms !`]);
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );

  it(
    'a chart shown again within 60 s of its bars is drawn from the cache, without a request (subscription logs)',
    marbles((m) => {
      const poll = m.time('60000ms |'); // T34
      const answer = m.cold('10ms r|', { r: jsonResponse({ bars: [] }) });
      const { transport } = createFakeTransport(() => answer);
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      const spot = createSpotCharts({ http, api: 'http://sim', scheduler: m.scheduler });
      const back = poll - 1000;
      m.expect(spot.pairBars$('BASE').pipe(map((state) => state.status)), '^ 99ms !').toBeObservable('l 9ms r', { l: 'loading', r: 'ready' });
      // Back at 59,000 ms: the bars fetched at 10 ms are still fresh; the next poll is counted from this visit.
      m.expect(spot.pairBars$('BASE').pipe(map((state) => state.status)), `${back}ms ^ 999ms !`).toBeObservable(`${back}ms r`, { r: 'ready' });
      m.expect(answer).toHaveSubscriptions('^ 10ms !');
    }),
  );
});
