import { POINTS, TICKETS, limit } from './draftFixtures';

const U64_MAX = '18446744073709551615';
const U64_MAX_PLUS_ONE = '18446744073709551616';

const submit = { kind: 'submit', label: 'Place Limit Order', disabled: false };

describe('the limit order button', () => {
  it('offers Connect Wallet as an enabled button, and a blocked button is disabled and says why', () => {
    expect(limit({ connected: false }).button).toEqual({ kind: 'connect', label: 'Connect Wallet', disabled: false });
    expect(limit({ busy: true }).button).toEqual({ kind: 'blocked', label: 'Transaction in progress', disabled: true });
    expect(limit({ sellBalance: 0n }).button).toEqual({ kind: 'blocked', label: 'Insufficient SOL', disabled: true });
  });

  it('asks for both tokens, and reads no output amount while one is missing', () => {
    const noSell = limit({ sell: undefined });
    expect(noSell.button).toEqual({ kind: 'blocked', label: 'Select tokens', disabled: true });
    expect(noSell).toMatchObject({ making: 0n, taking: 0n });
    const noBuy = limit({ buy: undefined });
    expect(noBuy.button).toEqual({ kind: 'blocked', label: 'Select tokens', disabled: true });
    expect(noBuy).toMatchObject({ making: 1_000_000_000n, taking: 0n });
    expect(limit({ sell: undefined, buy: undefined }).button.label).toBe('Select tokens');
  });

  it('refuses an amount from 1e17 up even when its base units fit in a u64', () => {
    const whole = { sell: POINTS, buy: TICKETS, rateText: '1', sellBalance: undefined, sellUsd: undefined, buyUsd: undefined };
    const atLimit = limit({ ...whole, amountText: '100000000000000000' });
    expect(atLimit.making).toBe(100_000_000_000_000_000n);
    expect(atLimit.button).toEqual({ kind: 'blocked', label: 'Amount too large', disabled: true });
    expect(limit({ ...whole, amountText: '99999999999999000' }).button).toEqual(submit);
  });

  it('asks for a rate when the rate buys less than one base unit of the output', () => {
    const tooSmall = limit({ rateText: '0.0000001' }); // 1 SOL for 0.0000001 USDC: 0.1 of USDC's smallest unit
    expect(tooSmall.taking).toBe(0n);
    expect(tooSmall.button).toEqual({ kind: 'blocked', label: 'Enter a rate', disabled: true });
    expect(limit({ rateText: '0.000001' }).button).toEqual(submit); // exactly one base unit
  });

  it('asks for a rate when the typed rate is not a number, even one the amount parser would read (a decimal comma)', () => {
    const comma = limit({ rateText: '210,5' });
    expect(comma.button).toEqual({ kind: 'blocked', label: 'Enter a rate', disabled: true });
    expect(comma.vsMarket).toBeUndefined();
  });

  it('takes an output of at most u64 base units: the largest passes, one more is Rate too large', () => {
    const whole = { sell: POINTS, buy: TICKETS, amountText: '1', sellBalance: undefined, sellUsd: undefined, buyUsd: undefined };
    const largest = limit({ ...whole, rateText: U64_MAX });
    expect(largest.taking).toBe(2n ** 64n - 1n);
    expect(largest.button).toEqual(submit);
    const over = limit({ ...whole, rateText: U64_MAX_PLUS_ONE });
    expect(over.taking).toBe(2n ** 64n);
    expect(over.button).toEqual({ kind: 'blocked', label: 'Rate too large', disabled: true });
  });
});

describe('the limit order rate against the market', () => {
  it('reads the market rate as the sell price over the buy price', () => {
    const draft = limit({ sellUsd: 200, buyUsd: 2, rateText: '105' });
    expect(draft.marketRate).toBe(100);
    expect(draft.vsMarket).toBeCloseTo(0.05);
    expect(draft.warning).toBeUndefined();
  });

  it.each([
    ['the sell price is unknown', { sellUsd: undefined }],
    ['the buy price is unknown', { buyUsd: undefined }],
    ['the buy price is 0', { buyUsd: 0 }],
  ])('has no market rate, no comparison and no warning when %s', (_case, prices) => {
    const draft = limit({ ...prices, rateText: '150' });
    expect(draft.marketRate).toBeUndefined();
    expect(draft.vsMarket).toBeUndefined();
    expect(draft.warning).toBeUndefined();
    expect(draft.button).toEqual(submit);
  });

  it('does not compare with a market rate of 0 (a sell token priced at 0)', () => {
    const draft = limit({ sellUsd: 0 });
    expect(draft.marketRate).toBe(0);
    expect(draft.vsMarket).toBeUndefined();
    expect(draft.warning).toBeUndefined();
  });

  it.each([['0'], ['']])('does not compare a rate of %o with the market, nor warn that it is 100%% below', (rateText) => {
    const draft = limit({ rateText });
    expect(draft.marketRate).toBe(200);
    expect(draft.vsMarket).toBeUndefined();
    expect(draft.warning).toBeUndefined();
    expect(draft.button.label).toBe('Enter a rate');
  });

  it('warns at a rate exactly at the market, and not just above it', () => {
    const at = limit({ rateText: '200' });
    expect(at.vsMarket).toBe(0);
    expect(at.warning).toBe('Your rate is 0.00% below the market: the order may fill at once.');
    expect(at.button).toEqual(submit);
    expect(limit({ rateText: '200.01' }).warning).toBeUndefined();
  });
});
