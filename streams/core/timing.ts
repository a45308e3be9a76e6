/**
 * Every timing number of the product, once, with its id; docs/timing-rules.md lists them all (test/docs keeps the two the same).
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
export const TIP_FLOOR_POLL_MS = 5000; // T28 bundle tip floor polled every
export const TIP_FLOOR_STALE_MS = 15000; // T28 bundle tip floor stale when no answer for
export const TIP_FLOOR_RETRIES = 2; // T28 a failed tip floor fetch retried this many times
export const TIP_FLOOR_RETRY_MS = 3000; // T28 tip floor retries apart
export const BUNDLE_ATTEMPTS = 20; // T31 bundle submission: up to 20 attempts
export const BUNDLE_ATTEMPT_INTERVAL_MS = 1000; // T31 bundle submission attempts apart
export const RPC_REQUEST_TIMEOUT_MS = 10000; // T45 JSON-RPC request timeout: a hung RPC fails the call instead of holding it
export const TX_RESENDS_IN_FLIGHT = 2; // T46 unanswered resends at once, at most (a slow RPC drops the ticks beyond, never queues them)
export const SWAP_BUILD_TIMEOUT_MS = 15000; // T47 /swap build request timeout: the swap fails and the form is released
export const QUOTE_TIMEOUT_MS = 10000; // T48 quote request timeout (then the T18 retry)
export const FAUCET_BALANCE_CHECK_MS = 1000; // T49 a new quick account's balance checked every, until the faucet's SOL lands
export const FAUCET_WATCH_MS = 30000; // T49 the faucet's landing watched for at most
export const GET_TRANSACTION_RETRIES = 5; // T32 get transaction: up to 5 retries
export const GET_TRANSACTION_RETRY_MS = 1000; // T32 get transaction retries apart
export const INFINITE_SCROLL_THRESHOLD_PX = 10; // T04 infinite list: load more within this many pixels of the end
export const INFINITE_SCROLL_DEBOUNCE_MS = 50; // T04 infinite list: load more, debounced
export const PORTFOLIO_REFETCH_MS = 60000; // T09 portfolio refetch interval
export const PORTFOLIO_STALE_MS = 2000; // T09 portfolio stale after
export const POST_CANCEL_REFETCH_MS = 3000; // T10 portfolio refetched again after a successful order cancel
export const ORDER_LIST_REFETCH_MS = 30000; // T11 active recurring (and trigger) order lists refetched every
export const HOLDINGS_CACHE_MS = 20000; // T26 holdings cache
export const HOLDINGS_TIMEOUT_MS = 60000; // T26 holdings request timeout
export const LEND_TIMEOUT_MS = 15000; // T16 lend request timeout
export const LEND_EARNINGS_STALE_MS = 300000; // T14 lend earnings of a position stale after (refetched by the next view)
export const CLAIM_BUILD_TIMEOUT_MS = 15000; // T58 an ASR claim build (POST /asr-claim/claim) given up on after: the claim fails and the gate opens
export const QUOTE_DEBOUNCE_MS = 250; // T17 quote debounce on amount, mints or mode change
export const QUOTE_RETRIES = 1; // T18 quote retried once
export const QUOTE_RETRY_DELAY_MS = 100; // T18 quote retry once after
export const ROUTE_CACHE_MS = 5000; // T19 route cache: quote refetched after
export const PRICE_FLASH_MS = 950; // T20 price card: a price change flashes for
export const PRICE_ARROW_MS = 4000; // T20 price card: the up/down arrow of a change shown for
export const SWAP_PROFILE_MANUAL_EXPIRY_MS = 1209600000; // T21 swap profile manual reverts to auto after
export const ROUTE_CHANGE_CACHE_MS = 5000; // T44 route change cache duration (swap URL token lookups reused within it)
export const SEARCH_DEBOUNCE_MS = 500; // T03 search input debounce
export const TOKEN_PRICE_STALE_MS = 30000; // T12 token price stale after
export const TOKEN_PRICE_REUSE_MS = 10000; // T12 token price: a cached initial value reused if younger than
export const SEARCH_STALE_MS = 30000; // T13 trending and search results stale after
export const SEARCH_RETRIES = 1; // T13 trending and search results: one retry
export const REMOTE_CONFIG_STALE_MS = 60000; // T15 remote config stale after (and the banner metadata, the static host's other index)
export const BANNER_STALE_MS = 600000; // T15 a banner document stale after
export const BANNER_TICK_MS = 1000; // T08 banner countdown tick
export const MOBILE_BANNER_HIDDEN_MS = 259200000; // T22 mobile app banner hidden after a dismissal for
export const CHAIN_HEALTH_REFETCH_MS = 60000; // T35 chain status and the RPC's getSlot health refetched every
export const CHAIN_STATUS_RETRIES = 3; // T35 chain status: a failed fetch retried this many times
export const NETWORK_RETRY_MS = 1000; // T35 chain status and risk check retries apart ([I] the spec gives the counts only)
export const RISK_CHECK_RETRIES = 2; // T35 risk check: a failed fetch retried this many times
export const CHART_READINESS_CHECK_MS = 1000; // T33 chart readiness check
export const CHART_OVERLAY_DELAY_MS = 250; // T33 chart overlay removed after data ready
export const SPOT_CHART_POLL_MS = 60000; // T34 chart live polling (spot pair chart, token overview refetch)
export const TOKEN_OVERVIEW_RETRIES = 3; // T34 token overview refetch retries
export const TOKEN_OVERVIEW_RETRY_MS = 2000; // T34 token overview retries apart
export const TOKEN_LIST_RETRIES = 3; // T41 token list fetch retries, then the cached list
export const TOKEN_LIST_RETRY_MS = 1000; // T41 token list fetch retries apart
export const PRICE_MAX_AGE_MS = 432000000; // T42 price provider prices older than are dropped
export const SEARCH_CACHE_MS = 86400000; // T43 verified-symbol and asset search cache
export const PERPS_ORACLE_POLL_MS = 1000; // T27 perps oracle poll (no-cache)
export const PERPS_ORACLE_STALE_MS = 5000; // T27 oracle price stale after this long without an update
export const PERPS_SOCKET_WAIT_TRIES = 20; // T37 perps socket wait: up to 20 tries
export const PERPS_SOCKET_WAIT_MS = 500; // T37 perps socket wait: each try
export const PERPS_SOCKET_SILENCE_MS = 20000; // T38 perps price socket reconnect when silent for more than
export const PERPS_SOCKET_CHECK_MS = 10000; // T38 perps price socket checked every (while visible)
export const PERPS_FEED_AGE_REFRESH_MS = 1000; // T27 a stale price feed's age (time since its last tick) is refreshed every
export const ORACLE_CHART_RETRIES = 5; // T39 oracle chart shim and price feed history retries
export const ORACLE_CHART_RETRY_MS = 1000; // T39 oracle chart shim retries: minimum wait
export const SOCKET_RECONNECT_CAP_MS = 30000; // T50 socket reconnects back off (doubling, with jitter) up to this wait while the server keeps refusing
export const SOCKET_HEALTHY_MS = 10000; // T51 a socket open this long was healthy: the next reconnect starts from the first wait again
export const SOCKET_OPEN_TIMEOUT_MS = 10000; // T53 a market-stream or pubsub socket not open after this is given up and replaced
export const LIVE_STREAM_SILENCE_CHECK_MS = 1000; // T52 live-stream silence watchdog: checked every
export const LIVE_STREAM_STALE_MS = 10000; // T52 live stream marked stale when silent (while subscribed) for more than
export const LIVE_STREAM_SILENT_RECONNECT_MS = 20000; // T52 live stream closed and connected again when silent for more than
export const LIVE_STREAM_LATE_MS = 3000; // T79 a live-stream update frame whose newest trade is older on arrival, by more than this, than the connection's quickest was: late, not heard (a backlog goes stale and is replaced as a silence, T52)
export const PUBSUB_RECONNECT_MS = 1000; // T54 pubsub's first reconnect after a close (then the T50 backoff)
export const PUBSUB_SILENCE_CHECK_MS = 1000; // T54 pubsub silence watchdog: checked every (a slot heartbeat is held with any subscription)
export const PUBSUB_STALE_MS = 5000; // T54 pubsub marked stale when silent for more than
export const PUBSUB_SILENT_RECONNECT_MS = 10000; // T54 pubsub closed and connected again when silent for more than
export const CONNECTION_COUNTDOWN_TICK_MS = 1000; // T55 the connection indicator's countdown (next attempt, silence) refreshed every
export const RPC_BENCHMARK_MS = 5000; // T36 every RPC choice pinged with getHealth every (and given up on after as long)
export const ORDER_REQUEST_TIMEOUT_MS = 15000; // T56 Trigger and Recurring API requests (lists, builds, cancels) time out after
export const COMMAND_DEADLINE_MS = 120000; // T59 a write's overall deadline (time in an external wallet's prompt not counted): then it ends and the gate opens
export const TOKEN_METADATA_TIMEOUT_MS = 3000; // T40 a token's metadata uri (for its image) given up on after
export const PERPS_REQUEST_TIMEOUT_MS = 15000; // T57 Perps API position requests (increase, decrease, tpsl builds) time out after
export const RETRY_AFTER_CAP_MS = 60000; // T60 a server's Retry-After is obeyed up to this wait; a longer one (a day, a year) is cut to it
export const BACKUP_PROMPT_RETURN_MS = 604800000; // T61 on mainnet a dismissed key-backup prompt comes back after this long, until the key has been exported
export const TRANSACTION_PAGE_POLL_MS = 2000; // T62 the transaction page reads its transaction and status again every, until it is final
export const TRANSACTION_PAGE_SEARCH_MS = 30000; // T63 the transaction page looks for an unknown signature this long (a transaction just sent is not readable yet), then says it is not found
export const STUDIO_LAUNCH_TIMEOUT_MS = 20000; // T64 a Studio launch build (POST /studio/v1/launch, the image with it) given up on after: the launch fails and the gate opens
export const STUDIO_PAGE_POLL_MS = 2000; // T65 a Studio launch page reads its launch (curve, price, holders, creator fees) again every
export const STUDIO_PAGE_TIMEOUT_MS = 10000; // T66 a Studio read (a launch page, a wallet's launches) given up on after: a launch page shows its last launch as stale and the next T65 poll asks again
export const LEADERBOARD_REFRESH_MS = 60000; // T68 the perps leaderboard is read again every, while it is shown
export const JLP_POOL_REFRESH_MS = 5000; // T70 the JLP pool (price, AUM, weights) and the wallet's JLP position are read again every, while shown
export const JLP_TIMEOUT_MS = 15000; // T71 JLP reads and buy and sell builds (the Perps API's /jlp routes) time out after
export const VERIFY_REQUESTS_POLL_MS = 5000; // T74 the wallet's token-verification requests (their status) are read again every, while /verify shows them
export const VERIFY_REQUEST_TIMEOUT_MS = 15000; // T75 token-verification calls (the token check's market read, a request sent, the requests list) given up on after
export const LEND_POSITIONS_REFRESH_MS = 10000; // T78 a wallet's borrow positions are read again every, while shown (a liquidation is seen)
export const EAGER_READ_HANDOVER_MS = 2000; // T76 a shared stream the first render reads eagerly is kept this long after its last subscriber leaves, for the effect's subscription that follows
export const ONBOARD_STATUS_POLL_MS = 1000; // T67 a bridge transfer's or card purchase's progress read again every, until it has arrived or failed
export const ONBOARD_TIMEOUT_MS = 10000; // T69 an onboarding request (ways in, routes, quote, a transfer's start or progress) given up on after
export const ONRAMP_QUOTE_REFRESH_MS = 10000; // T72 the card quote (rate and fees) asked again every, while shown
export const ONBOARD_INPUT_DEBOUNCE_MS = 300; // T73 a typed bridge or card amount waits this long before routes or a quote are asked for it
