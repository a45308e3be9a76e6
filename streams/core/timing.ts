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
export const PRICE_CACHE_MS = 60000; // T24 price API cache and refetch

export const ASSET_LOOKUP_BATCH_WINDOW_MS = 10; // T25 asset lookup batching window
export const ASSET_LOOKUP_BATCH_MAX = 50; // T25 asset lookup batch size

export const TRANSACTION_TOAST_MS = 6000; // T06 transaction toast duration (loading toasts stay until replaced)
export const SHELL_TOAST_MS = 5000; // T07 shell toast auto-close (paused on hover)
export const COPY_FEEDBACK_MS = 1500; // T05 copy feedback shown

export const TX_RESEND_INTERVAL_MS = 1750; // T29 raw transaction resend interval (same signed bytes until final)
export const TX_CONFIRM_POLL_MS = 2000; // T30 confirmation poll interval (signature statuses and block height)
export const BUNDLE_ATTEMPTS = 20; // T31 bundle submission: up to 20 attempts
export const BUNDLE_ATTEMPT_INTERVAL_MS = 1000; // T31 bundle submission attempts apart
export const GET_TRANSACTION_RETRIES = 5; // T32 get transaction: up to 5 retries
export const GET_TRANSACTION_RETRY_MS = 1000; // T32 get transaction retries apart
export const INFINITE_SCROLL_THRESHOLD_PX = 10; // T04 infinite list: load more within this many pixels of the end
export const INFINITE_SCROLL_DEBOUNCE_MS = 50; // T04 infinite list: load more, debounced
export const PORTFOLIO_REFETCH_MS = 60000; // T09 portfolio refetch interval
export const PORTFOLIO_STALE_MS = 2000; // T09 portfolio stale after
export const HOLDINGS_CACHE_MS = 20000; // T26 holdings cache
export const HOLDINGS_TIMEOUT_MS = 60000; // T26 holdings request timeout
export const LEND_TIMEOUT_MS = 15000; // T16 lend request timeout
