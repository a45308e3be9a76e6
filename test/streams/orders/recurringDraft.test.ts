import type { RecurringUnit } from '@streams/orders/recurringDraft';
import { POINTS, SOL, USDC, recurring } from './draftFixtures';

const submit = { kind: 'submit', label: 'Start Recurring', disabled: false };
const blocked = (label: string) => ({ kind: 'blocked', label, disabled: true });

describe('the recurring order button', () => {
  it('offers Connect Wallet as an enabled button, and a blocked button is disabled and says why', () => {
    expect(recurring({ connected: false }).button).toEqual({ kind: 'connect', label: 'Connect Wallet', disabled: false });
    expect(recurring({ busy: true }).button).toEqual(blocked('Transaction in progress'));
    expect(recurring({ busy: false }).button).toEqual(submit);
  });

  it('asks for both tokens, then for two different ones', () => {
    expect(recurring({ sell: undefined }).button).toEqual(blocked('Select tokens'));
    expect(recurring({ buy: undefined }).button).toEqual(blocked('Select tokens'));
    expect(recurring({ sell: undefined, buy: undefined }).button).toEqual(blocked('Select tokens'));
    expect(recurring({ buy: USDC }).button).toEqual(blocked('Select two different tokens'));
  });

  it('spends at most u64 base units: the largest amount passes, one base unit more is Amount too large', () => {
    const noChecks = { sell: SOL, buy: USDC, sellBalance: undefined, sellUsd: undefined };
    const largest = recurring({ ...noChecks, amountText: '18446744073.709551615' });
    expect(largest.inAmount).toBe(2n ** 64n - 1n);
    expect(largest.button).toEqual(submit);
    const over = recurring({ ...noChecks, amountText: '18446744073.709551616' });
    expect(over.inAmount).toBe(2n ** 64n);
    expect(over.button).toEqual(blocked('Amount too large'));
  });

  it('refuses an amount from 1e17 up even when its base units fit in a u64', () => {
    const whole = { sell: POINTS, sellBalance: undefined, sellUsd: undefined };
    const atLimit = recurring({ ...whole, amountText: '100000000000000000' });
    expect(atLimit.inAmount).toBe(100_000_000_000_000_000n);
    expect(atLimit.button).toEqual(blocked('Amount too large'));
    expect(recurring({ ...whole, amountText: '99999999999999000' }).button).toEqual(submit);
  });

  it('takes up to 1,000 orders, not 1,001', () => {
    const wallet = { amountText: '50000', sellBalance: 50_000_000_000n }; // 50 USD an order at 1,000 orders
    expect(recurring({ ...wallet, ordersText: '1000' }).button).toEqual(submit);
    expect(recurring({ ...wallet, ordersText: '1001' }).button).toEqual(blocked('At most 1000 orders'));
  });

  it('values the amount at the sell price: 1 SOL at 200 USD is enough for two orders, 0.4 SOL is not', () => {
    const sol = { sell: SOL, buy: USDC, sellUsd: 200, sellBalance: 10_000_000_000n, ordersText: '2' };
    expect(recurring({ ...sol, amountText: '1' }).button).toEqual(submit);
    expect(recurring({ ...sol, amountText: '0.4' }).button).toEqual(blocked('Minimum 100 USD in total'));
  });
});

describe('the recurring order price range', () => {
  it('treats a bound of only spaces as no bound', () => {
    const draft = recurring({ minPriceText: '  ', maxPriceText: ' ' });
    expect(draft).toMatchObject({ minPrice: null, maxPrice: null });
    expect(draft.button).toEqual(submit);
  });

  it.each([
    ['minimum', { minPriceText: 'x' }],
    ['maximum', { maxPriceText: '-5' }],
  ])('reports an invalid %s as no price, and blocks the order until it is fixed', (_bound, texts) => {
    const draft = recurring(texts);
    expect(draft).toMatchObject({ minPrice: null, maxPrice: null });
    expect(draft.button).toEqual(blocked('Enter a valid price'));
  });

  it('takes one bound alone, or both equal', () => {
    expect(recurring({ minPriceText: '150' })).toMatchObject({ minPrice: 150, maxPrice: null, button: submit });
    expect(recurring({ maxPriceText: '150' })).toMatchObject({ minPrice: null, maxPrice: 150, button: submit });
    expect(recurring({ minPriceText: '150', maxPriceText: '150' })).toMatchObject({ minPrice: 150, maxPrice: 150, button: submit });
  });
});

describe('the recurring order schedule', () => {
  it('runs every minute when the unit is not one it knows (a stale saved form)', () => {
    const draft = recurring({ unit: 'fortnight' as string as RecurringUnit });
    expect(draft.intervalSeconds).toBe(60);
    expect(recurring({ unit: 'hour' }).intervalSeconds).toBe(3600);
    expect(recurring({ unit: 'day' }).intervalSeconds).toBe(86400);
  });
});
