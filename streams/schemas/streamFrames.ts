import * as z from 'zod/mini';
import { assetSchema } from './asset';
import { txSchema } from './market';
import { poolSchema } from './pool';

/**
 * Frames of the live stream socket (research §8). Server to client: updates, actions, prices,
 * asset-updates. Anything else (including the simulator's error frames) is not one of ours.
 */
export const poolUpdateSchema = z.object({ type: z.enum(['new', 'update', 'graduated']), pool: poolSchema });
export type PoolUpdate = z.infer<typeof poolUpdateSchema>;
export const priceTickSchema = z.object({ assetId: z.string(), price: z.number(), blockId: z.nullish(z.number()) });

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('updates'), data: z.array(poolUpdateSchema) }),
  z.object({ type: z.literal('actions'), data: z.array(txSchema) }),
  z.object({ type: z.literal('prices'), data: z.array(priceTickSchema) }),
  z.object({ type: z.literal('asset-updates'), data: z.array(z.object({ type: z.literal('update'), asset: assetSchema })) }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

const ids = z.array(z.string()).check(z.maxLength(1000));

/** Client to server: subscribe and unsubscribe for recent, pool, txns, prices and assets. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe:recent'), filters: z.optional(z.object({ partnerConfigs: z.optional(z.array(z.string())) })) }),
  z.object({ type: z.literal('unsubscribe:recent') }),
  z.object({ type: z.literal('subscribe:pool'), pools: ids }),
  z.object({ type: z.literal('unsubscribe:pool'), pools: ids }),
  z.object({ type: z.literal('subscribe:txns'), assets: ids }),
  z.object({ type: z.literal('unsubscribe:txns'), assets: ids }),
  z.object({ type: z.literal('subscribe:prices'), assets: ids }),
  z.object({ type: z.literal('unsubscribe:prices'), assets: ids }),
  z.object({ type: z.literal('subscribe:assets'), assets: ids }),
  z.object({ type: z.literal('unsubscribe:assets'), assets: ids }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
