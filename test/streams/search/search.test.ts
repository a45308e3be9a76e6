import type { SearchState } from '@streams/search/search';
import { searchItemOf } from '@streams/search/searchItem';
import { SOL_MINT } from '@streams/search/builtinTokens';
import { jsonResponse } from '../../support/fakeHttp';
import { marbles } from '../../support/marbles';
import { asset, paramsOf, pathOf, setupSearch } from './searchFixtures';

const BONK = asset('bonk', { isVerified: true });
const FAKE_BONK = asset('bonk2', { symbol: 'BONK' });
const idle: SearchState = { status: 'idle' };
const query = (text: string, exact = false, isAddress = false) => ({ text, exact, isAddress });

describe('search: typing (T03)', () => {
  it(
    'typing is debounced 500 ms: only the settled text is searched',
    marbles((m) => {
      const { search, requests, times } = setupSearch(m, () => m.cold('--r|', { r: jsonResponse([BONK]) }));
      const input = m.hot('b 99ms c', { b: 'bo', c: 'bonk' });
      m.expect(search.results$(input), '^ 1000ms !').toBeObservable('i 599ms l-r', {
        i: idle,
        l: { status: 'loading', query: query('bonk') },
        r: { status: 'ready', query: query('bonk'), items: [searchItemOf(BONK)], moreResults: [], stale: false },
      });
      m.flush();
      expect(times).toEqual([600]);
      expect(requests.map(pathOf)).toEqual(['/v1/assets/search']);
      expect(paramsOf(requests[0]!)).toEqual({ query: 'bonk' });
      expect(requests[0]?.credentials).toBe('include');
    }),
  );

  it(
    'a newer query cancels the request still in flight for the older one (subscription logs), once the 500 ms debounce settles it',
    marbles((m) => {
      const debounce = m.time('500ms |'); // T03
      const slow = m.cold('1000ms r|', { r: jsonResponse([FAKE_BONK]) });
      const quick = m.cold('-r|', { r: jsonResponse([BONK]) });
      const answers = [slow, quick];
      const { search, times } = setupSearch(m, (_request, index) => answers[index]!);
      // 'bo' settles at 500 and is asked; 'bonk' is typed at 550 and settles at 1,050, while 'bo' is still on its way.
      const input = m.hot('a 549ms b', { a: 'bo', b: 'bonk' });
      m.expect(search.results$(input), '^ 3000ms !').toBeObservable(`i ${debounce - 1}ms l 549ms Lr`, {
        i: idle,
        l: { status: 'loading', query: query('bo') },
        L: { status: 'loading', query: query('bonk') },
        r: { status: 'ready', query: query('bonk'), items: [searchItemOf(BONK)], moreResults: [], stale: false },
      });
      m.expect(slow).toHaveSubscriptions(`${debounce}ms ^ 549ms !`);
      m.expect(quick).toHaveSubscriptions(`${550 + debounce}ms ^ 1ms !`);
      m.flush();
      expect(times).toEqual([debounce, 550 + debounce]);
    }),
  );

  it(
    'an empty (or blank) input is never searched: the dialog shows history and trending',
    marbles((m) => {
      const { search, requests } = setupSearch(m, () => m.cold('--r|', { r: jsonResponse([BONK]) }));
      m.expect(search.results$(m.hot('a 999ms b', { a: '', b: '   ' })), '^ 2000ms !').toBeObservable('i', { i: idle });
      m.flush();
      expect(requests).toHaveLength(0);
    }),
  );

  it(
    'SOL, USDC and USDT are answered from built-in data, without a request',
    marbles((m) => {
      const { search, requests } = setupSearch(m, () => m.cold('--r|', { r: jsonResponse([BONK]) }));
      const states: SearchState[] = [];
      search.results$(m.hot('a', { a: 'sol' })).subscribe((state) => states.push(state));
      m.flush();
      expect(requests).toHaveLength(0);
      expect(states.at(-1)).toMatchObject({ status: 'ready', items: [{ id: SOL_MINT, symbol: 'SOL', isVerified: true }] });
    }),
  );
});

describe('search: results', () => {
  it(
    'exact mode (quoted) asks for exact case-insensitive symbols and puts unverified matches behind "more results"',
    marbles((m) => {
      const { search, requests } = setupSearch(m, () => m.cold('-r|', { r: jsonResponse([BONK, FAKE_BONK]) }));
      m.expect(search.results$(m.hot('a', { a: '"Bonk"' })), '^ 600ms !').toBeObservable('i 499ms lr', {
        i: idle,
        l: { status: 'loading', query: query('Bonk', true) },
        r: { status: 'ready', query: query('Bonk', true), items: [searchItemOf(BONK)], moreResults: [searchItemOf(FAKE_BONK)], stale: false },
      });
      m.flush();
      expect(paramsOf(requests[0]!)).toEqual({ query: 'Bonk', filters: 'exact_case_insensitive' });
    }),
  );

  it(
    'banned tokens never appear; a wallet address that matches nothing is flagged for "View Portfolio"',
    marbles((m) => {
      const wallet = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
      const { search } = setupSearch(m, () => m.cold('-r|', { r: jsonResponse([asset('bad')]) }), { banned: ['bad'] });
      m.expect(search.results$(m.hot('a', { a: wallet })), '^ 600ms !').toBeObservable('i 499ms lr', {
        i: idle,
        l: { status: 'loading', query: query(wallet, false, true) },
        r: { status: 'ready', query: query(wallet, false, true), items: [], moreResults: [], stale: false },
      });
    }),
  );

  it(
    'answers reach onAssets (prices and token details remembered elsewhere)',
    marbles((m) => {
      const { search, seen, requests } = setupSearch(m, () => m.cold('-r|', { r: jsonResponse([BONK]) }));
      search.results$(m.hot('a', { a: 'bonk' })).subscribe();
      m.flush();
      expect(seen).toEqual([BONK]);
      expect(requests).toHaveLength(1);
    }),
  );
});

