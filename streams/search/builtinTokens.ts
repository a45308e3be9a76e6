import type { Asset } from '../schemas/asset';

export const SOL_MINT = 'So11111111111111111111111111111111111111112';
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const USDT_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

const verified = ['verified', 'strict', 'community'];

/**
 * USDT, SOL and USDC are answered from built-in data, never searched (spec 001 §7 Search
 * service): the most common searches, with one right answer each.
 */
export const builtinTokens: readonly Asset[] = [
  { id: SOL_MINT, symbol: 'SOL', name: 'Wrapped SOL', decimals: 9, icon: '/tokens/sol.svg', isVerified: true, tags: verified },
  { id: USDC_MINT, symbol: 'USDC', name: 'USD Coin', decimals: 6, isVerified: true, tags: [...verified, 'stablecoin'] },
  { id: USDT_MINT, symbol: 'USDT', name: 'USDT', decimals: 6, isVerified: true, tags: [...verified, 'stablecoin'] },
];

const bySymbol = new Map(builtinTokens.map((asset) => [asset.symbol.toLowerCase(), asset]));

/** The built-in token whose symbol this is (any case), if any. */
export const builtinBySymbol = (symbol: string): Asset | undefined => bySymbol.get(symbol.trim().toLowerCase());
