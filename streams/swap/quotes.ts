import type { Observable, SchedulerLike } from 'rxjs';
import {
  EMPTY,
  NEVER,
  catchError,
  combineLatest,
  concat,
  defer,
  distinctUntilChanged,
  expand,
  ignoreElements,
  map,
  merge,
  of,
  shareReplay,
  startWith,
  switchMap,
  take,
  timer,
} from 'rxjs';
import type { HttpClient } from '../core/http';
import { HttpStatusError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import type { QueryParams } from '../core/query';
import { QUOTE_DEBOUNCE_MS, QUOTE_RETRIES, QUOTE_RETRY_DELAY_MS, QUOTE_TIMEOUT_MS, ROUTE_CACHE_MS } from '../core/timing';
import { type QuoteResponse, type SwapMode, quoteResponseSchema, serviceErrorSchema } from '../schemas/quote';
import { type PlatformFee, type QuoteForm, type QuoteOptions, type QuoteRequest, buildQuoteQuery, isQuotable, sameForm, toQuoteRequest } from './quoteParams';

/** Quote error codes (spec 001 §8); the server may send others, which are kept as they come. */
export const QUOTE_ERROR_CODES = [
  'INITIALIZE_ERROR',
  'FETCH_ROUTES_ERROR',
  'NO_ROUTES_ERROR',
  'TOKEN_NOT_TRADABLE',
  'COULD_NOT_FIND_ANY_ROUTE',
  'INVALID_REQUEST',
  'ROUTE_PLAN_DOES_NOT_CONSUME_ALL_THE_AMOUNT',
] as const;

export type QuoteState =
  | { readonly status: 'idle' }
  /** A request is due or in flight; `last` is the quote being refreshed (same request), if any. */
  | { readonly status: 'loading'; readonly last: QuoteResponse | undefined }
  | { readonly status: 'ready'; readonly request: QuoteRequest; readonly quote: QuoteResponse; readonly fetchedAt: number }
  /** The quote is cleared; errorCode is the server's when it sent one (spec 001 §4, §8). */
  | { readonly status: 'error'; readonly errorCode: string; readonly message: string };

export interface QuoteInputs {
  readonly inputMint$: Observable<string | undefined>;
  readonly outputMint$: Observable<string | undefined>;
  /** Base units (see toBaseUnits). */
  readonly amount$: Observable<bigint>;
  readonly swapMode$: Observable<SwapMode>;
  /** Slippage and route settings: a change asks again at once (no debounce). */
  readonly options$: Observable<QuoteOptions>;
  readonly platformFee$?: Observable<PlatformFee | undefined>;
  /** True while a swap is in flight: the timed refetch waits. */
  readonly paused$: Observable<boolean>;
  /** The refresh button; ignored while loading. */
  readonly refresh$: Observable<void>;
}

export interface QuotesDeps {
  readonly http: HttpClient;
  /** config.endpoints.swapApi */
  readonly swapApi: string;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

const IDLE: QuoteState = { status: 'idle' };
const loading = (last: QuoteResponse | undefined): QuoteState => ({ status: 'loading', last });

const requestKey = (request: QuoteRequest) => JSON.stringify(request, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

const sameState = (a: QuoteState, b: QuoteState) => a === b || (a.status === 'loading' && b.status === 'loading' && a.last === b.last);

/**
 * The quote stream (spec 001 §4 Quote fetch, §7): idle until there is an amount above zero and
 * two different mints; then loading at once, and the request 250 ms (T17) after the last change
 * of amount, mints or mode. A newer request cancels an older one (switchMap), so a stale answer
 * is never shown. After an answer (or an error) the quote is fetched again after the route cache
 * duration (T19), counted while no swap is in flight, or at once on a refresh. Failures of the
 * network, 429 and 5xx are retried once after 100 ms (T18).
 */
export const createQuotes = ({ http, swapApi, scheduler, logger }: QuotesDeps) => {
  const fetchOnce = (request: QuoteRequest, query: QueryParams): Observable<QuoteState> =>
    http
      .get(`${swapApi}/quote`, {
        api: 'Quote API',
        responseName: 'quote',
        schema: quoteResponseSchema,
        query,
        timeoutMs: QUOTE_TIMEOUT_MS,
        retry: { count: QUOTE_RETRIES, delayMs: QUOTE_RETRY_DELAY_MS },
      })
      .pipe(
        take(1),
        map((quote): QuoteState => ({ status: 'ready', request, quote, fetchedAt: scheduler.now() })),
        catchError((error: unknown) => of(quoteError(error, logger))),
      );

  /** One request, fetched now and again on each refresh or route-cache expiry. */
  const cycle = (request: QuoteRequest, paused$: Observable<boolean>, refresh$: Observable<void>): Observable<QuoteState> => {
    const check = buildQuoteQuery(request, logger);
    if (!check.ok) return of<QuoteState>({ status: 'error', errorCode: 'INVALID_REQUEST', message: check.message });
    const attempt = (last: QuoteResponse | undefined) => defer(() => concat(of(loading(last)), fetchOnce(request, check.query)));
    const expiry$ = paused$.pipe(switchMap((paused) => (paused ? NEVER : timer(ROUTE_CACHE_MS, scheduler))));
    const next$ = merge(refresh$, expiry$).pipe(take(1));
    return attempt(undefined).pipe(
      expand((state) => (state.status === 'loading' ? EMPTY : next$.pipe(switchMap(() => attempt(state.status === 'ready' ? state.quote : undefined))))),
    );
  };

  const quote$ = (inputs: QuoteInputs): Observable<QuoteState> => {
    const form$ = combineLatest({
      inputMint: inputs.inputMint$,
      outputMint: inputs.outputMint$,
      amount: inputs.amount$,
      swapMode: inputs.swapMode$,
    }).pipe(distinctUntilChanged(sameForm));
    // Both are read later than they change (after the debounce, after an answer): keep their
    // latest value from the start, whether or not the caller's observables replay.
    const latest = { bufferSize: 1, refCount: true } as const;
    const paused$ = inputs.paused$.pipe(startWith(false), distinctUntilChanged(), shareReplay(latest));
    const settings$ = combineLatest([inputs.options$, inputs.platformFee$ ?? of(undefined)]).pipe(shareReplay(latest));
    const quotes$ = form$.pipe(
      switchMap((form: QuoteForm) => {
        if (!isQuotable(form)) return of(IDLE);
        const requests$ = timer(QUOTE_DEBOUNCE_MS, scheduler).pipe(
          switchMap(() => settings$),
          map(([options, fee]) => toQuoteRequest(form, options, fee)),
          distinctUntilChanged((a, b) => requestKey(a) === requestKey(b)),
          switchMap((request) => cycle(request, paused$, inputs.refresh$)),
        );
        return concat(of(loading(undefined)), requests$);
      }),
      distinctUntilChanged(sameState),
    );
    return merge(merge(paused$, settings$).pipe(ignoreElements()), quotes$);
  };

  return { quote$ };
};

/** The server's errorCode when it sent one, FETCH_ROUTES_ERROR otherwise; logged, never thrown. */
export const quoteError = (error: unknown, logger: Logger): QuoteState => {
  const body = error instanceof HttpStatusError ? serviceErrorSchema.safeParse(error.body) : undefined;
  const errorCode = body?.success && body.data.errorCode ? body.data.errorCode : 'FETCH_ROUTES_ERROR';
  const message = body?.success && body.data.error ? body.data.error : error instanceof Error ? error.message : 'Failed to fetch routes';
  logger.warn('Quote failed', { errorCode, message });
  return { status: 'error', errorCode, message };
};

export type Quotes = ReturnType<typeof createQuotes>;
