import type { Asset } from '@streams/schemas/asset';
import { USDC_MINT, USDT_MINT, WRAPPED_SOL_MINT } from '@streams/swap/addresses';
import {
  BUILT_IN_TOKENS,
  builtInByAddress,
  builtInBySymbol,
  isPerpsRoute,
  isValidInAmount,
  isVerifiedToken,
  parseSwapUrl,
  parseTokenRef,
  swapPath,
  swapSlug,
} from '@streams/swap/swapUrl';
import { JUP } from './fixtures';

const token = (extra: Partial<Asset>): Asset => ({ id: 'Tok1111111111111111111111111111111111111111', name: 'Token', symbol: 'TOK', decimals: 6, ...extra });

describe('built-in tokens (spec 001 §7)', () => {
  it('SOL, USDC and USDT are built in with their names, mints, decimals and verified status', () => {
    expect(BUILT_IN_TOKENS).toEqual([
      { id: WRAPPED_SOL_MINT, name: 'Wrapped SOL', symbol: 'SOL', decimals: 9, isVerified: true, tags: ['verified', 'strict', 'community'] },
      { id: USDC_MINT, name: 'USD Coin', symbol: 'USDC', decimals: 6, isVerified: true, tags: ['verified', 'strict', 'community', 'stablecoin'] },
      { id: USDT_MINT, name: 'USDT', symbol: 'USDT', decimals: 6, isVerified: true, tags: ['verified', 'strict', 'community', 'stablecoin'] },
    ]);
  });

  it('are found by symbol in any case and by mint, and every one of them is verified', () => {
    expect(builtInBySymbol('usdt')?.id).toBe(USDT_MINT);
    expect(builtInByAddress(USDC_MINT)?.symbol).toBe('USDC');
    expect(builtInBySymbol('JUP')).toBeUndefined();
    expect(BUILT_IN_TOKENS.map(isVerifiedToken)).toEqual([true, true, true]);
  });
});

describe('perps routes keep their own pair', () => {
  it.each([
    ['/perps', true],
    ['/perps-v2/SOL', true],
    ['/swap/perps', false],
    ['/tokens/perps-v2', false],
    ['/swap/perps/SOL-USDC', false],
  ])('%s is a perps route: %s (only at the start of the path)', (pathname, perps) => expect(isPerpsRoute(pathname)).toBe(perps));
});

describe('one side of the URL pair', () => {
  it('an address of exactly 32 characters after the underscore names a symbol and its address', () => {
    expect(parseTokenRef(`J_${'x'.repeat(32)}`)).toEqual({ kind: 'symbol-address', symbol: 'J', address: 'x'.repeat(32) });
  });

  it('a leading underscore has no symbol before it: the whole part is a symbol, not an empty-symbol address', () => {
    const part = `_${'x'.repeat(40)}`;
    expect(parseTokenRef(part)).toEqual({ kind: 'symbol', symbol: part });
  });
});

describe('the inAmount worth keeping (spec 001 §5)', () => {
  it.each([
    ['5.', true],
    ['12.', true],
    ['.5', true],
    ['0.0001', true],
    [' 2 ', true],
    ['0099999999999999999', true],
    ['000', false],
    ['0.', false],
    ['-5.', false],
    ['1.2.3', false],
    ['5.abc', false],
    ['1,5', false],
  ])('%j is kept: %s', (text, kept) => expect(isValidInAmount(text)).toBe(kept));

  it('surrounding spaces are trimmed from the amount the form is given', () => {
    expect(parseSwapUrl({ pathname: '/swap', inOut: 'SOL-USDC', inAmount: ' 2.5 ' })).toMatchObject({ inAmount: '2.5', amountDropped: false });
  });

  it('leading zeros do not count toward the 17-digit limit, but the 18th significant digit does', () => {
    expect(parseSwapUrl({ pathname: '/swap', inOut: 'SOL-USDC', inAmount: '0099999999999999999' }).inAmount).toBe('0099999999999999999');
    expect(parseSwapUrl({ pathname: '/swap', inOut: 'SOL-USDC', inAmount: '00100000000000000000' })).toMatchObject({
      inAmount: undefined,
      amountDropped: true,
    });
  });

  it('a trailing dot with a sign or a second dot is dropped from the URL', () => {
    for (const inAmount of ['-5.', '1.2.3']) {
      expect(parseSwapUrl({ pathname: '/swap', inOut: 'SOL-USDC', inAmount })).toMatchObject({ inAmount: undefined, amountDropped: true });
    }
  });
});

describe('a malformed pair in the URL', () => {
  it.each([
    ['SOL-USDC-JUP', undefined, undefined],
    ['SOL', undefined, undefined],
    ['-USDC', undefined, { kind: 'symbol', symbol: 'USDC' }],
    ['SOL-', { kind: 'symbol', symbol: 'SOL' }, undefined],
  ])('%j is malformed, and only well-formed sides are read (%j, %j)', (inOut, sell, buy) => {
    expect(parseSwapUrl({ pathname: '/swap', inOut })).toEqual({ sell, buy, inAmount: undefined, amountDropped: false, malformed: true });
  });

  it('a two-part pair is well formed', () => {
    expect(parseSwapUrl({ pathname: '/swap', inOut: `SOL-${JUP}` })).toEqual({
      sell: { kind: 'symbol', symbol: 'SOL' },
      buy: { kind: 'address', address: JUP },
      inAmount: undefined,
      amountDropped: false,
      malformed: false,
    });
  });
});

describe('verified tokens and their URL slug (spec 001 §5)', () => {
  it.each([
    [['verified'], true],
    [['strict'], true],
    [['community'], true],
    [['stablecoin', 'community'], true],
    [['stablecoin'], false],
    [[], false],
    [undefined, false],
  ])('a token tagged %j is verified: %s', (tags, verified) => expect(isVerifiedToken(token(tags === undefined ? {} : { tags }))).toBe(verified));

  it('a token verified only by its tags is named by its symbol in the path', () => {
    expect(swapPath(BUILT_IN_TOKENS[0] as Asset, token({ tags: ['strict'] }), new Set())).toBe('/swap/SOL-TOK');
    expect(swapPath(BUILT_IN_TOKENS[0] as Asset, token({ tags: ['stablecoin'] }), new Set())).toBe(`/swap/SOL-${token({}).id}`);
  });

  it.each(['USDC.e', 'SOL-X', 'TOK/2', 'TOK '])('a verified symbol with a non-alphanumeric character (%j) is not a slug: the address is', (symbol) => {
    expect(swapSlug(token({ symbol, isVerified: true }), new Set())).toBe(token({}).id);
  });
});
