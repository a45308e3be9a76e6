import { amountIn, mintWords, unixTimeWords } from '@streams/orders/orderIntentWords';
import { SOL, USDC, USDT } from './orderTransactions';

/** How an order's pre-sign check names what it compares: the words a refusal shows the user. */
describe('order intent words', () => {
  it('an amount in base units reads in the token the form showed; anything else a transaction holds reads as itself', () => {
    const sol = amountIn({ symbol: 'SOL', decimals: 9 });
    expect(sol(1_500_000_000n)).toBe('1.5 SOL');
    expect(sol(null)).toBe('null');
    expect(sol('1500000000')).toBe('1500000000');
  });

  it('a mint the user asked for reads by its symbol, any other by its short address, and a value that is no mint as itself', () => {
    const mint = mintWords({ [SOL]: 'SOL', [USDC]: 'USDC' });
    expect(mint(USDC)).toBe('USDC');
    expect(mint(USDT)).toBe('Es9v…wNYB');
    expect(mint(null)).toBe('null');
    expect(mint(7)).toBe('7');
  });

  it('a time reads as a UTC date up to the last second a date can hold; one second past it reads as the raw unix time', () => {
    expect(unixTimeWords(1_764_100_000n)).toBe('2025-11-25 19:46:40 UTC');
    expect(unixTimeWords(8_640_000_000_000n)).toMatch(/^\+275760-09-13 00:00/);
    expect(unixTimeWords(8_640_000_000_001n)).toBe('unix time 8640000000001');
    expect(unixTimeWords(null)).toBe('none');
  });
});
