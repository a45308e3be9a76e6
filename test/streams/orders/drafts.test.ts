import { EXPIRY_PRESETS, takingAmountOf } from '@streams/orders/limitDraft';
import { SOL, USDC, limit, recurring } from './draftFixtures';

describe('the limit order form', () => {
  it('turns the amount and the rate into exact base units, and compares the rate with the market', () => {
    const draft = limit();
    expect(draft.making).toBe(1_000_000_000n);
    expect(draft.taking).toBe(210_000_000n);
    expect(draft.marketRate).toBe(200);
    expect(draft.vsMarket).toBeCloseTo(0.05);
    expect(draft.button).toEqual({ kind: 'submit', label: 'Place Limit Order', disabled: false });
    expect(draft.warning).toBeUndefined();
  });

  it('is exact for amounts past 2^53 and rates with many digits, rounding the output down', () => {
    expect(takingAmountOf(123_456_789_012_345_678n, '0.000000123456789', SOL, USDC)).toBe(15_241_578n);
    expect(takingAmountOf(1n, '0.5', USDC, USDC)).toBe(0n);
  });

  it.each([
    [{ connected: false }, 'Connect Wallet'],
    [{ amountText: '' }, 'Enter an amount'],
    [{ rateText: '' }, 'Enter a rate'],
    [{ rateText: '0' }, 'Enter a rate'],
    [{ amountText: '11' }, 'Insufficient SOL'],
    [{ amountText: '0.02' }, 'Minimum 5 USD'],
    [{ busy: true }, 'Transaction in progress'],
    [{ buy: SOL }, 'Select two different tokens'],
    [{ amountText: '100000000000000000' }, 'Amount too large'],
  ])('%o → %s', (overrides, label) => {
    expect(limit(overrides).button.label).toBe(label);
  });

  it('warns, without refusing, that a rate at or below the market fills at once', () => {
    const draft = limit({ rateText: '190' });
    expect(draft.button.kind).toBe('submit');
    expect(draft.warning).toBe('Your rate is 5.00% below the market: the order may fill at once.');
  });

  it('offers the spec expiry presets, seven days as seven days', () => {
    expect(EXPIRY_PRESETS.map((preset) => [preset.label, preset.seconds])).toEqual([
      ['Never', undefined],
      ['10 min', 600],
      ['1 hour', 3600],
      ['1 day', 86400],
      ['3 days', 259200],
      ['7 days', 604800],
      ['30 days', 2592000],
    ]);
  });
});

describe('the recurring order form', () => {
  it('splits the total over the orders at the chosen interval', () => {
    const draft = recurring();
    expect(draft).toMatchObject({ inAmount: 300_000_000n, numberOfOrders: 3, intervalSeconds: 60, perOrder: 100_000_000n, minPrice: null, maxPrice: null });
    expect(draft.button).toEqual({ kind: 'submit', label: 'Start Recurring', disabled: false });
    expect(recurring({ unit: 'week' }).intervalSeconds).toBe(604800);
    expect(recurring({ unit: 'month' }).intervalSeconds).toBe(2592000);
  });

  it.each([
    [{ ordersText: '1' }, 'At least 2 orders'],
    [{ ordersText: '2.5' }, 'At least 2 orders'],
    [{ amountText: '90', ordersText: '2' }, 'Minimum 100 USD in total'],
    [{ amountText: '120', ordersText: '3' }, 'Minimum 50 USD per order'],
    [{ amountText: '2000' }, 'Insufficient USDC'],
    [{ minPriceText: 'x' }, 'Enter a valid price'],
    [{ minPriceText: '300', maxPriceText: '200' }, 'Min price above max price'],
    [{ connected: false }, 'Connect Wallet'],
  ])('%o → %s', (overrides, label) => {
    expect(recurring(overrides).button.label).toBe(label);
  });

  it('keeps the price range when given', () => {
    expect(recurring({ minPriceText: '150', maxPriceText: '250' })).toMatchObject({ minPrice: 150, maxPrice: 250 });
  });
});
