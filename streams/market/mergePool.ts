import type { Asset } from '../schemas/asset';
import type { Pool } from '../schemas/pool';

const missing = (value: unknown) => value === undefined || value === null;

/**
 * Merges a streamed pool update into the pool we hold (spec 000 §4): the update wins, except
 * that bondingCurve, holderCount and organicScore are kept when the update lacks them.
 */
export const mergePool = (existing: Pool | undefined, incoming: Pool): Pool => {
  if (!existing) return incoming;
  const before = existing.baseAsset;
  const after = incoming.baseAsset;
  const keepAsset = missing(after.bondingCurve) || missing(after.holderCount) || missing(after.organicScore);
  const baseAsset: Asset = keepAsset
    ? {
        ...after,
        bondingCurve: missing(after.bondingCurve) ? before.bondingCurve : after.bondingCurve,
        holderCount: missing(after.holderCount) ? before.holderCount : after.holderCount,
        organicScore: missing(after.organicScore) ? before.organicScore : after.organicScore,
        organicScoreLabel: missing(after.organicScore) ? before.organicScoreLabel : after.organicScoreLabel,
      }
    : after;
  const bondingCurve = missing(incoming.bondingCurve) ? existing.bondingCurve : incoming.bondingCurve;
  if (baseAsset === after && bondingCurve === incoming.bondingCurve) return incoming;
  return { ...incoming, bondingCurve, baseAsset };
};
