/**
 * Every timing number of the product, once, with its id from shared/timing-rules.md.
 * Each constant here is pinned by a marble test that fails if it moves by 1 ms; a constant
 * arrives in this file together with the pipeline that uses it and that test.
 * `npm run check:timing` proves the pinning: it shifts each constant by 1 ms in turn and
 * expects the unit tests to fail.
 */

export const LIVE_STREAM_RECONNECT_MS = 2500; // T01 live stream reconnects after close (not while shutting down)
export const LIVE_STREAM_UNSUBSCRIBE_DELAY_MS = 100; // T02 live stream unsubscribe delayed and batched; a return within the window cancels it

export const TOKEN_INFO_QUEUE_FLUSH_MS = 2000; // T23 token-info queue flush
export const TOKEN_INFO_QUEUE_CHUNK = 50; // T23 token-info queue chunk size

export const PRICE_BATCH_WINDOW_MS = 250; // T24 price API batching window
export const PRICE_BATCH_CHUNK = 50; // T24 price API chunk size

export const ASSET_LOOKUP_BATCH_WINDOW_MS = 10; // T25 asset lookup batching window
export const ASSET_LOOKUP_BATCH_MAX = 50; // T25 asset lookup batch size
