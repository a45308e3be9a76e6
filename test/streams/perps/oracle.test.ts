import { createHttpClient } from '@streams/core/http';
import { createOraclePrices, oraclePriceUsd } from '@streams/perps/oracle';
import { map } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

/** A Doves answer: SOL at 172.34 + index, published at second 1000 + publish. */
const reading = (index: number, publish: number) => [
  { feedId: 'solusd', price: String(17_234_000_000 + index * 100_000_000), expo: -8, timestamp: 1000 + publish },
  { feedId: 'btcusd', price: '9712345678000', expo: -8, timestamp: 1000 + publish },
];

/** The oracle over a fake worker: `answer(index)` gives the body of the index-th poll, or an error. */
const setup = (m: MarbleContext, answer: (index: number) => unknown) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport((_request, index) => {
    const body = answer(index);
    return body instanceof Error ? m.cold('#', {}, body) : m.cold('(r|)', { r: jsonResponse(body) });
  });
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  const oracle = createOraclePrices({ http, oracleApi: 'http://sim/perps', scheduler: m.scheduler, logger });
  return { ...fake, logger, oracle };
};

describe('perps oracle: price = price × 10^expo', () => {
  it('divides by the exact power of ten for negative exponents', () => {
    expect(oraclePriceUsd({ price: '17234120000', expo: -8 })).toBe(172.3412);
    expect(oraclePriceUsd({ price: 12, expo: 2 })).toBe(1200);
  });
});

