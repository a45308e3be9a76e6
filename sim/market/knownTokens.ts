/**
 * Well-known tokens with their real mint addresses and decimals, at plausible prices. Their
 * pools are deep constant-product pools against USDC (SOL, stables) or SOL.
 */
export interface KnownToken {
  readonly mint: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  readonly usdPrice: number;
  readonly supply: number;
  /** USD value on each side of the pool. */
  readonly liquidityUsd: number;
  readonly holders: number;
  readonly tags: readonly string[];
  readonly website: string;
  readonly twitter?: string;
  readonly cexes?: readonly string[];
  /** Mean trades per second and median trade size in USD. */
  readonly tradeRate: number;
  readonly tradeUsd: number;
  readonly createdAt: string;
}

export const SOL_MINT = 'So11111111111111111111111111111111111111112';
export const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
export const USDT_MINT = 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB';

const strict = ['verified', 'strict', 'community'] as const;

export const knownTokens: readonly KnownToken[] = [
  {
    mint: SOL_MINT,
    symbol: 'SOL',
    name: 'Wrapped SOL',
    decimals: 9,
    usdPrice: 182.4,
    supply: 603_724_547,
    liquidityUsd: 90_000_000,
    holders: 2_342_610,
    tags: [...strict],
    website: 'https://solana.com',
    twitter: 'https://x.com/solana',
    cexes: ['Binance', 'OKX', 'Coinbase'],
    tradeRate: 3,
    tradeUsd: 2500,
    createdAt: '2021-03-29T10:05:48Z',
  },
  {
    mint: USDC_MINT,
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    usdPrice: 1,
    supply: 9_100_000_000,
    liquidityUsd: 150_000_000,
    holders: 4_120_331,
    tags: [...strict, 'stablecoin'],
    website: 'https://www.circle.com',
    twitter: 'https://x.com/circle',
    cexes: ['Binance', 'Coinbase'],
    tradeRate: 2,
    tradeUsd: 1500,
    createdAt: '2020-10-09T00:00:00Z',
  },
  {
    mint: USDT_MINT,
    symbol: 'USDT',
    name: 'USDT',
    decimals: 6,
    usdPrice: 1,
    supply: 2_390_000_000,
    liquidityUsd: 60_000_000,
    holders: 1_870_220,
    tags: [...strict, 'stablecoin'],
    website: 'https://tether.to',
    twitter: 'https://x.com/tether',
    cexes: ['Binance', 'OKX'],
    tradeRate: 1.2,
    tradeUsd: 1200,
    createdAt: '2020-10-09T00:00:00Z',
  },
  {
    mint: 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN',
    symbol: 'JUP',
    name: 'Jupiter',
    decimals: 6,
    usdPrice: 0.52,
    supply: 3_000_000_000,
    liquidityUsd: 8_000_000,
    holders: 860_104,
    tags: [...strict],
    website: 'https://jup.ag',
    twitter: 'https://x.com/JupiterExchange',
    cexes: ['Binance', 'OKX'],
    tradeRate: 1,
    tradeUsd: 600,
    createdAt: '2024-01-31T15:00:00Z',
  },
  {
    mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263',
    symbol: 'Bonk',
    name: 'Bonk',
    decimals: 5,
    usdPrice: 0.0000214,
    supply: 88_870_000_000_000,
    liquidityUsd: 6_500_000,
    holders: 934_555,
    tags: [...strict],
    website: 'https://bonkcoin.com',
    twitter: 'https://x.com/bonk_inu',
    cexes: ['Binance', 'Coinbase'],
    tradeRate: 1.4,
    tradeUsd: 400,
    createdAt: '2022-12-25T00:00:00Z',
  },
  {
    mint: 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm',
    symbol: 'WIF',
    name: 'dogwifhat',
    decimals: 6,
    usdPrice: 0.87,
    supply: 998_840_000,
    liquidityUsd: 4_200_000,
    holders: 212_303,
    tags: [...strict],
    website: 'https://dogwifcoin.org',
    twitter: 'https://x.com/dogwifcoin',
    cexes: ['Binance'],
    tradeRate: 1.1,
    tradeUsd: 500,
    createdAt: '2023-11-20T00:00:00Z',
  },
  {
    mint: 'jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL',
    symbol: 'JTO',
    name: 'Jito',
    decimals: 9,
    usdPrice: 1.71,
    supply: 1_000_000_000,
    liquidityUsd: 3_000_000,
    holders: 118_002,
    tags: [...strict],
    website: 'https://jito.network',
    twitter: 'https://x.com/jito_sol',
    tradeRate: 0.5,
    tradeUsd: 700,
    createdAt: '2023-12-07T00:00:00Z',
  },
  {
    mint: 'HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3',
    symbol: 'PYTH',
    name: 'Pyth Network',
    decimals: 6,
    usdPrice: 0.13,
    supply: 10_000_000_000,
    liquidityUsd: 2_100_000,
    holders: 204_871,
    tags: [...strict],
    website: 'https://pyth.network',
    twitter: 'https://x.com/PythNetwork',
    tradeRate: 0.4,
    tradeUsd: 350,
    createdAt: '2023-11-20T00:00:00Z',
  },
  {
    mint: '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R',
    symbol: 'RAY',
    name: 'Raydium',
    decimals: 6,
    usdPrice: 2.64,
    supply: 555_000_000,
    liquidityUsd: 2_600_000,
    holders: 162_440,
    tags: [...strict],
    website: 'https://raydium.io',
    twitter: 'https://x.com/RaydiumProtocol',
    tradeRate: 0.5,
    tradeUsd: 450,
    createdAt: '2021-02-21T00:00:00Z',
  },
  {
    mint: 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn',
    symbol: 'JitoSOL',
    name: 'Jito Staked SOL',
    decimals: 9,
    usdPrice: 224.9,
    supply: 14_300_000,
    liquidityUsd: 12_000_000,
    holders: 301_112,
    tags: [...strict, 'lst'],
    website: 'https://jito.network',
    tradeRate: 0.6,
    tradeUsd: 3000,
    createdAt: '2022-11-01T00:00:00Z',
  },
  {
    mint: 'mSoLzYCxHdYgdzU16g5QSh3i5K3z3KZK7ytfqcJm7So',
    symbol: 'mSOL',
    name: 'Marinade staked SOL (mSOL)',
    decimals: 9,
    usdPrice: 236.1,
    supply: 2_900_000,
    liquidityUsd: 5_000_000,
    holders: 141_903,
    tags: [...strict, 'lst'],
    website: 'https://marinade.finance',
    tradeRate: 0.3,
    tradeUsd: 2000,
    createdAt: '2021-08-01T00:00:00Z',
  },
  {
    mint: '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr',
    symbol: 'POPCAT',
    name: 'POPCAT',
    decimals: 9,
    usdPrice: 0.31,
    supply: 979_970_000,
    liquidityUsd: 1_800_000,
    holders: 112_907,
    tags: [...strict],
    website: 'https://www.popcatsolana.xyz',
    tradeRate: 0.7,
    tradeUsd: 300,
    createdAt: '2023-12-10T00:00:00Z',
  },
];

export const isStable = (mint: string) => mint === USDC_MINT || mint === USDT_MINT;
