import type { Asset } from '@streams/schemas/asset';
import { USDC_MINT, WRAPPED_SOL_MINT } from '@streams/swap/addresses';
import { WELL_KNOWN_TOKENS, isNativeSol, swapAssetOf } from '@streams/swap/swapAsset';

const WOOF = 'Woof111111111111111111111111111111111111111';

const asset = (fields: Partial<Asset> & Pick<Asset, 'id'>): Asset => ({ name: 'Woof', symbol: 'WOOF', ...fields }) as Asset;

describe('the swap token of a service asset', () => {
  it('is none when the service does not know its decimals (amounts could not become base units)', () => {
    expect(swapAssetOf(asset({ id: WOOF, decimals: undefined }))).toBeUndefined();
    expect(swapAssetOf(asset({ id: WOOF, decimals: null }))).toBeUndefined();
  });

  it('keeps a token with 0 decimals, its id, decimals and icon, and shows a verified one with the tick', () => {
    expect(swapAssetOf(asset({ id: WOOF, decimals: 0, icon: 'https://img.example/woof.png', isVerified: true }))).toEqual({
      id: WOOF,
      symbol: 'WOOF',
      name: 'Woof',
      decimals: 0,
      icon: 'https://img.example/woof.png',
      verified: true,
      trust: { level: 'verified' },
    });
  });

  it('has no icon when the service sends none, and an unverified token carries the warning badge', () => {
    expect(swapAssetOf(asset({ id: WOOF, decimals: 5, icon: null }))).toEqual({
      id: WOOF,
      symbol: 'WOOF',
      name: 'Woof',
      decimals: 5,
      icon: undefined,
      verified: false,
      trust: { level: 'warning', reason: 'unverified' },
    });
  });

  it('shows hostile network text inert: controls removed, long symbols cut; a fake USDC is called an imitation', () => {
    const token = swapAssetOf(asset({ id: WOOF, decimals: 6, symbol: 'USDC\u202e', name: 'USD\u0000 Coin', isVerified: true }));
    expect(token).toMatchObject({ symbol: 'USDC', name: 'USD Coin', trust: { level: 'warning', reason: 'imitation', imitates: 'USDC' } });
    expect(swapAssetOf(asset({ id: WOOF, decimals: 6, symbol: 'ABCDEFGHIJKLMNOP' }))?.symbol).toBe('ABCDEFGHI…');
  });

  it('shows the wrapped-SOL mint as SOL with its icon and tick, whatever the service calls it', () => {
    expect(swapAssetOf(asset({ id: WRAPPED_SOL_MINT, name: 'Wrapped SOL', symbol: 'wSOL', decimals: 9, icon: null, isVerified: false }))).toEqual({
      id: WRAPPED_SOL_MINT,
      symbol: 'SOL',
      name: 'Solana',
      decimals: 9,
      icon: '/tokens/sol.svg',
      verified: true,
      trust: { level: 'verified' },
    });
  });
});

describe('the well-known tokens the picker always offers', () => {
  it('are SOL, USDC, USDT, JUP and Bonk, each verified with its real mint and decimals', () => {
    expect(WELL_KNOWN_TOKENS).toEqual([
      { id: WRAPPED_SOL_MINT, symbol: 'SOL', name: 'Solana', decimals: 9, icon: '/tokens/sol.svg', verified: true, trust: { level: 'verified' } },
      { id: USDC_MINT, symbol: 'USDC', name: 'USD Coin', decimals: 6, icon: undefined, verified: true, trust: { level: 'verified' } },
      {
        id: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB',
        symbol: 'USDT',
        name: 'USDT',
        decimals: 6,
        icon: undefined,
        verified: true,
        trust: { level: 'verified' },
      },
      {
        id: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
        symbol: 'JUP',
        name: 'Jupiter',
        decimals: 6,
        icon: undefined,
        verified: true,
        trust: { level: 'verified' },
      },
      {
        id: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
        symbol: 'Bonk',
        name: 'Bonk',
        decimals: 5,
        icon: undefined,
        verified: true,
        trust: { level: 'verified' },
      },
    ]);
  });
});

describe('native SOL', () => {
  it('is the wrapped-SOL mint, and no other token', () => {
    expect(isNativeSol({ id: WRAPPED_SOL_MINT })).toBe(true);
    expect(isNativeSol({ id: USDC_MINT })).toBe(false);
    expect(isNativeSol({ id: '11111111111111111111111111111111' })).toBe(false);
  });
});
