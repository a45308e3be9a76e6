import { type HttpRequest, type HttpResponse, createHttpClient } from '@streams/core/http';
import type { SwapMode } from '@streams/schemas/quote';
import type { PlatformFee, QuoteOptions } from '@streams/swap/quoteParams';
import { type QuoteInputs, type QuoteState, createQuotes } from '@streams/swap/quotes';
import { type Observable, NEVER, map, of } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { type MarbleContext, marbles } from '../../support/marbles';
import { JUP, SOL, SWAP_API, USDC, quoteFor } from './fixtures';

/** States as short words: 'loading', 'refreshing' (loading with the last quote), 'ready:{amount}@{time}', 'error:{code}', 'idle'. */
const brief = (state: QuoteState): string => {
  switch (state.status) {
    case 'idle':
      return 'idle';
    case 'loading':
      return state.last ? 'refreshing' : 'loading';
    case 'ready':
      return `ready:${state.request.amount}@${state.fetchedAt}`;
    case 'error':
      return `error:${state.errorCode}`;
  }
};

type Respond = (request: HttpRequest, index: number) => Observable<HttpResponse>;

interface Setup {
  readonly amount$?: Observable<bigint>;
  readonly inputMint$?: Observable<string | undefined>;
  readonly outputMint$?: Observable<string | undefined>;
  readonly swapMode$?: Observable<SwapMode>;
  readonly options$?: Observable<QuoteOptions>;
  readonly platformFee$?: Observable<PlatformFee | undefined>;
  readonly paused$?: Observable<boolean>;
  readonly refresh$?: Observable<void>;
}

/** The quote stream over a fake transport; every request is recorded with its virtual time. */
const setup = (m: MarbleContext, respond: Respond, inputs: Setup = {}) => {
  const logger = createRecordingLogger();
  const times: number[] = [];
  const { transport, requests } = createFakeTransport((request, index) => {
    times.push(m.scheduler.now());
    return respond(request, index);
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger });
  const { quote$ } = createQuotes({ http, swapApi: SWAP_API, scheduler: m.scheduler, logger });
  const all: QuoteInputs = {
    inputMint$: inputs.inputMint$ ?? of(SOL),
    outputMint$: inputs.outputMint$ ?? of(USDC),
    amount$: inputs.amount$ ?? of(1000n),
    swapMode$: inputs.swapMode$ ?? of<SwapMode>('ExactIn'),
    options$: inputs.options$ ?? of<QuoteOptions>({ slippageBps: 50 }),
    paused$: inputs.paused$ ?? NEVER,
    refresh$: inputs.refresh$ ?? NEVER,
    ...(inputs.platformFee$ ? { platformFee$: inputs.platformFee$ } : {}),
  };
  const raw$ = quote$(all);
  return { raw$, states$: raw$.pipe(map(brief)), requests, times, logger };
};

/** Answers with a quote for the request's amount, at once. */
const quoteNow =
  (m: MarbleContext, delay = ''): Respond =>
  (request) =>
    m.cold(`${delay}(r|)`, { r: jsonResponse(quoteFor(new URL(request.url).searchParams.get('amount') ?? '0')) });

const status = (code: number, body: unknown = {}) => jsonResponse(body, code);
const amountOf = (request: HttpRequest | undefined) => (request ? new URL(request.url).searchParams.get('amount') : null);

describe('quote stream: debounce (T17)', () => {
  it(
    'shows loading at once and asks 250 ms after the last amount change',
    marbles((m) => {
      const amount$ = m.hot('a 99ms b', { a: 1000n, b: 2000n });
      const { states$, times, requests } = setup(m, quoteNow(m), { amount$ });
      // b arrives at 100: the request goes out at 350
      m.expect(states$, '^ 400ms !').toBeObservable('l 349ms r', { l: 'loading', r: 'ready:2000@350' });
      m.flush();
      expect(times).toEqual([350]);
      expect(amountOf(requests[0])).toBe('2000');
    }),
  );

  it(
    'a mint or mode change restarts the debounce; a settings change asks at once',
    marbles((m) => {
      const outputMint$ = m.hot('u 999ms j', { u: USDC, j: JUP });
      const options$ = m.hot('a 1999ms b', { a: { slippageBps: 50 }, b: { slippageBps: 100 } });
      const { states$, times, requests } = setup(m, quoteNow(m), { outputMint$, options$ });
      m.expect(states$, '^ 2100ms !').toBeObservable('l 249ms a 749ms l 249ms b 749ms (lc)', {
        l: 'loading',
        a: 'ready:1000@250',
        b: 'ready:1000@1250',
        c: 'ready:1000@2000',
      });
      m.flush();
      expect(times).toEqual([250, 1250, 2000]);
      expect(requests.map((request) => new URL(request.url).searchParams.get('slippageBps'))).toEqual(['50', '50', '100']);
    }),
  );

  it(
    'ignores the answer to a superseded request (switchMap)',
    marbles((m) => {
      const amount$ = m.hot('a 299ms b', { a: 1000n, b: 2000n });
      const { states$, times } = setup(m, quoteNow(m, '200ms '), { amount$ });
      // the request at 250 would answer at 450; the new amount at 300 cancels it
      m.expect(states$, '^ 800ms !').toBeObservable('l 749ms b', { l: 'loading', b: 'ready:2000@750' });
      m.flush();
      expect(times).toEqual([250, 550]);
    }),
  );

  it(
    'is idle without an amount above zero or with the same mint on both sides',
    marbles((m) => {
      const amount$ = m.hot('a 99ms z', { a: 1000n, z: 0n });
      const { states$, times } = setup(m, quoteNow(m), { amount$ });
      m.expect(states$, '^ 500ms !').toBeObservable('l 99ms i', { l: 'loading', i: 'idle' });
      const same = setup(m, quoteNow(m), { outputMint$: of(SOL) });
      m.expect(same.states$, '^ 500ms !').toBeObservable('i', { i: 'idle' });
      m.flush();
      expect(times).toEqual([]);
      expect(same.times).toEqual([]);
    }),
  );
});

