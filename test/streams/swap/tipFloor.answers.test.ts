import { createHttpClient } from '@streams/core/http';
import { type TipFloor, chooseTip, createTipFloor } from '@streams/swap/tipFloor';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const URL = 'http://sim/api/v1/bundles/tip_floor';

const setup = (m: MarbleContext, answer: (index: number) => unknown) => {
  const logger = createRecordingLogger();
  const { transport } = createFakeTransport((_request, index) => m.cold('(r|)', { r: jsonResponse(answer(index)) }));
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  return { floor$: createTipFloor({ http, url: URL, scheduler: m.scheduler, logger }), logger };
};

const known = (lamports: number, stale: boolean): TipFloor => ({ status: 'known', lamports, stale });

describe('the tip floor read from the block engine', () => {
  it(
    'the smoothed median wins over the raw median; the raw one serves when there is no smoothed one',
    marbles((m) => {
      const { floor$ } = setup(m, (index) =>
        index === 0 ? [{ landed_tips_50th_percentile: 0.00002, ema_landed_tips_50th_percentile: 0.000035 }] : [{ landed_tips_50th_percentile: 0.000012 }],
      );
      m.expect(floor$, '^ 6000ms !').toBeObservable('(la) 4996ms b', { l: { status: 'loading' }, a: known(35_000, false), b: known(12_000, false) });
    }),
  );

  it(
    'a fresh floor is paid as it is; once stale the user pays their maximum',
    marbles((m) => {
      const { floor$ } = setup(m, (index) => (index === 0 ? [{ landed_tips_50th_percentile: 0.00003 }] : []));
      const paid: number[] = [];
      const watching = floor$.subscribe((floor) => paid.push(chooseTip(floor, 50_000)));
      m.scheduler.schedule(() => watching.unsubscribe(), 16_000);
      m.flush();
      expect(paid).toEqual([50_000, 30_000, 50_000]);
    }),
  );

  it(
    'an empty answer is no floor of 0: it is logged, and the last floor stays until it turns stale',
    marbles((m) => {
      const { floor$, logger } = setup(m, (index) => (index === 0 ? [{ landed_tips_50th_percentile: 0.00003 }] : []));
      m.expect(floor$, '^ 15500ms !').toBeObservable('(la) 14996ms s', { l: { status: 'loading' }, a: known(30_000, false), s: known(30_000, true) });
      m.flush();
      const invalid = 'Invalid tip floor response structure from Bundle tip floor';
      expect(logger.entries.filter((entry) => entry.level === 'warn').map((entry) => entry.message)).toContain(invalid);
      expect(logger.entries).toContainEqual({ level: 'warn', message: 'The bundle tip floor could not be fetched', context: { error: invalid } });
    }),
  );
});
