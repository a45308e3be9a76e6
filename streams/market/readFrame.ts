import { isRecord } from '../schemas/fastGuard';
import { isPoolUpdateList } from '../schemas/poolUpdateGuard';
import { type ServerFrame, serverFrameSchema } from '../schemas/streamFrames';

export type FrameReading = { readonly ok: true; readonly frame: ServerFrame } | { readonly ok: false; readonly issue: string };

/**
 * Validates a parsed live-stream frame. 'updates' frames, nearly all the traffic, go through the
 * compiled pool-update guard (the same rules as the zod schema, without its copying); the rare
 * other frames through zod. Either way a frame is taken whole or dropped whole.
 */
export const readServerFrame = (json: unknown): FrameReading => {
  if (isRecord(json) && json.type === 'updates') {
    return isPoolUpdateList(json.data) ? { ok: true, frame: { type: 'updates', data: json.data } } : { ok: false, issue: 'an invalid pool update' };
  }
  const parsed = serverFrameSchema.safeParse(json);
  return parsed.success ? { ok: true, frame: parsed.data } : { ok: false, issue: parsed.error.issues[0]?.message ?? 'invalid frame' };
};
