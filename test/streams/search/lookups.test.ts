import { createHttpClient, type HttpRequest, type HttpResponse } from '@streams/core/http';
import { createAssetLookup } from '@streams/search/assetLookup';
import { createSymbolLookup } from '@streams/search/symbolLookup';
import { USDC_MINT } from '@streams/search/builtinTokens';
import { type Observable, mergeMap, timer } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { asset, paramsOf } from './searchFixtures';

const DAY = 86_400_000;

const setup = (m: MarbleContext, body: (request: HttpRequest) => unknown) => {
  const times: number[] = [];
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport((request) => {
    times.push(m.scheduler.now());
    return m.cold('-r|', { r: jsonResponse(body(request)) });
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  return {
    assets: createAssetLookup({ http, searchApi: 'http://sim', scheduler: m.scheduler }),
    symbols: createSymbolLookup({ http, searchApi: 'http://sim', scheduler: m.scheduler }),
    requests,
    times,
    logger,
  };
};

/** Lookups over a transport that gives every call the same answer, kept so its subscription log can be read. */
const setupAnswer = (m: MarbleContext, answer: Observable<HttpResponse>) => {
  const times: number[] = [];
  const logger = createRecordingLogger();
  const { transport, requests } = createFakeTransport(() => {
    times.push(m.scheduler.now());
    return answer;
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  return {
    assets: createAssetLookup({ http, searchApi: 'http://sim', scheduler: m.scheduler }),
    symbols: createSymbolLookup({ http, searchApi: 'http://sim', scheduler: m.scheduler }),
    requests,
    times,
  };
};

/** The search call answers every id of its comma list. */
const everyId = (request: HttpRequest) => (paramsOf(request).query ?? '').split(',').map((id) => asset(id));

describe('asset lookups by id (T25 batching, T43 cache)', () => {
  it(
    'lookups within 10 ms go out as one search call when the window closes',
    marbles((m) => {
      const { assets, requests, times } = setup(m, everyId);
      const at = (frame: number, id: string) => timer(frame, m.scheduler).pipe(mergeMap(() => assets.lookup(id)));
      m.expect(at(0, 'a')).toBeObservable('10ms -(a|)', { a: asset('a') });
      m.expect(at(9, 'b')).toBeObservable('10ms -(b|)', { b: asset('b') });
      m.expect(at(15, 'c')).toBeObservable('25ms -(c|)', { c: asset('c') });
      m.flush();
      expect(times).toEqual([10, 25]);
      expect(requests.map((request) => paramsOf(request).query)).toEqual(['a,b', 'c']);
      expect(requests[0]?.url).toBe('http://sim/v1/assets/search?query=a,b');
    }),
  );

  it(
    'at most 50 ids per call: 120 lookups in one window make calls of 50, 50 and 20',
    marbles((m) => {
      const { assets, requests } = setup(m, everyId);
      for (let index = 0; index < 120; index++) assets.lookup(`id${index}`).subscribe();
      m.flush();
      expect(requests.map((request) => (paramsOf(request).query ?? '').split(',').length)).toEqual([50, 50, 20]);
    }),
  );

  it(
    'an answer is reused for 24 h, then asked for again',
    marbles((m) => {
      const { assets, times } = setup(m, everyId);
      const at = (frame: number) => timer(frame, m.scheduler).pipe(mergeMap(() => assets.lookup('a')));
      // Answered at 11: reused at 11 + 24 h − 1 ms, asked again at 11 + 24 h.
      at(0).subscribe();
      at(11 + DAY - 1).subscribe();
      at(11 + DAY).subscribe();
      m.flush();
      expect(times).toEqual([10, 11 + DAY + 10]);
    }),
  );

  it(
    'an id the service does not know resolves to undefined',
    marbles((m) => {
      const { assets } = setup(m, () => []);
      m.expect(assets.lookup('nope')).toBeObservable('10ms -(u|)', { u: undefined });
    }),
  );
});

describe('verified symbol lookups (T43)', () => {
  it(
    'SOL, USDC and USDT come from built-in data; other symbols are asked for in one call and kept 24 h',
    marbles((m) => {
      const { symbols, requests, times } = setup(m, () => ({ JUP: 'jup-mint' }));
      const at = (frame: number, list: string[]) => timer(frame, m.scheduler).pipe(mergeMap(() => symbols.addresses(list)));
      m.expect(at(0, ['USDC', 'JUP', 'NOPE'])).toBeObservable('-a|', {
        a: new Map([
          ['USDC', USDC_MINT],
          ['JUP', 'jup-mint'],
        ]),
      });
      at(1 + DAY - 1, ['JUP', 'NOPE']).subscribe();
      at(1 + DAY, ['JUP']).subscribe();
      m.flush();
      expect(times).toEqual([0, 1 + DAY]);
      expect(requests[0]?.url).toBe('http://sim/v1/assets/verified-symbol-address-map?symbols=JUP,NOPE');
    }),
  );

  it(
    "a bad payload fails with 'Invalid searchSymbol response structure from Search API'",
    marbles((m) => {
      const { symbols } = setup(m, () => ['not', 'a', 'map']);
      m.expect(symbols.addresses(['JUP'])).toBeObservable(
        '-#',
        undefined,
        expect.objectContaining({ message: 'Invalid searchSymbol response structure from Search API' }),
      );
    }),
  );
});

describe('lookups that are left before the answer (subscription logs)', () => {
  it(
    'leaving an asset lookup before its answer cancels the search call, and nothing is kept: the next lookup asks again',
    marbles((m) => {
      const window = m.time('10ms |'); // T25
      const answer = m.cold('5ms r|', { r: jsonResponse([asset('a')]) });
      const { assets, times } = setupAnswer(m, answer);
      // The call goes out when the window closes at 10 and would answer at 15: the lookup is left at 12.
      m.expect(assets.lookup('a'), `^ ${window + 1}ms !`).toBeObservable('-');
      const later = timer(100, m.scheduler).pipe(mergeMap(() => assets.lookup('a')));
      m.expect(later).toBeObservable(`${100 + window + 5}ms (a|)`, { a: asset('a') });
      m.expect(answer).toHaveSubscriptions([`${window}ms ^ 1ms !`, `${100 + window}ms ^ 4ms !`]);
      m.flush();
      expect(times).toEqual([window, 100 + window]);
    }),
  );

  it(
    'a call shared by two lookups of the same id stays open for the one still waiting when the other leaves',
    marbles((m) => {
      const window = m.time('10ms |'); // T25
      const answer = m.cold('5ms r|', { r: jsonResponse([asset('a')]) });
      const { assets, requests, times } = setupAnswer(m, answer);
      m.expect(assets.lookup('a'), `^ ${window + 1}ms !`).toBeObservable('-');
      const second = timer(5, m.scheduler).pipe(mergeMap(() => assets.lookup('a')));
      m.expect(second).toBeObservable(`${window + 5}ms (a|)`, { a: asset('a') });
      m.expect(answer).toHaveSubscriptions(`${window}ms ^ 4ms !`);
      m.flush();
      expect(times).toEqual([window]);
      expect(requests.map((request) => paramsOf(request).query)).toEqual(['a']);
    }),
  );

  it(
    'leaving a lookup before its window closes sends no call at all',
    marbles((m) => {
      const window = m.time('10ms |'); // T25
      const answer = m.cold('5ms r|', { r: jsonResponse([asset('a')]) });
      const { assets, times } = setupAnswer(m, answer);
      m.expect(assets.lookup('a'), `^ ${window - 2}ms !`).toBeObservable('-');
      m.expect(answer).toHaveSubscriptions([]);
      m.flush();
      expect(times).toEqual([]);
    }),
  );

  it(
    'leaving a symbol lookup before its answer cancels the call, and the symbol is asked for again next time',
    marbles((m) => {
      const answer = m.cold('5ms r|', { r: jsonResponse({ JUP: 'jup-mint' }) });
      const { symbols, times } = setupAnswer(m, answer);
      m.expect(symbols.addresses(['JUP']), '^ 1ms !').toBeObservable('-');
      const later = timer(100, m.scheduler).pipe(mergeMap(() => symbols.addresses(['JUP'])));
      m.expect(later).toBeObservable('105ms a|', { a: new Map([['JUP', 'jup-mint']]) });
      m.expect(answer).toHaveSubscriptions(['^ 1ms !', '100ms ^ 5ms !']);
      m.flush();
      expect(times).toEqual([0, 100]);
    }),
  );
});
