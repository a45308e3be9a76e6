import { markUnsupported } from './asset';
import { isRecord } from './fastGuard';
import type { Pool } from './pool';
import { isPool } from './poolUpdateGuard';

/**
 * A pools answer ({ pools }) read through the compiled pool guard, the same rules as
 * poolsResponseSchema without zod's copying: the landing list's 100 pools took ~100 ms of a slow
 * phone's main thread in zod while the first rows waited (issue 27). Undefined when any pool
 * fails, so the caller sends the body through the schema for its issues. Extra keys stay, as on
 * the live stream's updates (readFrame.ts); an asset with decimals out of range is marked
 * unsupported as the schema marks it.
 */
export const readPoolsResponse = (body: unknown): { pools: Pool[] } | undefined => {
  if (!isRecord(body) || !Array.isArray(body.pools) || !body.pools.every(isPool)) return undefined;
  const pools = (body.pools as Pool[]).map((pool) => {
    const asset = markUnsupported(pool.baseAsset);
    return asset === pool.baseAsset ? pool : { ...pool, baseAsset: asset };
  });
  return { pools };
};
