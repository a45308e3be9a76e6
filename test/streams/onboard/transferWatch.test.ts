import type { HttpResponse } from '@streams/core/http';
import { TRANSFER_READ_ERROR, type TransferWatch, createTransferWatch } from '@streams/onboard/transferWatch';
import { jsonResponse } from '../../support/fakeHttp';
import { marbles } from '../../support/marbles';
import { ID, apiWith, transferOf } from './onboardFakes';

const ready = (transfer: ReturnType<typeof transferOf>, stale = false): TransferWatch => ({ status: 'ready', transfer, stale });

describe('a transfer’s progress (T67, T69)', () => {
  it(
    'is read now and every T67 (1 s) until it has arrived, then completes',
    marbles((m) => {
      const poll = m.time('1000ms |'); // T67
      const answers = [transferOf('pending', 7000), transferOf('pending', 6000), transferOf('arrived', 0)];
      const { api, times, requests, logger } = apiWith(m, (index) => m.cold('-(r|)', { r: jsonResponse(answers[index]) }));
      const watch = createTransferWatch({ api, scheduler: m.scheduler, logger });
      m.expect(watch(ID)).toBeObservable(`la ${poll - 1}ms b ${poll - 1}ms (c|)`, {
        l: { status: 'loading' },
        a: ready(answers[0]!),
        b: ready(answers[1]!),
        c: ready(answers[2]!),
      });
      m.flush();
      expect(times).toEqual([0, poll, 2 * poll]);
      expect(requests[0]?.url).toBe(`http://sim/onboard/v1/transfers/${ID}`);
    }),
  );

  it(
    'a failed transfer ends the watch too',
    marbles((m) => {
      const failed = transferOf('failed', 0, { error: 'Circle attestation failed' });
      const { api, logger } = apiWith(m, () => m.cold('(r|)', { r: jsonResponse(failed) }));
      const watch = createTransferWatch({ api, scheduler: m.scheduler, logger });
      m.expect(watch(ID)).toBeObservable('(la|)', { l: { status: 'loading' }, a: ready(failed) });
      m.flush();
    }),
  );

  it(
    'a read with no answer is let go at T69 (10 s): the last progress stays, marked stale, and the next poll asks again',
    marbles((m) => {
      const timeout = m.time('10000ms |'); // T69
      const silent = m.cold<HttpResponse>('-');
      const { api, times, logger } = apiWith(m, (index) => (index === 1 ? silent : m.cold('(r|)', { r: jsonResponse(transferOf('pending', 5000)) })));
      const watch = createTransferWatch({ api, scheduler: m.scheduler, logger });
      const states: TransferWatch[] = [];
      const subscription = watch(ID).subscribe((state) => states.push(state));
      m.expect(silent).toHaveSubscriptions(`1000ms ^ ${timeout - 1}ms !`);
      m.scheduler.schedule(() => subscription.unsubscribe(), 1000 + timeout + 10);
      m.flush();
      expect(states).toEqual([
        { status: 'loading' },
        ready(transferOf('pending', 5000)),
        ready(transferOf('pending', 5000), true),
        ready(transferOf('pending', 5000)),
      ]);
      // Polls that fell while the read hung were skipped: the next one after it asked again.
      expect(times).toEqual([0, 1000, 11_000]);
    }),
  );

  it(
    'a transfer the service does not know is not found (and the watch ends); a failure before any read says so and keeps asking',
    marbles((m) => {
      const missing = apiWith(m, () => m.cold('(r|)', { r: jsonResponse({ error: 'No such transfer' }, 404) }));
      const watchMissing = createTransferWatch({ api: missing.api, scheduler: m.scheduler, logger: missing.logger });
      m.expect(watchMissing(ID)).toBeObservable('(ln|)', { l: { status: 'loading' }, n: { status: 'not-found' } });
      const broken = apiWith(m, () => m.cold('(r|)', { r: jsonResponse({ nope: true }) }));
      const watchBroken = createTransferWatch({ api: broken.api, scheduler: m.scheduler, logger: broken.logger });
      m.expect(watchBroken(ID), '^ 1500ms !').toBeObservable('(le) 996ms e', {
        l: { status: 'loading' },
        e: { status: 'error', message: TRANSFER_READ_ERROR },
      });
      m.flush();
      expect(broken.logger.messages('warn')).toContain('A transfer’s progress could not be read');
    }),
  );
});
