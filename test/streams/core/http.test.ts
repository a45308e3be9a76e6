import { createHttpClient, retryAfterSeconds } from '@streams/core/http';
import { HttpNetworkError, HttpSchemaError, HttpStatusError, HttpTimeoutError, HttpTooLargeError, ResponseTooLargeError } from '@streams/core/httpErrors';
import { z } from 'zod';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const assets = z.array(z.object({ id: z.string(), symbol: z.string() }));
const search = { api: 'Search API', responseName: 'search', schema: assets } as const;
const bonk = [{ id: 'DezX', symbol: 'BONK' }];

describe('http client', () => {
  it(
    'GETs with a serialised query and emits the parsed body',
    marbles((m) => {
      const response = m.cold('  --r|', { r: jsonResponse(bonk) });
      const { transport, requests } = createFakeTransport(() => response);
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });

      m.expect(http.get('http://api/v1/assets/search', { ...search, query: { query: 'bonk', filters: ['verified'] } })).toBeObservable(
        '                        --r|',
        { r: bonk },
      );
      m.expect(response).toHaveSubscriptions('^--!');
      m.flush();
      // Exactly this: a GET carries no body and no size limit of its own (the transport's default applies).
      expect(requests).toStrictEqual([{ method: 'GET', url: 'http://api/v1/assets/search?query=bonk&filters=verified', headers: {} }]);
    }),
  );

  it(
    "takes a compiled reader's answer as it is; when it refuses, the schema reads the body and its issues are the error",
    marbles((m) => {
      const answers = [bonk, [{ id: 'DezX' }]];
      const { transport } = createFakeTransport(() => m.cold('-r|', { r: jsonResponse(answers.shift()) }));
      const logger = createRecordingLogger();
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
      const seen: unknown[] = [];
      // The reader accepts only whole assets, and marks what it took: its answer is not the schema's.
      const read = (body: unknown) => {
        seen.push(body);
        return Array.isArray(body) && body.every((item) => typeof item?.symbol === 'string') ? [{ id: 'read', symbol: 'READ' }] : undefined;
      };

      m.expect(http.get('http://api/a', { ...search, read })).toBeObservable('-r|', { r: [{ id: 'read', symbol: 'READ' }] });
      m.expect(http.get('http://api/b', { ...search, read })).toBeObservable(
        '-#',
        undefined,
        new HttpSchemaError('Search API', 'http://api/b', 'search', assets.safeParse([{ id: 'DezX' }]).error?.issues ?? []),
      );
      m.flush();
      expect(seen).toEqual([bonk, [{ id: 'DezX' }]]);
      expect(logger.messages('warn')).toEqual(['Invalid search response structure from Search API']);
    }),
  );

  it(
    'POSTs a JSON body',
    marbles((m) => {
      const { transport, requests } = createFakeTransport(() => m.cold('-r|', { r: jsonResponse({ recent: { pools: [] } }) }));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      const gems = z.object({ recent: z.object({ pools: z.array(z.unknown()) }) });

      m.expect(http.post('http://api/v1/pools/gems', { recent: { timeframe: '24h' } }, { api: 'Market API', schema: gems })).toBeObservable('-r|', {
        r: { recent: { pools: [] } },
      });
      m.flush();
      expect(requests[0]).toMatchObject({
        method: 'POST',
        body: '{"recent":{"timeframe":"24h"}}',
        headers: { 'content-type': 'application/json' },
      });
    }),
  );

  it(
    'cancellation: unsubscribing before the answer unsubscribes the transport (the fetch transport aborts)',
    marbles((m) => {
      const response = m.cold('  -----r|', { r: jsonResponse(bonk) });
      const { transport } = createFakeTransport(() => response);
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });

      m.expect(http.get('http://api/x', search), '^--!').toBeObservable('---');
      m.expect(response).toHaveSubscriptions('^--!');
    }),
  );

  it(
    'a payload that fails its schema errors with a message naming the API, and is logged',
    marbles((m) => {
      const logger = createRecordingLogger();
      const { transport } = createFakeTransport(() => m.cold('-r|', { r: jsonResponse({ not: 'a list' }) }));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger });

      let failure: unknown;
      http.get('http://api/v1/assets/search', { ...search, retry: { count: 2, delayMs: 1000 } }).subscribe({ error: (e) => (failure = e) });
      m.flush();
      expect(failure).toBeInstanceOf(HttpSchemaError);
      expect((failure as Error).message).toBe('Invalid search response structure from Search API');
      expect(logger.messages('warn')).toEqual(['Invalid search response structure from Search API']);
    }),
  );

  it(
    'names the API alone when no response name is given',
    marbles((m) => {
      const { transport } = createFakeTransport(() => m.cold('r|', { r: jsonResponse('<html>') }));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      m.expect(http.get('http://api/holdings', { api: 'Ultra API /holdings', schema: z.object({}) })).toBeObservable(
        '#',
        undefined,
        new HttpSchemaError('Ultra API /holdings', 'http://api/holdings', undefined, []),
      );
    }),
  );

  it(
    'a non-2xx status becomes a typed HttpStatusError carrying status and body',
    marbles((m) => {
      const { transport } = createFakeTransport(() =>
        m.cold('-r|', { r: jsonResponse({ error: 'Could not find any route', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' }, 400) }),
      );
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      let failure: unknown;
      http.get('http://api/quote', { api: 'Quote API', schema: z.unknown() }).subscribe({ error: (e) => (failure = e) });
      m.flush();
      expect(failure).toBeInstanceOf(HttpStatusError);
      expect(failure).toMatchObject({ status: 400, body: { errorCode: 'COULD_NOT_FIND_ANY_ROUTE' } });
    }),
  );

  it(
    'times out each attempt on the injected scheduler',
    marbles((m) => {
      const response = m.cold('  ----------r|', { r: jsonResponse(bonk) });
      const { transport } = createFakeTransport(() => response);
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });

      m.expect(http.get('http://api/holdings', { ...search, timeoutMs: 5 })).toBeObservable(
        '                        -----#',
        undefined,
        new HttpTimeoutError('Search API', 'http://api/holdings', 5),
      );
      m.expect(response).toHaveSubscriptions('^----!');
    }),
  );

  it(
    'recovered error: a 500 is retried after the delay and the retry succeeds',
    marbles((m) => {
      const failing = m.cold('   -f|', { f: jsonResponse({ error: 'boom' }, 500) });
      const succeeding = m.cold('      -r|', { r: jsonResponse(bonk) });
      const { transport } = createFakeTransport((_request, index) => (index === 0 ? failing : succeeding));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });

      // attempt 1 fails at 1 ms, waits 3 ms, attempt 2 starts at 4 ms and answers at 5 ms.
      m.expect(http.get('http://api/x', { ...search, retry: { count: 2, delayMs: 3 } })).toBeObservable('-----r|', { r: bonk });
      m.expect(failing).toHaveSubscriptions('^!');
      m.expect(succeeding).toHaveSubscriptions('----^-!');
    }),
  );

  it(
    'a 429 waits for the Retry-After the server asked for when it is longer than the delay',
    marbles((m) => {
      const limited = m.cold('r|', { r: jsonResponse({ code: 429, message: 'Too many requests' }, 429, { 'retry-after': '2' }) });
      const ok = m.cold('r|', { r: jsonResponse(bonk) });
      const { transport } = createFakeTransport((_request, index) => (index === 0 ? limited : ok));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });

      m.expect(http.get('http://api/x', { ...search, retry: { count: 1, delayMs: 10 } })).toBeObservable('2000ms r|', { r: bonk });
    }),
  );

  it(
    'a Retry-After of a day is capped at T60 (60 s): the retry comes at 60,000 ms, not later',
    marbles((m) => {
      const limited = m.cold('r|', { r: jsonResponse({ code: 429, message: 'Too many requests' }, 429, { 'retry-after': '86400' }) });
      const ok = m.cold('r|', { r: jsonResponse(bonk) });
      const { transport } = createFakeTransport((_request, index) => (index === 0 ? limited : ok));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });

      m.expect(http.get('http://api/x', { ...search, retry: { count: 1, delayMs: 10 } })).toBeObservable('60000ms r|', { r: bonk });
      m.expect(ok).toHaveSubscriptions('60000ms ^!');
    }),
  );

  it(
    'a body over its limit is an HttpTooLargeError, never retried',
    marbles((m) => {
      const huge = m.cold('-#', undefined, new ResponseTooLargeError('http://api/x', 1024));
      const { transport, requests } = createFakeTransport(() => huge);
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      m.expect(http.get('http://api/x', { ...search, maxBodyBytes: 1024, retry: { count: 3, delayMs: 1 } })).toBeObservable(
        '-#',
        undefined,
        new HttpTooLargeError('Search API', 'http://api/x', 1024),
      );
      m.flush();
      expect(requests).toStrictEqual([{ method: 'GET', url: 'http://api/x', headers: {}, maxBodyBytes: 1024 }]);
    }),
  );

  it.each([
    ['2', 2],
    ['59', 59],
    ['60', 60],
    ['61', 60],
    ['31536000', 60],
    ['-5', undefined],
    ['Thu, 01 Jan 1970 00:00:00 GMT', 0],
    ['soon', undefined],
    ['', undefined],
    ['Thu, 01 Jan 1970 00:00:30 GMT', 30],
    ['Fri, 01 Jan 2100 00:00:00 GMT', 60],
    ['0', 0],
    [' 2 ', 2],
    ['1.25', 1.25],
    ['1.5', 1.5],
    ['01 Jan 1970 00:00:30 GMT', 30],
    ['Thu, 01 Jan 1970 00:00:30 +0000', 30],
  ])('Retry-After %j reads as %s seconds (delta or HTTP date, at most 60)', (header, seconds) => {
    expect(retryAfterSeconds({ 'retry-after': header }, 0)).toBe(seconds);
  });

  it('an HTTP-date Retry-After counts from the clock it is given, not from 1970', () => {
    const now = Date.parse('Wed, 21 Oct 2015 07:28:00 GMT');
    expect(retryAfterSeconds({ 'retry-after': 'Wed, 21 Oct 2015 07:28:30 GMT' }, now)).toBe(30);
    expect(retryAfterSeconds({ 'retry-after': 'Wed, 21 Oct 2015 07:27:00 GMT' }, now)).toBe(0);
  });

  it('no Retry-After header reads as no server wait', () => {
    expect(retryAfterSeconds({}, 0)).toBeUndefined();
    expect(retryAfterSeconds({ 'retry-after': '   ' }, 0)).toBeUndefined();
  });

  it(
    'a Retry-After of 0 reaches the error as 0 (retry at once), and the retry still waits the policy delay',
    marbles((m) => {
      const limited = m.cold('r|', { r: jsonResponse({ code: 503 }, 503, { 'retry-after': '0' }) });
      const ok = m.cold('r|', { r: jsonResponse(bonk) });
      const { transport } = createFakeTransport((_request, index) => (index === 0 ? limited : ok));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      m.expect(http.get('http://api/x', { ...search, retry: { count: 1, delayMs: 7 } })).toBeObservable('7ms r|', { r: bonk });

      let failure: unknown;
      const { transport: once } = createFakeTransport(() => m.cold('r|', { r: jsonResponse({ code: 503 }, 503, { 'retry-after': '0' }) }));
      createHttpClient({ transport: once, scheduler: m.scheduler, logger: createRecordingLogger() })
        .get('http://api/x', search)
        .subscribe({ error: (e: unknown) => (failure = e) });
      m.flush();
      expect(failure).toMatchObject({ status: 503, retryAfterSeconds: 0 });
    }),
  );

  it.each([
    { status: 199, succeeds: false },
    { status: 200, succeeds: true },
    { status: 299, succeeds: true },
    { status: 300, succeeds: false },
  ])(
    'status $status is a success: $succeeds (only 200–299 pass to the schema)',
    marbles((m: MarbleContext, { status, succeeds }: { status: number; succeeds: boolean }) => {
      const { transport } = createFakeTransport(() => m.cold('-r|', { r: jsonResponse(bonk, status) }));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      let value: unknown;
      let failure: unknown;
      http.get('http://api/x', search).subscribe({ next: (v) => (value = v), error: (e: unknown) => (failure = e) });
      m.flush();
      if (succeeds) {
        expect(value).toEqual(bonk);
        expect(failure).toBeUndefined();
      } else {
        expect(value).toBeUndefined();
        expect(failure).toBeInstanceOf(HttpStatusError);
        expect((failure as Error).message).toBe(`Search API answered ${status}`);
      }
    }),
  );

  it(
    'a schema failure logs the URL and the first five issues, not all of them',
    marbles((m) => {
      const logger = createRecordingLogger();
      const sevenBad = Array.from({ length: 7 }, (_, i) => ({ id: i, symbol: 'X' }));
      const { transport } = createFakeTransport(() => m.cold('-r|', { r: jsonResponse(sevenBad) }));
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger });

      let failure: unknown;
      http.get('http://api/v1/assets/search', { ...search, query: { query: 'x' } }).subscribe({ error: (e: unknown) => (failure = e) });
      m.flush();
      expect(failure).toBeInstanceOf(HttpSchemaError);
      expect((failure as HttpSchemaError).issues).toHaveLength(7);
      expect(logger.entries).toHaveLength(1);
      const context = logger.entries[0]?.context;
      expect(context?.['url']).toBe('http://api/v1/assets/search?query=x');
      const issues = context?.['issues'] as { path: unknown[] }[];
      expect(issues.map((issue) => issue.path)).toEqual([0, 1, 2, 3, 4].map((i) => [i, 'id']));
    }),
  );

  it(
    'gives up after the retry count, and never retries a 4xx or a schema failure',
    marbles((m) => {
      const down = m.cold('-#', undefined, new TypeError('Failed to fetch'));
      const { transport } = createFakeTransport(() => down);
      const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
      m.expect(http.get('http://api/x', { ...search, retry: { count: 2, delayMs: 2 } })).toBeObservable(
        '-------#',
        undefined,
        new HttpNetworkError('Search API', 'http://api/x', new TypeError('Failed to fetch')),
      );
      m.expect(down).toHaveSubscriptions(['^!', '---^!', '------^!']);

      const notFound = m.cold('-n|', { n: jsonResponse({ error: 'nope' }, 404) });
      const { transport: transport404 } = createFakeTransport(() => notFound);
      const http404 = createHttpClient({ transport: transport404, scheduler: m.scheduler, logger: createRecordingLogger() });
      http404.get('http://api/y', { ...search, retry: { count: 3, delayMs: 1 } }).subscribe({ error: () => undefined });
      m.expect(notFound).toHaveSubscriptions(['^!']);
    }),
  );
});