describe('perps oracle: poll every 1 s with no-cache (T27)', () => {
  it(
    'asks for every feed at 0, 1,000 and 2,000 ms, no-cache, and emits each update',
    marbles((m) => {
      const { oracle, requests } = setup(m, (index) => reading(index, index));
      const price$ = oracle.quote$('solusd').pipe(map((quote) => `${quote.priceUsd}@${quote.updatedAt}`));
      m.expect(price$, '^ 2500ms !').toBeObservable('a 999ms b 999ms c', { a: '172.34@0', b: '173.34@1000', c: '174.34@2000' });
      m.flush();
      expect(requests).toHaveLength(3);
      expect(requests[0]).toMatchObject({ method: 'GET', url: 'http://sim/perps/doves-oracle/btcusd,ethusd,solusd,usdcusd,usdtusd', noCache: true });
    }),
  );

  it(
    'one poll serves every feed and every watcher',
    marbles((m) => {
      const { oracle, requests } = setup(m, (index) => reading(index, index));
      m.expect(oracle.quote$('btcusd').pipe(map((quote) => quote.priceUsd)), '^ 1500ms !').toBeObservable('a 999ms b', { a: 97123.45678, b: 97123.45678 });
      m.expect(oracle.quotes$.pipe(map((quotes) => quotes.size)), '^ 1500ms !').toBeObservable('(ab) 996ms (cd)', { a: 1, b: 2, c: 2, d: 2 });
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );
});

describe('perps oracle: stale after 5 s without an update (T27)', () => {
  it(
    'polls that fail leave the last price, marked stale 5,000 ms after it arrived',
    marbles((m) => {
      const { oracle, logger } = setup(m, (index) => (index === 0 ? reading(0, 0) : new Error('offline')));
      const state$ = oracle.quote$('solusd').pipe(map((quote) => (quote.stale ? 'stale' : 'fresh')));
      m.expect(state$, '^ 7000ms !').toBeObservable('a 4999ms b', { a: 'fresh', b: 'stale' });
      m.flush();
      expect(logger.messages('warn')).toContain('Perps oracle poll failed');
    }),
  );

  it(
    'the same publish again is no update (a stuck oracle goes stale); a new one restarts the wait',
    marbles((m) => {
      const { oracle } = setup(m, (index) => reading(0, index < 3 ? 0 : 3));
      const state$ = oracle.quote$('solusd').pipe(map((quote) => `${quote.stale ? 'stale' : 'fresh'}@${quote.updatedAt}`));
      m.expect(state$, '^ 3500ms !').toBeObservable('a 2999ms b', { a: 'fresh@0', b: 'fresh@3000' });
      m.expect(oracle.quote$('solusd').pipe(map((quote) => quote.stale)), '^ 8500ms !').toBeObservable('a 2999ms b 4999ms c', { a: false, b: false, c: true });
    }),
  );

  it(
    'an invalid item is logged and dropped; the good ones still arrive',
    marbles((m) => {
      const { oracle, logger } = setup(m, () => [
        { feedId: 'solusd', price: 'lots', expo: -8 },
        { feedId: 'ethusd', price: '340000000000', expo: -8, timestamp: 5 },
      ]);
      m.expect(oracle.quote$('ethusd').pipe(map((quote) => quote.priceUsd)), '^ 500ms !').toBeObservable('a', { a: 3400 });
      m.expect(oracle.quote$('solusd'), '^ 500ms !').toBeObservable('');
      m.flush();
      expect(logger.messages('warn')).toContain('Dropped an invalid oracle reading');
    }),
  );
});

describe('perps oracle: the poll lives only while the page watches (T27)', () => {
  it(
    'a slow answer skips the tick that falls inside it, and leaving the page cancels the poll in flight and asks nothing more (subscription logs)',
    marbles((m) => {
      const poll = m.time('1000ms |'); // T27
      const logger = createRecordingLogger();
      // The first answer takes 1,500 ms, so the tick at 1,000 is skipped; the second never comes before the page leaves.
      const slow = m.cold('1500ms r|', { r: jsonResponse(reading(0, 0)) });
      const pending = m.cold('1000ms r|', { r: jsonResponse(reading(1, 1)) });
      const answers = [slow, pending];
      const { transport, requests } = createFakeTransport((_request, index) => answers[index] ?? m.cold('(r|)', { r: jsonResponse(reading(9, 9)) }));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
      const oracle = createOraclePrices({ http, oracleApi: 'http://sim/perps', scheduler: m.scheduler, logger });
      const leave = 2 * poll + 500;
      m.expect(oracle.quote$('solusd').pipe(map((quote) => quote.priceUsd)), `^ ${leave - 1}ms !`).toBeObservable('1500ms a', { a: 172.34 });
      m.expect(slow).toHaveSubscriptions('^ 1500ms !');
      m.expect(pending).toHaveSubscriptions(`${2 * poll}ms ^ 499ms !`);
      m.flush();
      // Nothing was asked at 1,000 (the first poll was still out) nor after the page left at 2,500.
      expect(requests).toHaveLength(2);
    }),
  );
});

describe('perps oracle: prices exact to the cent and never zero', () => {
  it('multiplies by the exact power of ten for positive exponents (3 × 10^4 is 30,000, not 30,000.000000000004)', () => {
    expect(oraclePriceUsd({ price: '3', expo: 4 })).toBe(30_000);
    expect(oraclePriceUsd({ price: 17, expo: 5 })).toBe(1_700_000);
    expect(oraclePriceUsd({ price: '172', expo: 0 })).toBe(172);
  });

  it(
    'a zero price is never shown: the last real price stays and goes stale 5,000 ms after it arrived',
    marbles((m) => {
      const { oracle } = setup(m, (index) => [{ feedId: 'solusd', price: index === 0 ? '17234000000' : '0', expo: -8, timestamp: 1000 + index }]);
      const price$ = oracle.quote$('solusd').pipe(map((quote) => `${quote.priceUsd}${quote.stale ? ' stale' : ''}@${quote.updatedAt}`));
      m.expect(price$, '^ 6500ms !').toBeObservable('a 4999ms b', { a: '172.34@0', b: '172.34 stale@0' });
    }),
  );

  it(
    'a feed whose only price is zero shows nothing',
    marbles((m) => {
      const { oracle, logger } = setup(m, () => [{ feedId: 'ethusd', price: 0, expo: -8, timestamp: 7 }]);
      m.expect(oracle.quote$('ethusd'), '^ 2500ms !').toBeObservable('');
      m.flush();
      expect(logger.entries).toEqual([]);
    }),
  );
});

describe('perps oracle: what counts as an update', () => {
  it(
    'without a publish time every poll is an update, even at the same price: it never goes stale while polls answer',
    marbles((m) => {
      const { oracle } = setup(m, () => [{ feedId: 'solusd', price: '17234000000', expo: -8 }]);
      const state$ = oracle.quote$('solusd').pipe(map((quote) => `${quote.stale ? 'stale' : 'fresh'}@${quote.updatedAt}`));
      m.expect(state$, '^ 6500ms !').toBeObservable('a 999ms b 999ms c 999ms d 999ms e 999ms f 999ms g', {
        a: 'fresh@0',
        b: 'fresh@1000',
        c: 'fresh@2000',
        d: 'fresh@3000',
        e: 'fresh@4000',
        f: 'fresh@5000',
        g: 'fresh@6000',
      });
    }),
  );

  it(
    'a new price under the same publish time is an update',
    marbles((m) => {
      const { oracle } = setup(m, (index) => reading(index, 0));
      m.expect(oracle.quote$('solusd').pipe(map((quote) => `${quote.priceUsd}@${quote.updatedAt}`)), '^ 1500ms !').toBeObservable('a 999ms b', {
        a: '172.34@0',
        b: '173.34@1000',
      });
    }),
  );

  it(
    'a watcher arriving later sees the latest price at once, without waiting for the next poll, and no extra request is made',
    marbles((m) => {
      const { oracle, requests } = setup(m, (index) => reading(index, index));
      const price$ = () => oracle.quote$('solusd').pipe(map((quote) => `${quote.priceUsd}@${quote.updatedAt}`));
      m.expect(price$(), '^ 1500ms !').toBeObservable('a 999ms b', { a: '172.34@0', b: '173.34@1000' });
      m.expect(price$(), '500ms ^ 1000ms !').toBeObservable('500ms a 499ms b', { a: '172.34@0', b: '173.34@1000' });
      m.flush();
      expect(requests).toHaveLength(2);
    }),
  );
});

describe('perps oracle: what is logged', () => {
  it(
    'a reading for a feed the page does not know is dropped and logged as "unknown feed …"; the known ones still arrive',
    marbles((m) => {
      const { oracle, logger } = setup(m, () => [
        { feedId: 'dogeusd', price: '15000000', expo: -8, timestamp: 5 },
        { feedId: 'ethusd', price: '340000000000', expo: -8, timestamp: 5 },
      ]);
      m.expect(oracle.quote$('ethusd').pipe(map((quote) => quote.priceUsd)), '^ 500ms !').toBeObservable('a', { a: 3400 });
      m.flush();
      expect(logger.entries).toEqual([{ level: 'warn', message: 'Dropped an invalid oracle reading', context: { issue: 'unknown feed dogeusd' } }]);
    }),
  );

  it(
    'an answer that is not a list of readings fails the poll with "Invalid oracle response structure from Perps oracle"',
    marbles((m) => {
      const { oracle, logger } = setup(m, () => ({ error: 'maintenance' }));
      m.expect(oracle.quote$('solusd'), '^ 500ms !').toBeObservable('');
      m.flush();
      expect(logger.entries.filter((entry) => entry.message === 'Perps oracle poll failed')).toEqual([
        { level: 'warn', message: 'Perps oracle poll failed', context: { error: 'Invalid oracle response structure from Perps oracle' } },
      ]);
    }),
  );
});
