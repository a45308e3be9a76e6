import { createHttpClient } from '@streams/core/http';
import { HttpTimeoutError } from '@streams/core/httpErrors';
import { createLendTokens } from '@streams/portfolio/lendTokens';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { marbles } from '../../support/marbles';

const tokens = [
  { asset: { address: 'USDC', symbol: 'USDC' }, supplyRate: '612', rewardsRate: '150' },
  { asset: { address: 'So11111111111111111111111111111111111111112', symbol: 'WSOL' }, supplyRate: 402, rewardsRate: 0 },
  { asset: { address: 'JitoSOL', symbol: 'JitoSOL' }, supplyRate: 795 },
];

describe('lend tokens (T16: 15 s timeout)', () => {
  it(
    'APY = (rewards + supply) / 100 per asset; WSOL left out; one request serves every subscriber',
    marbles((m) => {
      const logger = createRecordingLogger();
      const fake = createFakeTransport(() => m.cold('-r|', { r: jsonResponse(tokens) }));
      const lend = createLendTokens({
        http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
        lendApi: 'http://sim/lend/v1',
        logger,
      });
      const apys = new Map([
        ['USDC', 7.62],
        ['JitoSOL', 7.95],
      ]);
      m.expect(lend.apys$).toBeObservable('-a|', { a: apys });
      // replayed to a later subscriber at once, with the completion
      m.expect(lend.apys$, '---^').toBeObservable('---(a|)', { a: apys });
      m.flush();
      expect(fake.requests.map((request) => request.url)).toEqual(['http://sim/lend/v1/lending/tokens']);
    }),
  );

  it(
    'no answer within 15,000 ms: no chips (an empty map), logged; the next subscriber asks again',
    marbles((m) => {
      const logger = createRecordingLogger();
      const fake = createFakeTransport((_request, index) => (index === 0 ? m.cold('-') : m.cold('r|', { r: jsonResponse(tokens) })));
      const lend = createLendTokens({
        http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
        lendApi: 'http://sim/lend/v1',
        logger,
      });
      m.expect(lend.apys$).toBeObservable('15000ms (e|)', { e: new Map() });
      m.expect(lend.apys$, '20000ms ^').toBeObservable('20000ms a|', {
        a: new Map([
          ['USDC', 7.62],
          ['JitoSOL', 7.95],
        ]),
      });
      m.flush();
      expect(logger.entries.find((entry) => entry.message === 'Lend tokens unavailable')?.context).toEqual({
        error: new HttpTimeoutError('Lend API', 'http://sim/lend/v1/lending/tokens', 15000).message,
      });
    }),
  );

  it(
    'leaving before the answer does not cancel the one request of the session: a later subscriber gets its answer with no new request',
    marbles((m) => {
      const logger = createRecordingLogger();
      const answer = m.cold('100ms r|', { r: jsonResponse(tokens) });
      const fake = createFakeTransport(() => answer);
      const lend = createLendTokens({
        http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
        lendApi: 'http://sim/lend/v1',
        logger,
      });
      const apys = new Map([
        ['USDC', 7.62],
        ['JitoSOL', 7.95],
      ]);
      // The portfolio is left at 10 ms and opened again at 200.
      m.expect(lend.apys$, '^ 9ms !').toBeObservable('-');
      m.expect(lend.apys$, '200ms ^').toBeObservable('200ms (a|)', { a: apys });
      m.expect(answer).toHaveSubscriptions('^ 100ms !');
      m.flush();
      expect(fake.requests).toHaveLength(1);
    }),
  );

  it(
    'a request with no answer is let go after 15,000 ms (T16), and the next subscriber makes a new one',
    marbles((m) => {
      const timeout = m.time('15000ms |'); // T16
      const logger = createRecordingLogger();
      const silent = m.cold('-');
      const answer = m.cold('r|', { r: jsonResponse(tokens) });
      const answers = [silent, answer];
      const fake = createFakeTransport((_request, index) => answers[index]!);
      const lend = createLendTokens({
        http: createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger }),
        lendApi: 'http://sim/lend/v1',
        logger,
      });
      m.expect(lend.apys$).toBeObservable(`${timeout}ms (e|)`, { e: new Map() });
      m.expect(lend.apys$, `${timeout + 5000}ms ^`).toBeObservable(`${timeout + 5000}ms a|`, {
        a: new Map([
          ['USDC', 7.62],
          ['JitoSOL', 7.95],
        ]),
      });
      m.expect(silent).toHaveSubscriptions(`^ ${timeout - 1}ms !`);
      m.expect(answer).toHaveSubscriptions(`${timeout + 5000}ms ^!`);
      m.flush();
      expect(fake.requests).toHaveLength(2);
    }),
  );
});
