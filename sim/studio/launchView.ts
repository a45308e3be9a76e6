import type { StudioLaunchView } from '../../streams/schemas';
import { CURVE_TOKENS_FOR_SALE, CURVE_VIRTUAL_BASE, CURVE_VIRTUAL_QUOTE, curveQuoteRaised } from '../market/curve';
import type { Market } from '../market/market';
import type { TokenState } from '../market/token';

/** SOL a curve has raised when its tokens for sale are sold: ~85 SOL, whatever the supply (its SOL side does not scale). */
export const GRADUATION_SOL = (CURVE_VIRTUAL_QUOTE * CURVE_VIRTUAL_BASE) / (CURVE_VIRTUAL_BASE - CURVE_TOKENS_FOR_SALE) - CURVE_VIRTUAL_QUOTE;

const wholeTokens = (supply: number) => BigInt(Math.round(supply)).toString();

/** A Studio token's launch page (GET /studio/v1/launches/{mint}). */
export const launchViewOf = (market: Market, token: TokenState, creatorFeesSol: number): StudioLaunchView => {
  const { info, pool } = token;
  const priceUsd = market.priceUsd(token);
  const solUsd = market.quoteUsd(pool.quoteMint);
  const graduated = pool.reserves.kind !== 'curve';
  return {
    mint: info.mint,
    name: info.name,
    symbol: info.symbol,
    description: info.description ?? '',
    image: info.image ?? null,
    website: info.website ?? null,
    twitter: info.twitter ?? null,
    telegram: info.telegram ?? null,
    creator: info.dev,
    createdAt: new Date(info.createdAt).toISOString(),
    supply: wholeTokens(info.supply),
    decimals: market.reportedDecimals(token),
    launchpad: info.launchpad ?? '',
    bondingCurve: token.bondingCurve() ?? 0,
    graduated,
    priceUsd,
    mcap: priceUsd * info.supply,
    holderCount: token.holderCount(),
    raisedSol: graduated ? GRADUATION_SOL : Math.max(0, curveQuoteRaised(pool.reserves)),
    graduationSol: GRADUATION_SOL,
    creatorFeesSol,
    creatorFeesUsd: creatorFeesSol * solUsd,
  };
};
