import { createHttpClient, type HttpResponse } from '@streams/core/http';
import type { ResourceState } from '@streams/core/cachedResource';
import { createTriggerFees, feeBpsOf } from '@streams/orders/triggerFees';
import type { TriggerFees } from '@streams/schemas/orders';
import { type Observable, map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const USDT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';
const SOL = 'So11111111111111111111111111111111111111112';
const FEES: TriggerFees = { defaultFeeBps: 10, stableFeeBps: 3, stableMints: [USDC, USDT] };

const setup = (m: MarbleContext, answer: () => Observable<HttpResponse>) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport(() => answer());
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  return { ...fake, logger, fees: createTriggerFees({ http, scheduler: m.scheduler, triggerApi: 'http://sim/trigger/v1' }) };
};

const shown = map((state: ResourceState<TriggerFees>) =>
  state.status === 'ready' ? state.value : state.status === 'error' ? (state.error as Error).message : state.status,
);

describe('trigger fees', () => {
  it('a pair of two stable mints pays the stable fee; a pair with one stable side or none pays the default fee', () => {
    expect(feeBpsOf(FEES, USDC, USDT)).toBe(3);
    expect(feeBpsOf(FEES, USDC, SOL)).toBe(10);
    expect(feeBpsOf(FEES, SOL, USDT)).toBe(10);
    expect(feeBpsOf(FEES, SOL, SOL)).toBe(10);
  });

  it(
    "the fee table is read once from the Trigger API's getFees, and shown loading then ready",
    marbles((m) => {
      const { fees, requests } = setup(m, () => m.cold('--(r|)', { r: jsonResponse(FEES) }));
      m.expect(fees.state$.pipe(shown), '^ 100ms !').toBeObservable('l-f', { l: 'loading', f: FEES });
      m.flush();
      expect(requests.map((request) => [request.method, request.url])).toEqual([['GET', 'http://sim/trigger/v1/getFees']]);
    }),
  );

  it(
    'a fee table of the wrong shape is an error that names the fees and the Trigger API',
    marbles((m) => {
      const { fees } = setup(m, () => m.cold('-(r|)', { r: jsonResponse({ defaultFeeBps: 'ten' }) }));
      m.expect(fees.state$.pipe(shown), '^ 100ms !').toBeObservable('le', { l: 'loading', e: 'Invalid fees response structure from Trigger API' });
    }),
  );

  it(
    'a service that never answers is an error after 15,000 ms (T56)',
    marbles((m) => {
      const { fees } = setup(m, () => m.cold('-'));
      const timeoutMs = m.time('15000ms |');
      m.expect(fees.state$.pipe(map((state) => state.status)), '^ 20000ms !').toBeObservable(`l ${timeoutMs - 1}ms e`, { l: 'loading', e: 'error' });
    }),
  );
});
