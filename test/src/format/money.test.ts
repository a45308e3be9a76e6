import { USD_MONEY, moneyIn } from '@/format/money';

describe('values in the Default Currency', () => {
  it('USD: the number formats of the app', () => {
    expect(moneyIn({ currency: 'USD' })).toBe(USD_MONEY);
    expect([USD_MONEY.value(1234.5), USD_MONEY.compact(1_234_567), USD_MONEY.price(0.0000123)]).toEqual(['$1,234.50', '$1.23M', '$0.0₄123']);
  });

  it('SOL: the same values divided by SOL’s price: amounts named SOL, table values with the SOL sign', () => {
    const sol = moneyIn({ currency: 'SOL', solPriceUsd: 200 });
    expect(sol.currency).toBe('SOL');
    expect(sol.value(1234.5)).toBe('6.1725 SOL');
    expect(sol.compact(2_000_000)).toBe('◎10k');
    expect(sol.compact(-400)).toBe('-◎2');
    expect(sol.price(0.2)).toBe('◎0.001');
    expect(sol.price(0.0000123)).toBe('◎0.0₇615');
  });

  it('no value is a dash in both', () => {
    const sol = moneyIn({ currency: 'SOL', solPriceUsd: 200 });
    expect([sol.value(undefined), sol.compact(null), sol.price(Number.NaN), USD_MONEY.value(undefined)]).toEqual(['–', '–', '–', '–']);
  });
});
