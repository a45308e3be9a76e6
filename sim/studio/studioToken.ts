import { createRng } from '../prng';
import { randomAddress } from '../market/addresses';
import { newCurve } from '../market/curve';
import { SOL_MINT } from '../market/knownTokens';
import { makeRegime } from '../market/regimes';
import { TokenState } from '../market/token';
import type { TokenInfo } from '../market/tokenTypes';
import type { CleanLaunch } from './launchForm';

/** Whole tokens per curve unit: a launch of 10,000M tokens runs a curve ten times as deep in tokens. */
const CURVE_UNIT = 1_000_000_000;

/**
 * A Studio launch as a market token: the creator's name, symbol, links and image, on a fresh
 * jup-studio bonding curve scaled to its supply, quoted in SOL, starting quiet. Its draws come
 * from a stream of its own (seeded by the mint), so a launch leaves the seeded market's
 * sequence as it was.
 */
export const studioTokenState = (launch: CleanLaunch, mint: string, createdAt: number, traderCount: number): TokenState => {
  const rng = createRng(0).fork(`studio:${mint}`);
  const info: TokenInfo = {
    mint,
    name: launch.name,
    symbol: launch.symbol,
    decimals: launch.decimals,
    supply: Number(launch.supply),
    createdAt,
    dev: launch.creator,
    launchpad: 'jup-studio',
    website: launch.website,
    twitter: launch.twitter,
    telegram: launch.telegram,
    tags: [],
    verified: false,
    cexes: [],
    known: false,
    stock: undefined,
    // The program gives up both authorities at launch, as Jupiter Studio's and pump.fun's do.
    audit: {
      mintAuthorityDisabled: true,
      freezeAuthorityDisabled: true,
      topHoldersPercentage: 0,
      devBalancePercentage: 0,
      lpBurnedPercentage: 0,
      devMigrations: 0,
    },
    ctLikes: 0,
    smartCtLikes: 0,
    baseHolders: 0,
    description: launch.description,
    ...(launch.image ? { image: launch.image } : {}),
    permanent: true,
    userLaunched: true,
  };
  const poolId = randomAddress(rng);
  const pool = {
    id: poolId,
    dex: 'jup-studio',
    createdAt,
    quoteMint: SOL_MINT,
    reserves: newCurve(Number(launch.supply) / CURVE_UNIT),
    firstPoolId: poolId,
    firstPoolCreatedAt: createdAt,
    firstPoolDex: 'jup-studio',
    graduatedAt: undefined,
  };
  const traders = { offset: rng.int(0, Math.max(1, traderCount)), size: Math.max(8, Math.min(traderCount, Math.round(rng.range(40, 300)))) };
  return new TokenState(info, pool, makeRegime(rng, 'quiet', createdAt), traders, Math.exp(rng.normal(Math.log(40_000), 0.9)));
};
