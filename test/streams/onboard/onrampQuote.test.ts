import { EXCHANGE_RATE_NOT_AVAILABLE, type QuoteRequest, type QuoteState, createOnrampQuote } from '@streams/onboard/onrampQuote';
import { jsonResponse } from '../../support/fakeHttp';
import { marbles } from '../../support/marbles';
import { apiWith, quoteOf } from './onboardFakes';

const HUNDRED: QuoteRequest = { asset: 'SOL', usdCents: 10_000 };

describe('the card quote (T72, T73)', () => {
  it(
    'is asked T73 (300 ms) after the last change of the amount, for that amount only',
    marbles((m) => {
      const debounce = m.time('300ms |'); // T73
      const { api, times, requests, logger } = apiWith(m, () => m.cold('(r|)', { r: jsonResponse(quoteOf(150)) }));
      const quotes = createOnrampQuote({ api, scheduler: m.scheduler, logger });
      const typed = m.hot('a 99ms b', { a: { asset: 'SOL', usdCents: 1_000 } as QuoteRequest, b: HUNDRED });
      m.expect(quotes(typed), `^ ${debounce + 200}ms !`).toBeObservable(`l 99ms m ${debounce - 1}ms r`, {
        l: { status: 'loading', request: { asset: 'SOL', usdCents: 1_000 } },
        m: { status: 'loading', request: HUNDRED },
        r: { status: 'ready', request: HUNDRED, quote: quoteOf(150) },
      });
      m.flush();
      expect(times).toEqual([100 + debounce]);
      expect(requests.map((request) => request.url)).toEqual(['http://sim/onboard/v1/onramp/quote?asset=SOL&usd=100.00']);
    }),
  );

  it(
    'is asked again every T72 (10 s) while shown; a refresh that fails keeps the quote shown',
    marbles((m) => {
      const refresh = m.time('10000ms |'); // T72
      const rates = [150, null, 152];
      const { api, times, logger } = apiWith(m, (index) =>
        index === 1 ? m.cold('(r|)', { r: jsonResponse({}, 500) }) : m.cold('(r|)', { r: jsonResponse(quoteOf(rates[index] ?? 0)) }),
      );
      const quotes = createOnrampQuote({ api, scheduler: m.scheduler, logger });
      const states: QuoteState[] = [];
      const subscription = quotes(m.cold('a', { a: HUNDRED })).subscribe((state) => states.push(state));
      m.scheduler.schedule(() => subscription.unsubscribe(), 300 + 2 * refresh + 1);
      m.flush();
      expect(times).toEqual([300, 300 + refresh, 300 + 2 * refresh]);
      expect(states.map((state) => (state.status === 'ready' ? state.quote.rate : state.status))).toEqual(['loading', 150, 152]);
    }),
  );

  it(
    `a quote with no usable rate says '${EXCHANGE_RATE_NOT_AVAILABLE}'; none is asked without an amount`,
    marbles((m) => {
      const { api, logger } = apiWith(m, (index) => m.cold('(r|)', { r: jsonResponse(index === 0 ? quoteOf(null) : quoteOf(0, 10_000, { amount: '5' })) }));
      const quotes = createOnrampQuote({ api, scheduler: m.scheduler, logger });
      const noRate: QuoteState = { status: 'no-rate', request: HUNDRED, message: 'Exchange rate not available' };
      m.expect(quotes(m.cold('a', { a: HUNDRED })), '^ 10400ms !').toBeObservable('l 299ms n 9999ms n', {
        l: { status: 'loading', request: HUNDRED },
        n: noRate,
      });
      m.expect(quotes(m.cold('u', { u: undefined }))).toBeObservable('i', { i: { status: 'idle' } });
      m.flush();
    }),
  );

  it(
    'a first answer that fails says what the provider said',
    marbles((m) => {
      const { api, logger } = apiWith(m, () => m.cold('(r|)', { r: jsonResponse({ error: 'Amount: $20 to $5,000' }, 400) }));
      const quotes = createOnrampQuote({ api, scheduler: m.scheduler, logger });
      m.expect(quotes(m.cold('a', { a: HUNDRED })), '^ 400ms !').toBeObservable('l 299ms e', {
        l: { status: 'loading', request: HUNDRED },
        e: { status: 'error', request: HUNDRED, message: 'Amount: $20 to $5,000' },
      });
      m.flush();
    }),
  );
});