describe('quote stream: route cache refetch (T19) and pause', () => {
  it(
    'fetches the same quote again 5000 ms after each answer, keeping the last one while loading',
    marbles((m) => {
      const { states$, times } = setup(m, quoteNow(m));
      m.expect(states$, '^ 10300ms !').toBeObservable('l 249ms a 4999ms (rb) 4996ms (rc)', {
        l: 'loading',
        a: 'ready:1000@250',
        r: 'refreshing',
        b: 'ready:1000@5250',
        c: 'ready:1000@10250',
      });
      m.flush();
      expect(times).toEqual([250, 5250, 10250]);
    }),
  );

  it(
    'waits while a swap is in flight; the 5000 ms count starts again when it ends',
    marbles((m) => {
      const paused$ = m.hot('f 999ms t 6999ms f', { f: false, t: true });
      const { states$, times } = setup(m, quoteNow(m), { paused$ });
      m.expect(states$, '^ 13100ms !').toBeObservable('l 249ms a 12749ms (rb)', {
        l: 'loading',
        a: 'ready:1000@250',
        r: 'refreshing',
        b: 'ready:1000@13000',
      });
      m.flush();
      expect(times).toEqual([250, 13000]);
    }),
  );

  it(
    'refresh asks at once when not loading and is ignored while loading',
    marbles((m) => {
      const refresh$ = m.hot<void>('300ms r 699ms r');
      const { states$, times } = setup(m, (_request, index) => m.cold(index === 0 ? '100ms (r|)' : '(r|)', { r: jsonResponse(quoteFor(1000n)) }), { refresh$ });
      // the first request runs from 250 to 350: the refresh at 300 is dropped
      m.expect(states$, '^ 1100ms !').toBeObservable('l 349ms a 649ms (rb)', {
        l: 'loading',
        a: 'ready:1000@350',
        r: 'refreshing',
        b: 'ready:1000@1000',
      });
      m.flush();
      expect(times).toEqual([250, 1000]);
    }),
  );
});

