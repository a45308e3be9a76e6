import { type OnrampFormInput, onrampFormModel, usdCentsOf } from '@streams/onboard/onrampForm';
import type { QuoteState } from '@streams/onboard/onrampQuote';
import { quoteOf } from './onboardFakes';

const NOW = Date.UTC(2026, 10, 27);
const quote = quoteOf(150);
const ready: QuoteState = { status: 'ready', request: { asset: 'SOL', usdCents: 10_000 }, quote };
const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' };
const input = (overrides: Partial<OnrampFormInput>): OnrampFormInput => ({
  asset: 'SOL',
  usdText: '100',
  quote: ready,
  card: CARD,
  minCents: 2000,
  now: NOW,
  connected: true,
  busy: false,
  ...overrides,
});

describe('the card purchase form', () => {
  it('reads dollars and cents only', () => {
    expect([usdCentsOf('100'), usdCentsOf('99.5'), usdCentsOf(' 99.50 '), usdCentsOf('0.01')]).toEqual([10_000, 9950, 9950, 1]);
    for (const text of ['1e3', '-5', '9.999', '', '.', '12345678']) expect(usdCentsOf(text), text).toBeUndefined();
  });

  it('buys with a usable quote for exactly the amount typed and a card that passes the rules', () => {
    const model = onrampFormModel(input({}));
    expect(model.request).toEqual({ asset: 'SOL', usdCents: 10_000 });
    expect(quote.quoteId).toBe('quote-150');
    expect(model.button).toEqual({ label: 'Buy SOL', enabled: true });
    expect(onrampFormModel(input({ usdText: '100.01' })).button).toEqual({ label: 'Getting a quote…', enabled: false });
    expect(onrampFormModel(input({ asset: 'USDC' })).button.enabled).toBe(false);
  });

  it('refuses under the provider’s minimum (at it is fine) and non-dollar text', () => {
    expect(onrampFormModel(input({ usdText: '19.99' })).button).toEqual({ label: 'The least you can buy is $20.00', enabled: false });
    expect(onrampFormModel(input({ usdText: '19.99' })).request).toBeUndefined();
    expect(onrampFormModel(input({ usdText: '20' })).request).toEqual({ asset: 'SOL', usdCents: 2000 });
    expect(onrampFormModel(input({ usdText: '1e3' })).button.label).toBe('Enter dollars, like 100 or 99.50');
  });

  it("shows 'Exchange rate not available' and buys nothing when the quote has no usable rate", () => {
    const noRate: QuoteState = { status: 'no-rate', request: { asset: 'SOL', usdCents: 10_000 }, message: 'Exchange rate not available' };
    expect(onrampFormModel(input({ quote: noRate })).button).toEqual({ label: 'Exchange rate not available', enabled: false });
  });

  it('holds the card to the provider’s rules', () => {
    const card = (change: Partial<typeof CARD>) => onrampFormModel(input({ card: { ...CARD, ...change } }));
    expect(card({ number: '' }).button).toEqual({ label: 'Enter your card', enabled: false });
    expect(card({ number: '4242 4242 4242 4241' }).cardProblem).toBe('Card number is not valid');
    expect(card({ expiry: '10/26' }).cardProblem).toBe('The card has expired');
    expect(card({ expiry: '11/26' }).cardProblem).toBeUndefined();
    expect(card({ expiry: '1/30' }).cardProblem).toBe('Expiry: MM/YY');
    expect(card({ cvc: '12a' }).cardProblem).toBe('CVC: 3 or 4 digits');
    expect(card({ name: ' ' }).button).toEqual({ label: 'Name on card: required', enabled: false });
  });

  it('without a wallet or while paying, the button waits', () => {
    expect(onrampFormModel(input({ connected: false })).button).toEqual({ label: 'Connect a wallet', enabled: false });
    expect(onrampFormModel(input({ busy: true })).button).toEqual({ label: 'Paying…', enabled: false });
  });
});