describe('search: staleness and failures (T13)', () => {
  it(
    'results turn stale 30 s after they arrived; typing the query again then asks again',
    marbles((m) => {
      const { search, times } = setupSearch(m, () => m.cold('-r|', { r: jsonResponse([BONK]) }));
      const ready = (stale: boolean): SearchState => ({ status: 'ready', query: query('bonk'), items: [searchItemOf(BONK)], moreResults: [], stale });
      const input = m.hot('a 29999ms b 1000ms c', { a: 'bonk', b: 'other', c: 'bonk' });
      const states: SearchState[] = [];
      search.results$(input).subscribe((state) => states.push(state));
      m.expect(search.results$(m.hot('a', { a: 'bonk' })), '^ 30600ms !').toBeObservable('i 499ms lr 29999ms s', {
        i: idle,
        l: { status: 'loading', query: query('bonk') },
        r: ready(false),
        s: ready(true),
      });
      m.flush();
      // 'bonk' fetched at 500; 'other' at 30500; 'bonk' again at 31501 (stale by then): fetched again.
      expect(times).toEqual([500, 30_500, 31_501]);
    }),
  );

  it(
    'a failed search is retried once; a payload that fails its schema ends as a named error, logged and reported, and the stream goes on',
    marbles((m) => {
      const { search, requests, logger } = setupSearch(m, (request) =>
        paramsOf(request).query === 'bad' ? m.cold('-r|', { r: jsonResponse({ unexpected: true }) }) : m.cold('-r|', { r: jsonResponse([BONK]) }),
      );
      const message = 'Invalid search response structure from Search API';
      m.expect(search.results$(m.hot('a 999ms b', { a: 'bad', b: 'bonk' })), '^ 2000ms !').toBeObservable('i 499ms l-e 997ms lr', {
        i: idle,
        l: expect.objectContaining({ status: 'loading' }),
        e: { status: 'error', query: query('bad'), message },
        r: expect.objectContaining({ status: 'ready', items: [searchItemOf(BONK)] }),
      });
      m.flush();
      expect(requests.map((request) => paramsOf(request).query)).toEqual(['bad', 'bad', 'bonk']);
      expect(logger.messages('error')).toEqual(['Search failed']);
      expect(logger.entries.find((entry) => entry.level === 'error')?.context).toEqual({ query: 'bad', message });
    }),
  );

  it(
    'one retry only: a call that fails then succeeds shows the results',
    marbles((m) => {
      const { search, times } = setupSearch(m, (_request, index) => (index === 0 ? m.cold('-#') : m.cold('-r|', { r: jsonResponse([BONK]) })));
      m.expect(search.results$(m.hot('a', { a: 'bonk' })), '^ 600ms !').toBeObservable('i 499ms l-r', {
        i: idle,
        l: expect.objectContaining({ status: 'loading' }),
        r: expect.objectContaining({ status: 'ready', items: [searchItemOf(BONK)] }),
      });
      m.flush();
      expect(times).toEqual([500, 501]);
    }),
  );

  it(
    'the trending ("Cooking") list: toptrending pools, banned tokens left out, stale after 30 s, one retry',
    marbles((m) => {
      const pools = {
        pools: [
          { id: 'p1', createdAt: '2026-01-01T00:00:00Z', baseAsset: BONK },
          { id: 'p2', createdAt: '2026-01-01T00:00:00Z', baseAsset: asset('bad') },
        ],
      };
      const { search, requests } = setupSearch(m, (_request, index) => (index === 0 ? m.cold('-#') : m.cold('-r|', { r: jsonResponse(pools) })), {
        banned: ['bad'],
      });
      const ready = (stale: boolean) => ({ status: 'ready' as const, value: [searchItemOf(BONK)], updatedAt: 2, stale, refreshing: false });
      m.expect(search.trending$, '^ 30005ms !').toBeObservable('l-r 29999ms s', { l: { status: 'loading' }, r: ready(false), s: ready(true) });
      m.flush();
      expect(requests.map(pathOf)).toEqual(['/v1/pools/toptrending/1h', '/v1/pools/toptrending/1h']);
    }),
  );
});
