/**
 * What one client may send the simulator, in one place (sim/README.md, "Who may drive the
 * simulator"). Generous for the app, the tests and the benchmarks; small enough that no page
 * or script can make the simulator hold megabytes per request or grow without bound.
 */

/**
 * Request bodies on 8787 and the JSON-RPC on 8899. A transaction is at most 1232 bytes (about
 * 1.7 KB in base64), so a batch of RPC_BATCH_LIMIT sends fits about six times over; the largest
 * 8787 body, a swap request echoing its quote, is a few KB. (The validator's default is 50 KiB,
 * `--rpc-max-request-body-size`.)
 */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Requests in one JSON-RPC batch. The app sends none; web3.js batches are page-sized. */
export const RPC_BATCH_LIMIT = 100;

/**
 * Live subscriptions on one pubsub socket. The app holds a slot subscription, its wallet's
 * accounts and the signatures in flight: a few dozen at most.
 */
export const PUBSUB_SUBSCRIPTIONS_PER_SOCKET = 256;

/**
 * Largest client frame each socket accepts (`ws` maxPayload; a bigger one closes the socket
 * with 1009). The stream's largest is a subscribe with 1,000 ids (the schema's cap), about
 * 50 KB; a perps subscribe lists at most 16 short channels; a pubsub subscribe is one address
 * and a config object.
 */
export const STREAM_FRAME_LIMIT_BYTES = 256 * 1024;
export const PRICE_FRAME_LIMIT_BYTES = 16 * 1024;
export const PUBSUB_FRAME_LIMIT_BYTES = 64 * 1024;

/**
 * A stream socket with more than this waiting in its send buffer is a slow consumer: its flushes
 * are skipped until the buffer drains, and what it subscribed to waits conflated, the latest
 * state per pool, as market-data servers do. Without it a client that reads slower than the
 * market trades falls further behind every second, with nothing to tell it (the soak found /pro
 * 15 s behind after two minutes on a two-core host). About two flushes of the firehose.
 */
export const STREAM_SLOW_CONSUMER_BYTES = 256 * 1024;

/** Trades (the actions topic) waiting for a slow consumer: the oldest beyond this are dropped. */
export const STREAM_PENDING_TRADES_LIMIT = 1_000;
