import { createHttpClient } from '@streams/core/http';
import type { HttpResponse } from '@streams/core/http';
import { MY_LAUNCHES_ERROR, type MyLaunchesState, createMyLaunches } from '@streams/studio/myLaunches';
import type { Observable } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

const launchesWith = (m: MarbleContext, respond: (index: number) => Observable<HttpResponse>) => {
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport((_request, index) => respond(index));
  const launches = createMyLaunches({ http: createHttpClient({ transport, scheduler: m.scheduler, logger }), studioApi: 'http://sim', logger });
  return { launches, requests, logger };
};

const loading: MyLaunchesState = { status: 'loading' };

describe("a wallet's launches", () => {
  it(
    'are read when watched, and again when a launch ends',
    marbles((m) => {
      const { launches, requests } = launchesWith(m, () => m.cold('-(r|)', { r: jsonResponse({ launches: [] }) }));
      const reload = m.hot('-----x');
      m.expect(launches(OWNER, reload), '^ 20ms !').toBeObservable('lr---lr', { l: loading, r: { status: 'ready', launches: [] } });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual([
        `http://sim/studio/v1/launches?creator=${OWNER}`,
        `http://sim/studio/v1/launches?creator=${OWNER}`,
      ]);
    }),
  );

  it(
    'a read with no answer is given up at T66 (10 s) and says so (subscription log)',
    marbles((m) => {
      const timeout = m.time('10000ms |'); // T66
      const silent = m.cold<HttpResponse>('-');
      const { launches, logger } = launchesWith(m, () => silent);
      m.expect(launches(OWNER, m.hot('-')), `^ ${timeout + 5}ms !`).toBeObservable(`l ${timeout - 1}ms e`, {
        l: loading,
        e: { status: 'error', message: MY_LAUNCHES_ERROR },
      });
      m.expect(silent).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
      m.flush();
      expect(logger.messages('warn')).toContain(MY_LAUNCHES_ERROR);
    }),
  );
});
