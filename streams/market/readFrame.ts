import type { FrameReading as SessionFrameReading } from '../core/socketSession';
import { markUnsupported } from '../schemas/asset';
import { isRecord } from '../schemas/fastGuard';
import { isPoolUpdateList } from '../schemas/poolUpdateGuard';
import type { PoolUpdate } from '../schemas/streamFrames';
import { type ServerFrame, serverFrameSchema } from '../schemas/streamFrames';

export type FrameReading = SessionFrameReading<ServerFrame>;

/**
 * Validates a parsed live-stream frame. 'updates' frames, nearly all the traffic, go through the
 * compiled pool-update guard (the same rules as the zod schema, without its copying); the rare
 * other frames through zod. Either way a frame is taken whole or dropped whole, and an asset
 * with decimals out of range is marked unsupported as the zod schema marks it (asset.ts).
 */
export const readServerFrame = (json: unknown): FrameReading => {
  if (isRecord(json) && json.type === 'updates') {
    return isPoolUpdateList(json.data)
      ? { ok: true, frame: { type: 'updates', data: markUnsupportedAssets(json.data) } }
      : { ok: false, issue: 'an invalid pool update' };
  }
  const parsed = serverFrameSchema.safeParse(json);
  return parsed.success ? { ok: true, frame: parsed.data } : { ok: false, issue: parsed.error.issues[0]?.message ?? 'invalid frame' };
};

/** The updates as they are, unless one carries decimals out of range: then that one is copied and marked (rare, so the hot path allocates nothing). */
const markUnsupportedAssets = (updates: PoolUpdate[]): PoolUpdate[] =>
  updates.every((update) => markUnsupported(update.pool.baseAsset) === update.pool.baseAsset)
    ? updates
    : updates.map((update) => ({ ...update, pool: { ...update.pool, baseAsset: markUnsupported(update.pool.baseAsset) } }));
