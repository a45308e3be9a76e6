import type { BatchPolicy } from './batchKeys';
import {
  ASSET_LOOKUP_BATCH_MAX,
  ASSET_LOOKUP_BATCH_WINDOW_MS,
  PRICE_BATCH_CHUNK,
  PRICE_BATCH_WINDOW_MS,
  TOKEN_INFO_QUEUE_CHUNK,
  TOKEN_INFO_QUEUE_FLUSH_MS,
} from './timing';

/** T23: unseen mints are resolved in batches every 2 s, 50 at a time. */
export const tokenInfoQueuePolicy: BatchPolicy = { windowMs: TOKEN_INFO_QUEUE_FLUSH_MS, chunkSize: TOKEN_INFO_QUEUE_CHUNK };

/** T24: price requests collected for 250 ms, 50 mints per call. */
export const priceBatchPolicy: BatchPolicy = { windowMs: PRICE_BATCH_WINDOW_MS, chunkSize: PRICE_BATCH_CHUNK };

/** T25: asset lookups by id collected for 10 ms, at most 50 per search call. */
export const assetLookupBatchPolicy: BatchPolicy = { windowMs: ASSET_LOOKUP_BATCH_WINDOW_MS, chunkSize: ASSET_LOOKUP_BATCH_MAX };
