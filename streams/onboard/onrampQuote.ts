import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, exhaustMap, map, of, timer } from 'rxjs';
import { serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { ONRAMP_QUOTE_REFRESH_MS } from '../core/timing';
import type { OnrampAsset, OnrampQuote } from '../schemas/onboard';
import { debouncedReads } from './debouncedReads';
import type { OnboardApi } from './onboardApi';

/** Spec 000 §8's empty state, for a quote the provider gives no usable rate in. */
export const EXCHANGE_RATE_NOT_AVAILABLE = 'Exchange rate not available';

export interface QuoteRequest {
  readonly asset: OnrampAsset;
  readonly usdCents: number;
}

export type QuoteState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly request: QuoteRequest }
  | { readonly status: 'ready'; readonly request: QuoteRequest; readonly quote: OnrampQuote }
  /** The provider answered without a usable rate: nothing can be bought on it. */
  | { readonly status: 'no-rate'; readonly request: QuoteRequest; readonly message: string }
  | { readonly status: 'error'; readonly request: QuoteRequest; readonly message: string };

/** A quote is usable only with a positive, finite rate and something to receive. */
export const quoteState = (request: QuoteRequest, quote: OnrampQuote): QuoteState =>
  quote.rate === null || !Number.isFinite(quote.rate) || quote.rate <= 0 || BigInt(quote.amount) <= 0n
    ? { status: 'no-rate', request, message: EXCHANGE_RATE_NOT_AVAILABLE }
    : { status: 'ready', request, quote };

/**
 * The card quote for the asset and dollars typed: asked T73 after the last change, then again
 * every T72 while shown (the rate moves with the market; the provider honours a quote 30 s).
 * A refresh that fails keeps the quote shown until the next one answers.
 */
export const createOnrampQuote = ({
  api,
  scheduler,
  logger,
}: {
  readonly api: Pick<OnboardApi, 'quote'>;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}) =>
  debouncedReads<QuoteRequest, QuoteState>({
    scheduler,
    same: (a, b) => a.asset === b.asset && a.usdCents === b.usdCents,
    idle: { status: 'idle' },
    loading: (request) => ({ status: 'loading', request }),
    read: (request): Observable<QuoteState> => {
      let answered = false;
      return timer(0, ONRAMP_QUOTE_REFRESH_MS, scheduler).pipe(
        exhaustMap(() =>
          api.quote(request.asset, request.usdCents).pipe(
            map((quote) => {
              answered = true;
              return quoteState(request, quote);
            }),
            catchError((error: unknown) => {
              logger.warn('A card quote could not be read', { error: error instanceof Error ? error.message : String(error) });
              return answered ? of() : of<QuoteState>({ status: 'error', request, message: serviceMessage(error, 'No quote: try again') });
            }),
          ),
        ),
      );
    },
  });
