import { createHttpClient } from '@streams/core/http';
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
});
