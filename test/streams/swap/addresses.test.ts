import { USDC_MINT, USDT_MINT, WRAPPED_SOL_MINT, isPublicKey, looksLikeAddress } from '@streams/swap/addresses';

describe('token addresses in the URL (spec 001 §5)', () => {
  it.each([
    ['x'.repeat(31), false],
    ['x'.repeat(32), true],
    ['x'.repeat(48), true],
    ['x'.repeat(49), false],
    [`${'x'.repeat(20)}_${'x'.repeat(20)}`, false],
  ])('%j has the shape of an address: %s', (text, shaped) => expect(looksLikeAddress(text)).toBe(shaped));
});

describe('the mints swaps use (spec 001 §9)', () => {
  it('are the mainnet wrapped-SOL, USDC and USDT mints, each a valid public key', () => {
    expect([WRAPPED_SOL_MINT, USDC_MINT, USDT_MINT]).toEqual([
      'So11111111111111111111111111111111111111112',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
    ]);
    expect([WRAPPED_SOL_MINT, USDC_MINT, USDT_MINT].map(isPublicKey)).toEqual([true, true, true]);
  });
});
