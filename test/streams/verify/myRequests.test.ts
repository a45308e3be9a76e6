import { type HttpResponse, createHttpClient } from '@streams/core/http';
import { type MyRequestsState, MY_REQUESTS_ERROR, createMyRequests, newlyDecided } from '@streams/verify/myRequests';
import { NEVER, type Observable } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { MINT, WALLET, requestView } from './fixtures';

const listWith = (m: MarbleContext, respond: (index: number) => Observable<HttpResponse>) => {
  const logger = createRecordingLogger();
  const times: number[] = [];
  const { transport, requests } = createFakeTransport((_request, index) => {
    times.push(m.scheduler.now());
    return respond(index);
  });
  const list = createMyRequests({ http: createHttpClient({ transport, scheduler: m.scheduler, logger }), api: 'http://sim', scheduler: m.scheduler, logger });
  return { list, times, requests, logger };
};

const ready = (status: 'pending' | 'approved' | 'rejected', stale = false): MyRequestsState => ({ status: 'ready', requests: [requestView(status)], stale });
const answer = (status: 'pending' | 'approved' | 'rejected') => jsonResponse({ requests: [requestView(status)] });

describe("the wallet's verification requests", () => {
  it(
    'are read now and again every T74 (5 s) while watched: a decision shows at the next read',
    marbles((m) => {
      const poll = m.time('5000ms |'); // T74
      const statuses = ['pending', 'pending', 'approved'] as const;
      const { list, times, requests } = listWith(m, (index) => m.cold('-(r|)', { r: answer(statuses[index] ?? 'approved') }));
      m.expect(list(WALLET, NEVER), `^ ${2 * poll + 10}ms !`).toBeObservable(`la ${poll - 1}ms b ${poll - 1}ms c`, {
        l: { status: 'loading' },
        a: ready('pending'),
        b: ready('pending'),
        c: ready('approved'),
      });
      m.flush();
      expect(times).toEqual([0, poll, 2 * poll]);
      expect(requests[0]?.url).toBe(`http://sim/verify/v1/requests?requester=${WALLET}`);
    }),
  );

  it(
    'a request sent reads at once and starts the period again',
    marbles((m) => {
      const { list, times } = listWith(m, () => m.cold('(r|)', { r: answer('pending') }));
      const reload = m.hot('2000ms r');
      const subscription = list(WALLET, reload).subscribe();
      m.scheduler.schedule(() => subscription.unsubscribe(), 7500);
      m.flush();
      expect(times).toEqual([0, 2000, 7000]);
    }),
  );

  it(
    'a read with no answer is let go at T75 (15 s): the last list stays, marked stale, and the polls go on',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T75
      const silent = m.cold<HttpResponse>('-');
      const { list, times, logger } = listWith(m, (index) => (index === 1 ? silent : m.cold('(r|)', { r: answer('rejected') })));
      const states: MyRequestsState[] = [];
      const subscription = list(WALLET, NEVER).subscribe((state) => states.push(state));
      m.expect(silent).toHaveSubscriptions(`5000ms ^ ${timeout - 1}ms !`);
      m.scheduler.schedule(() => subscription.unsubscribe(), 5000 + timeout + 10);
      m.flush();
      expect(states).toEqual([{ status: 'loading' }, ready('rejected'), ready('rejected', true), ready('rejected')]);
      // Polls that fell while the read hung were skipped (never stacked).
      expect(times).toEqual([0, 5000, 20_000]);
      expect(logger.entries.some((entry) => entry.message === 'The verification requests could not be read')).toBe(true);
    }),
  );

  it(
    'a failed first read says so (a payload that is no list fails like an error), and the next poll asks again',
    marbles((m) => {
      const { list } = listWith(m, (index) => m.cold('(r|)', { r: index === 0 ? jsonResponse({ requests: 'nope' }) : answer('pending') }));
      m.expect(list(WALLET, NEVER), '^ 5001ms !').toBeObservable('(le) 4996ms a', {
        l: { status: 'loading' },
        e: { status: 'error', message: MY_REQUESTS_ERROR },
        a: ready('pending'),
      });
      m.flush();
    }),
  );

  it('tells which mints a reviewer decided on between two reads', () => {
    expect(newlyDecided(ready('pending'), ready('approved'))).toEqual([MINT]);
    expect(newlyDecided(ready('pending'), ready('rejected'))).toEqual([MINT]);
    expect(newlyDecided(ready('pending'), ready('pending'))).toEqual([]);
    expect(newlyDecided(ready('approved'), ready('approved'))).toEqual([]);
    expect(newlyDecided({ status: 'loading' }, ready('approved'))).toEqual([]);
  });
});