describe('quote stream: retry (T18) and errors', () => {
  it(
    'retries a failed request once, 100 ms later, then reports FETCH_ROUTES_ERROR',
    marbles((m) => {
      const answers = [status(500), status(500), jsonResponse(quoteFor(1000n))];
      const { states$, times } = setup(m, (_request, index) => m.cold('(r|)', { r: answers[index] ?? status(599) }));
      m.expect(states$, '^ 400ms !').toBeObservable('l 349ms e', { l: 'loading', e: 'error:FETCH_ROUTES_ERROR' });
      m.flush();
      expect(times).toEqual([250, 350]);
    }),
  );

  it(
    'a retry that succeeds gives the quote',
    marbles((m) => {
      const answers = [status(503), jsonResponse(quoteFor(1000n))];
      const { states$ } = setup(m, (_request, index) => m.cold('(r|)', { r: answers[index] ?? status(599) }));
      m.expect(states$, '^ 400ms !').toBeObservable('l 349ms a', { l: 'loading', a: 'ready:1000@350' });
    }),
  );

  it(
    "takes the server's errorCode, clears the quote, and does not retry a refusal",
    marbles((m) => {
      const refusal = status(400, { error: 'Could not find any route', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' });
      const answers = [jsonResponse(quoteFor(1000n)), refusal];
      const { states$, times } = setup(m, (_request, index) => m.cold('(r|)', { r: answers[index] ?? status(599) }));
      m.expect(states$, '^ 5300ms !').toBeObservable('l 249ms a 4999ms (re)', {
        l: 'loading',
        a: 'ready:1000@250',
        r: 'refreshing',
        e: 'error:COULD_NOT_FIND_ANY_ROUTE',
      });
      m.flush();
      expect(times).toEqual([250, 5250]);
    }),
  );

  it.each([
    ['a refusal without errorCode', status(400, { error: 'Bad amount' }), 'Bad amount'],
    ['a malformed quote', jsonResponse({ inputMint: SOL }), 'Invalid quote response structure from Quote API'],
  ])('%s is FETCH_ROUTES_ERROR, with its message', (_name, answer, message) =>
    marbles((m) => {
      const { raw$, logger } = setup(m, () => m.cold('(r|)', { r: answer }));
      m.expect(raw$, '^ 300ms !').toBeObservable('l 249ms e', {
        l: { status: 'loading', last: undefined },
        e: { status: 'error', errorCode: 'FETCH_ROUTES_ERROR', message },
      });
      m.flush();
      expect(logger.entries.find((entry) => entry.message === 'Quote failed')?.context).toEqual({ errorCode: 'FETCH_ROUTES_ERROR', message });
    })(),
  );
});

describe('quote stream: parameters (spec 001 §5)', () => {
  it.each([
    [{ slippageBps: 50, autoSlippage: true }, 'Cannot set both slippageBps and autoSlippage'],
    [{ maxAutoSlippageBps: 300 }, 'Cannot set maxAutoSlippageBps without autoSlippage'],
    [{ slippageBps: 50, maxAutoSlippageBps: 300 }, 'Cannot set maxAutoSlippageBps without autoSlippage'],
  ] as const)('%j is refused without a request: %s', (options, message) =>
    marbles((m) => {
      const { raw$, requests } = setup(m, quoteNow(m), { options$: of<QuoteOptions>(options) });
      m.expect(raw$, '^ 300ms !').toBeObservable('l 249ms e', {
        l: { status: 'loading', last: undefined },
        e: { status: 'error', errorCode: 'INVALID_REQUEST', message },
      });
      m.flush();
      expect(requests).toHaveLength(0);
    })(),
  );

  it(
    'maxAccounts with ExactOut is only a warning; the query carries every option',
    marbles((m) => {
      const options: QuoteOptions = {
        autoSlippage: true,
        maxAutoSlippageBps: 300,
        maxAccounts: 40,
        excludeDexes: ['Raydium', 'Whirlpool'],
        onlyDirectRoutes: true,
      };
      const { states$, requests, logger } = setup(m, quoteNow(m), { swapMode$: of<SwapMode>('ExactOut'), options$: of(options) });
      m.expect(states$, '^ 300ms !').toBeObservable('l 249ms a', { l: 'loading', a: 'ready:1000@250' });
      m.flush();
      expect(logger.messages('warn')).toEqual(['maxAccounts is not supported for ExactOut']);
      const url = requests[0]?.url ?? '';
      expect(url).toBe(
        `${SWAP_API}/quote?inputMint=${SOL}&outputMint=${USDC}&amount=1000&swapMode=ExactOut&autoSlippage=true&maxAutoSlippageBps=300&excludeDexes=Raydium,Whirlpool&onlyDirectRoutes=true&maxAccounts=40`,
      );
    }),
  );

  it(
    'adds platformFeeBps only when a mint of the pair is whitelisted',
    marbles((m) => {
      const fee$ = m.hot('a 999ms b', {
        a: { feeBps: 50, whitelistedMints: new Set([USDC]) },
        b: { feeBps: 50, whitelistedMints: new Set([JUP]) },
      });
      const { states$, requests } = setup(m, quoteNow(m), { platformFee$: fee$ });
      m.expect(states$, '^ 1100ms !').toBeObservable('l 249ms a 749ms (lb)', { l: 'loading', a: 'ready:1000@250', b: 'ready:1000@1000' });
      m.flush();
      expect(requests.map((request) => new URL(request.url).searchParams.get('platformFeeBps'))).toEqual(['50', null]);
    }),
  );
});

describe('quote stream: cancellation and refetch (subscription logs)', () => {
  it(
    'a new amount cancels the quote request still in flight, and the new one is asked once its 250 ms debounce settles',
    marbles((m) => {
      const debounce = m.time('250ms |'); // T17
      const slow = m.cold('200ms (r|)', { r: jsonResponse(quoteFor(1000n)) });
      const quick = m.cold('-(r|)', { r: jsonResponse(quoteFor(2000n)) });
      const answers = [slow, quick];
      // 1000 is asked at 250 and would answer at 450; 2000 is typed at 300, while it is on its way.
      const typed = 300;
      const amount$ = m.hot(`a ${typed - 1}ms b`, { a: 1000n, b: 2000n });
      const { states$, times } = setup(m, (_request, index) => answers[index]!, { amount$ });
      m.expect(states$, '^ 1000ms !').toBeObservable(`l ${typed + debounce}ms b`, { l: 'loading', b: `ready:2000@${typed + debounce + 1}` });
      m.expect(slow).toHaveSubscriptions(`${debounce}ms ^ ${typed - debounce - 1}ms !`);
      m.expect(quick).toHaveSubscriptions(`${typed + debounce}ms ^!`);
      m.flush();
      expect(times).toEqual([debounce, typed + debounce]);
    }),
  );

  it(
    'a new pair cancels the quote request in flight for the old pair',
    marbles((m) => {
      const debounce = m.time('250ms |'); // T17
      const slow = m.cold('200ms (r|)', { r: jsonResponse(quoteFor(1000n)) });
      const quick = m.cold('(r|)', { r: jsonResponse(quoteFor(1000n)) });
      const answers = [slow, quick];
      // SOL→USDC is asked at 250 and would answer at 450; USDC becomes JUP at 350.
      const picked = 350;
      const outputMint$ = m.hot(`u ${picked - 1}ms j`, { u: USDC, j: JUP });
      const { states$, requests } = setup(m, (_request, index) => answers[index]!, { outputMint$ });
      m.expect(states$, '^ 1000ms !').toBeObservable(`l ${picked + debounce - 1}ms j`, { l: 'loading', j: `ready:1000@${picked + debounce}` });
      m.expect(slow).toHaveSubscriptions(`${debounce}ms ^ ${picked - debounce - 1}ms !`);
      m.expect(quick).toHaveSubscriptions(`${picked + debounce}ms (^!)`);
      m.flush();
      expect(requests.map((request) => new URL(request.url).searchParams.get('outputMint'))).toEqual([USDC, JUP]);
    }),
  );

  it(
    'leaving the swap page while the 5000 ms refetch is on its way cancels it, and nothing is asked again',
    marbles((m) => {
      const debounce = m.time('250ms |'); // T17
      const routeCache = m.time('5000ms |'); // T19
      const first = m.cold('(r|)', { r: jsonResponse(quoteFor(1000n)) });
      const refetch = m.cold('300ms (r|)', { r: jsonResponse(quoteFor(1000n)) });
      const answers = [first, refetch];
      const { states$, times } = setup(m, (_request, index) => answers[index]!);
      // The refetch goes out at 5,250 and would answer at 5,550; the page is left at 5,400.
      const leave = debounce + routeCache + 150;
      m.expect(states$, `^ ${leave - 1}ms !`).toBeObservable(`l ${debounce - 1}ms a ${routeCache - 1}ms r`, {
        l: 'loading',
        a: `ready:1000@${debounce}`,
        r: 'refreshing',
      });
      m.expect(first).toHaveSubscriptions(`${debounce}ms (^!)`);
      m.expect(refetch).toHaveSubscriptions(`${debounce + routeCache}ms ^ 149ms !`);
      m.flush();
      expect(times).toEqual([debounce, debounce + routeCache]);
    }),
  );

  it(
    'leaving the swap page between refetches stops the 5000 ms refetch: no request is made after the page is left',
    marbles((m) => {
      const debounce = m.time('250ms |'); // T17
      const routeCache = m.time('5000ms |'); // T19
      const answer = m.cold('(r|)', { r: jsonResponse(quoteFor(1000n)) });
      const { states$, times } = setup(m, () => answer);
      // Watched until 5,249, 1 ms before the refetch is due.
      m.expect(states$, `^ ${debounce + routeCache - 2}ms !`).toBeObservable(`l ${debounce - 1}ms a`, { l: 'loading', a: `ready:1000@${debounce}` });
      m.expect(answer).toHaveSubscriptions(`${debounce}ms (^!)`);
      m.flush();
      expect(times).toEqual([debounce]);
    }),
  );

  it(
    'a quote the service never answers is dropped after 10,000 ms and asked once more 100 ms later, then reported',
    marbles((m) => {
      const debounce = m.time('250ms |'); // T17
      const timeout = m.time('10000ms |'); // T48
      const retryDelay = m.time('100ms |'); // T18
      const silent = m.cold('-');
      const { states$, times } = setup(m, () => silent);
      const failedAt = debounce + timeout + retryDelay + timeout;
      m.expect(states$, `^ ${failedAt + 10}ms !`).toBeObservable(`l ${failedAt - 1}ms e`, { l: 'loading', e: 'error:FETCH_ROUTES_ERROR' });
      m.expect(silent).toHaveSubscriptions([`${debounce}ms ^ ${timeout - 1}ms !`, `${debounce + timeout + retryDelay}ms ^ ${timeout - 1}ms !`]);
      m.flush();
      expect(times).toEqual([debounce, debounce + timeout + retryDelay]);
    }),
  );
});
