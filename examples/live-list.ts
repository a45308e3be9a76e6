/**
 * The top ten of a live token list in a terminal, from the simulator (or any host with the
 * same API), updated as the market moves: the streams layer used without React.
 *
 *   npm run sim                    # in one terminal (or npm start)
 *   npm run example:live-list      # in another: builds callisto/streams, then runs this
 *
 * Options: --list toptrending (any category), --timeframe 24h (5m, 1h, 6h, 24h), --tables N
 * (stop after N tables; the test uses 2), and CALLISTO_API / CALLISTO_STREAM for other hosts.
 */
import {
  type Category,
  type Logger,
  type Timeframe,
  type TokenListState,
  type TokenRow,
  categories,
  createFetchTransport,
  createHttpClient,
} from 'callisto/streams';
import { createLiveStream, createTokenLists, simDefaults, timeframes, webSocketPort } from 'callisto/streams';
import { asyncScheduler, auditTime, filter, of, take, tap } from 'rxjs';
import WebSocket from 'ws';

const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const list = (option('list') ?? 'toptrending') as Category;
const timeframe = (option('timeframe') ?? '24h') as Timeframe;
const tables = Number(option('tables') ?? Infinity);
if (!categories.includes(list) || !timeframes.includes(timeframe)) {
  console.error(`Unknown list or timeframe: choose --list from ${categories.join(', ')} and --timeframe from ${timeframes.join(', ')}`);
  process.exit(2);
}

/** The streams log through this port: warnings and errors reach the terminal, the rest is quiet. */
const logger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: (message, context) => console.warn(`warn: ${message}`, context ?? ''),
  error: (message, context) => console.error(`error: ${message}`, context ?? ''),
};

// The ports: real time, fetch and the `ws` package's WebSocket. Tests pass fakes instead.
const scheduler = asyncScheduler;
const http = createHttpClient({ transport: createFetchTransport(fetch), scheduler, logger });
const live = createLiveStream({ socket: webSocketPort(WebSocket), url: process.env.CALLISTO_STREAM ?? simDefaults.stream, scheduler, logger });
// A terminal has no animation frame: the list coalesces on the next turn of the event loop.
const lists = createTokenLists({ http, live, marketApi: process.env.CALLISTO_API ?? simDefaults.api, scheduler, frameScheduler: scheduler, logger });

const usd = (value: number | null | undefined) =>
  value === undefined || value === null
    ? '–'
    : `$${value.toLocaleString('en-US', { maximumSignificantDigits: 6, notation: value >= 1e6 ? 'compact' : 'standard' })}`;
const percent = (value: number | undefined) => (value === undefined ? '–' : `${value >= 0 ? '+' : ''}${value.toFixed(2)}%`);
const line = (row: TokenRow, rank: number) =>
  [
    `${rank + 1}`.padStart(2),
    row.asset.symbol.slice(0, 12).padEnd(12),
    usd(row.asset.usdPrice).padStart(14),
    percent(row.derived.priceChange).padStart(9),
    usd(row.asset.mcap).padStart(12),
  ].join('  ');

let printed = 0;
const print = (state: Extract<TokenListState, { status: 'ready' }>) => {
  if (process.stdout.isTTY) process.stdout.write('\x1b[2J\x1b[H');
  const when = new Date(state.updatedAt).toISOString().slice(11, 19);
  console.log(`${list} · ${timeframe} · ${state.total} tokens · ${state.connection}${state.stale ? ' (stale)' : ''} · ${when} UTC`);
  console.log(` #  ${'Symbol'.padEnd(12)}  ${'Price'.padStart(14)}  ${'Change'.padStart(9)}  ${'Market cap'.padStart(12)}`);
  state.rows.slice(0, 10).forEach((row, rank) => console.log(line(row, rank)));
  console.log('');
  printed++;
};

const subscription = lists
  .list({ category: list, timeframe }, of({ filter: {} }), of(false))
  .pipe(
    tap((state) => {
      if (state.status !== 'error') return;
      console.error(
        `Could not load the ${list} list: ${state.error instanceof Error ? state.error.message : String(state.error)}. Is the simulator running (npm run sim)?`,
      );
      process.exit(1);
    }),
    filter((state): state is Extract<TokenListState, { status: 'ready' }> => state.status === 'ready' && state.rows.length > 0),
    // A table a second at most: the live stream can move the list many times a second.
    auditTime(1000, scheduler),
    take(tables),
  )
  .subscribe({
    next: print,
    complete: () => {
      live.dispose();
      console.log(`${printed} tables`);
    },
  });

process.on('SIGINT', () => {
  subscription.unsubscribe();
  live.dispose();
  process.exit(0);
});
