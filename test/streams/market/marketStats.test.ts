import { simEndpoints } from '@streams/core/config/endpoints';
import type { AppConfig } from '@streams/core/config/resolveConfig';
import { createHttpClient } from '@streams/core/http';
import { marketStatsFeature } from '@streams/market/marketStats';
import type { LoadState } from '@streams/tokenPage/loadState';
import { map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const config: AppConfig = { profile: 'sim', endpoints: simEndpoints('http://sim', 'ws://sim/stream', 'http://sim/rpc'), overrides: {} };

const pump = { id: 'pump', newTokens24h: 120, graduated24h: 4, volume24h: 1_500_000, liquidity: 300_000 };
const bonk = { id: 'bonk', newTokens24h: 80, graduated24h: 1, volume24h: 900_000, liquidity: 120_000 };
const xstocks = { issuer: 'xstocks', count: 60, volume24h: 2_000_000, mcap: 90_000_000 };
const superstate = { issuer: 'superstate', count: 3, volume24h: 40_000, mcap: 1_000_000 };

const setup = (m: MarbleContext, answer: string, responses: Record<string, unknown>, httpStatus = 200) => {
  const logger = createRecordingLogger();
  const values = Object.fromEntries(Object.entries(responses).map(([key, body]) => [key, jsonResponse(body, httpStatus)]));
  const answers = m.cold(answer, values);
  const { transport, requests } = createFakeTransport(() => answers);
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  return { stats: marketStatsFeature({ http, config }), requests, answers };
};

/** A load state as a short string: the status, or the error's message a page shows. */
const status = <T>(state: LoadState<T>) => (state.status === 'error' ? (state.error instanceof Error ? state.error.message : 'error') : state.status);

describe('market stats: launchpads', () => {
  it(
    "asks the Market API for the launchpads' last 24 hours and shows every launchpad's figures",
    marbles((m) => {
      const { stats, requests } = setup(m, '-r|', { r: { launchpads: [pump, bonk] } });
      m.expect(stats.launchpads$()).toBeObservable('lr|', { l: { status: 'loading' }, r: { status: 'ready', value: [pump, bonk] } });
      m.flush();
      expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET http://sim/v3/launchpads/stats']);
    }),
  );

  it(
    'a malformed answer is an error naming the payload and the service, never a half-read list',
    marbles((m) => {
      const { stats } = setup(m, '-r|', { r: { launchpads: [{ ...pump, volume24h: 'lots' }] } });
      m.expect(stats.launchpads$().pipe(map(status))).toBeObservable('l(e|)', {
        l: 'loading',
        e: 'Invalid launchpad stats response structure from Market API',
      });
    }),
  );

  it(
    'a failing service is an error state naming the Market API, not a broken stream',
    marbles((m) => {
      const { stats } = setup(m, '-r|', { r: { error: 'down' } }, 503);
      m.expect(stats.launchpads$().pipe(map(status))).toBeObservable('l(e|)', { l: 'loading', e: 'Market API answered 503' });
    }),
  );

  it(
    'two views of the page share one request while it shows',
    marbles((m) => {
      const { stats, requests } = setup(m, '--r|', { r: { launchpads: [pump] } });
      const launchpads$ = stats.launchpads$();
      const ready = { l: { status: 'loading' }, r: { status: 'ready', value: [pump] } } as const;
      m.expect(launchpads$).toBeObservable('l-r|', ready);
      m.expect(launchpads$, '-^').toBeObservable('-lr|', ready);
      m.flush();
      expect(requests).toHaveLength(1);
    }),
  );

  it(
    'leaving the page while the figures load cancels the request; coming back asks again',
    marbles((m) => {
      const { stats, requests, answers } = setup(m, '---r|', { r: { launchpads: [pump] } });
      const launchpads$ = stats.launchpads$();
      m.expect(launchpads$, '^-!').toBeObservable('l-', { l: { status: 'loading' } });
      m.expect(launchpads$, '----^').toBeObservable('----l--r|', { l: { status: 'loading' }, r: { status: 'ready', value: [pump] } });
      m.flush();
      m.expect(answers).toHaveSubscriptions(['^-!', '----^---!']);
      expect(requests).toHaveLength(2);
    }),
  );
});

describe('market stats: an issuer’s stocks', () => {
  it(
    "asks for the issuer's figures by name and shows that issuer's entry, not another's",
    marbles((m) => {
      const { stats, requests } = setup(m, '-r|', { r: { stocks: [xstocks, superstate] } });
      m.expect(stats.stocks$('superstate')).toBeObservable('lr|', { l: { status: 'loading' }, r: { status: 'ready', value: superstate } });
      m.flush();
      expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET http://sim/v1/stocks/stats?issuer=superstate']);
    }),
  );

  it(
    'the first issuer of the answer is found as well as a later one',
    marbles((m) => {
      const { stats } = setup(m, '-r|', { r: { stocks: [xstocks, superstate] } });
      m.expect(stats.stocks$('xstocks')).toBeObservable('lr|', { l: { status: 'loading' }, r: { status: 'ready', value: xstocks } });
    }),
  );

  it(
    'an issuer the answer does not list has no figures (ready, empty), not some other issuer’s',
    marbles((m) => {
      const { stats } = setup(m, '-r|', { r: { stocks: [xstocks, superstate] } });
      m.expect(stats.stocks$('ondo')).toBeObservable('lr|', { l: { status: 'loading' }, r: { status: 'ready', value: undefined } });
    }),
  );

  it(
    'an odd issuer name is sent encoded, as one query parameter',
    marbles((m) => {
      const { stats, requests } = setup(m, '-r|', { r: { stocks: [] } });
      m.expect(stats.stocks$('a&b=c').pipe(map(status))).toBeObservable('lr|', { l: 'loading', r: 'ready' });
      m.flush();
      expect(requests[0]?.url).toBe('http://sim/v1/stocks/stats?issuer=a%26b%3Dc');
    }),
  );

  it(
    'a malformed answer is an error naming the payload and the service',
    marbles((m) => {
      const { stats } = setup(m, '-r|', { r: { stocks: [{ ...superstate, mcap: null }] } });
      m.expect(stats.stocks$('superstate').pipe(map(status))).toBeObservable('l(e|)', {
        l: 'loading',
        e: 'Invalid stock stats response structure from Market API',
      });
    }),
  );

  it(
    'leaving the screener while the figures load cancels the request; coming back asks again',
    marbles((m) => {
      const { stats, requests, answers } = setup(m, '---r|', { r: { stocks: [superstate] } });
      const stocks$ = stats.stocks$('superstate');
      m.expect(stocks$, '^-!').toBeObservable('l-', { l: { status: 'loading' } });
      m.expect(stocks$, '----^').toBeObservable('----l--r|', { l: { status: 'loading' }, r: { status: 'ready', value: superstate } });
      m.flush();
      m.expect(answers).toHaveSubscriptions(['^-!', '----^---!']);
      expect(requests).toHaveLength(2);
    }),
  );
});
