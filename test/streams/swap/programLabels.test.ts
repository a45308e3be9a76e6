import { createHttpClient } from '@streams/core/http';
import { map } from 'rxjs';
import { createProgramLabels } from '@streams/swap/programLabels';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { marbles } from '../../support/marbles';
import { SWAP_API } from './fixtures';

describe('program id to label map (spec 001 §7)', () => {
  it(
    'is fetched once and shared by every subscriber, then and later',
    marbles((m) => {
      const { transport, requests } = createFakeTransport(() =>
        m.cold('5ms (r|)', { r: jsonResponse({ LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo: 'Meteora DLMM' }) }),
      );
      const { labels$ } = createProgramLabels({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() }),
        swapApi: SWAP_API,
        scheduler: m.scheduler,
      });
      const ready = {
        status: 'ready' as const,
        value: new Map([['LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', 'Meteora DLMM']]),
        updatedAt: 5,
        stale: false,
        refreshing: false,
      };
      m.expect(labels$, '^ 10ms !').toBeObservable('l 4ms r', { l: { status: 'loading' }, r: ready });
      m.expect(labels$, '- 99ms ^ 10ms !').toBeObservable('- 99ms r', { r: ready });
      m.flush();
      expect(requests.map((request) => request.url)).toEqual([`${SWAP_API}/program-id-to-label`]);
    }),
  );

  it(
    'leaving before the answer cancels the request, and the next subscriber asks again (subscription logs)',
    marbles((m) => {
      const answer = m.cold('5ms (r|)', { r: jsonResponse({ LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo: 'Meteora DLMM' }) });
      const { transport, requests } = createFakeTransport(() => answer);
      const { labels$ } = createProgramLabels({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() }),
        swapApi: SWAP_API,
        scheduler: m.scheduler,
      });
      const ready = {
        status: 'ready' as const,
        value: new Map([['LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo', 'Meteora DLMM']]),
        updatedAt: 105,
        stale: false,
        refreshing: false,
      };
      // The route panel is closed at 2 ms, before the answer at 5, and opened again at 100.
      m.expect(labels$, '^ 1ms !').toBeObservable('l', { l: { status: 'loading' } });
      m.expect(labels$, '100ms ^ 10ms !').toBeObservable('100ms l 4ms r', { l: { status: 'loading' }, r: ready });
      m.expect(answer).toHaveSubscriptions(['^ 1ms !', '100ms ^ 4ms !']);
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );

  it(
    'once answered, the map is never asked for again in the session, whoever comes and goes',
    marbles((m) => {
      const answer = m.cold('5ms (r|)', { r: jsonResponse({ LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo: 'Meteora DLMM' }) });
      const { transport } = createFakeTransport(() => answer);
      const { labels$ } = createProgramLabels({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() }),
        swapApi: SWAP_API,
        scheduler: m.scheduler,
      });
      m.expect(labels$.pipe(map((state) => state.status)), '^ 10ms !').toBeObservable('l 4ms r', { l: 'loading', r: 'ready' });
      m.expect(labels$.pipe(map((state) => state.status)), '1000000ms ^ 10ms !').toBeObservable('1000000ms r', { r: 'ready' });
      m.expect(answer).toHaveSubscriptions('^ 4ms !');
    }),
  );

  it(
    'an answer that is not a map of names is an error state that names the response and the Quote API',
    marbles((m) => {
      const { transport } = createFakeTransport(() => m.cold('5ms (r|)', { r: jsonResponse({ LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo: 42 }) }));
      const { labels$ } = createProgramLabels({
        http: createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() }),
        swapApi: SWAP_API,
        scheduler: m.scheduler,
      });
      const messages = labels$.pipe(map((state) => (state.status === 'error' && state.error instanceof Error ? state.error.message : state.status)));
      m.expect(messages, '^ 10ms !').toBeObservable('l 4ms e', { l: 'loading', e: 'Invalid program-id-to-label response structure from Quote API' });
    }),
  );
});
