import { createHttpClient } from '@streams/core/http';
import type { HttpResponse } from '@streams/core/http';
import { type LaunchPageState, LAUNCH_PAGE_ERROR, createLaunchPage } from '@streams/studio/launchPage';
import type { Observable } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const MINT = 'LaunchStudio1111111111111111111111111111111';
const view = (bondingCurve: number) => ({
  mint: MINT,
  name: 'Moon Cat',
  symbol: 'MCAT',
  description: '',
  image: null,
  website: null,
  twitter: null,
  telegram: null,
  creator: MINT,
  createdAt: '2026-11-27T11:00:00.000Z',
  supply: '1000000000',
  decimals: 6,
  launchpad: 'jup-studio',
  bondingCurve,
  graduated: false,
  priceUsd: 0.000005,
  mcap: 5000,
  holderCount: 1,
  raisedSol: 0.5,
  graduationSol: 85,
  creatorFeesSol: 0,
  creatorFeesUsd: 0,
});

const pageWith = (m: MarbleContext, respond: (index: number) => Observable<HttpResponse>) => {
  const logger = createRecordingLogger();
  const times: number[] = [];
  const { transport, requests } = createFakeTransport((_request, index) => {
    times.push(m.scheduler.now());
    return respond(index);
  });
  const page = createLaunchPage({
    http: createHttpClient({ transport, scheduler: m.scheduler, logger }),
    studioApi: 'http://sim',
    scheduler: m.scheduler,
    logger,
  });
  return { page, requests, times, logger };
};

const ready = (bondingCurve: number, stale = false): LaunchPageState => ({ status: 'ready', launch: view(bondingCurve), stale });

describe('a Studio launch page', () => {
  it(
    'reads the launch now and again every T65 (2 s) while watched',
    marbles((m) => {
      const poll = m.time('2000ms |'); // T65
      const curves = [1, 2, 3];
      const { page, times, requests } = pageWith(m, (index) => m.cold('-(r|)', { r: jsonResponse(view(curves[index] ?? 9)) }));
      m.expect(page(MINT), `^ ${2 * poll + 10}ms !`).toBeObservable(`la ${poll - 1}ms b ${poll - 1}ms c`, {
        l: { status: 'loading' },
        a: ready(1),
        b: ready(2),
        c: ready(3),
      });
      m.flush();
      expect(times).toEqual([0, poll, 2 * poll]);
      expect(requests[0]?.url).toBe(`http://sim/studio/v1/launches/${MINT}`);
    }),
  );

  it(
    'a read with no answer is let go at T66 (10 s): the last launch stays, marked stale, and the next poll asks again',
    marbles((m) => {
      const timeout = m.time('10000ms |'); // T66
      const silent = m.cold<HttpResponse>('-');
      const { page, times } = pageWith(m, (index) => (index === 1 ? silent : m.cold('(r|)', { r: jsonResponse(view(5)) })));
      const states: LaunchPageState[] = [];
      const subscription = page(MINT).subscribe((state) => states.push(state));
      m.expect(silent).toHaveSubscriptions(`2000ms ^ ${timeout - 1}ms !`);
      m.scheduler.schedule(() => subscription.unsubscribe(), 2000 + timeout + 10);
      m.flush();
      expect(states).toEqual([{ status: 'loading' }, ready(5), ready(5, true), ready(5)]);
      // Polls that fell while the read hung were skipped: the next one after it asked again.
      expect(times).toEqual([0, 2000, 12_000]);
    }),
  );

  it(
    'a launch the studio does not know is not found; a failure before any read is an error; an address that is none is invalid',
    marbles((m) => {
      const { page } = pageWith(m, (index) => m.cold('(r|)', { r: index === 0 ? jsonResponse({ error: 'Not a Studio launch' }, 404) : jsonResponse({}, 500) }));
      m.expect(page(MINT), '^ 1ms !').toBeObservable('(ln)', { l: { status: 'loading' }, n: { status: 'not-found' } });
      m.expect(page('nope')).toBeObservable('(i|)', { i: { status: 'invalid' } });
      m.flush();
    }),
  );

  it(
    'a failed first read says so and keeps asking',
    marbles((m) => {
      const { page } = pageWith(m, () => m.cold('(r|)', { r: jsonResponse({ nope: true }) }));
      m.expect(page(MINT), '^ 1ms !').toBeObservable('(le)', { l: { status: 'loading' }, e: { status: 'error', message: LAUNCH_PAGE_ERROR } });
      m.flush();
    }),
  );
});
