import { createHttpClient } from '@streams/core/http';
import type { ResourceState } from '@streams/core/cachedResource';
import { perpsMarkets } from '@streams/perps/markets';
import { type PerpsDeps, createPerps } from '@streams/perps/perpsStreams';
import type { PerpPosition, Portfolio } from '@streams/portfolio/types';
import type { TxCommand } from '@streams/tx/command';
import { EMPTY, type Observable, catchError, ignoreElements, map, startWith } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeSocket } from '../../support/fakeSocket';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createSigner } from '../tx/fixtures';

const endpoints = {
  perpsOracleApi: 'http://oracle.test',
  perpsChartApi: 'http://chart.test',
  perpsStream: 'ws://prices.test/ws',
  oracleChartShim: 'http://shim.test',
  perpsApi: 'http://perps-api.test/v2',
};

const priceFrame = (channel: string, price: number, timestamp: number) => JSON.stringify({ type: 'price', channel, price, timestamp });

/** A SOL long as the portfolio serves it: entry 100, size $1,000 on $200, PnL after $1.50 of fees at the service's mark of 110. */
const position = (overrides: Partial<PerpPosition> = {}): PerpPosition => ({
  positionKey: 'P1',
  side: 'Long',
  tokenMint: perpsMarkets.SOL.mint,
  collateralMint: null,
  entryPrice: 100,
  currentPrice: 110,
  positionSize: 1000,
  initialCollateralValue: 200,
  currentCollateralValue: 298.5,
  pnlUsd: 98.5,
  pnlPercentage: 49.25,
  liquidationPrice: 81.65,
  leverage: 5,
  takeProfitTriggerPrice: null,
  stopLossTriggerPrice: null,
  openedAt: null,
  ...overrides,
});

const emptyBook = { totalWorth: 0, activeOrders: [] };
const portfolioWith = (openedPositions: readonly PerpPosition[]): Portfolio => ({
  totalNetWorth: 0,
  walletBalance: { totalWorth: 0, balances: [] },
  perpetual: { totalWorth: 0, openedPositions },
  limitOrder: emptyBook,
  dollarCostAverage: emptyBook,
  valueAverage: emptyBook,
  vote: { lockedTokens: 0, totalWorth: 0 },
  lend: { totalWorth: 0, totalPositions: 0, earnPositions: [], borrowPositions: [] },
  tokenInfo: {},
});
const ready = (openedPositions: readonly PerpPosition[]): ResourceState<Portfolio> => ({
  status: 'ready',
  value: portfolioWith(openedPositions),
  updatedAt: 0,
  stale: false,
  refreshing: false,
});

/** Bars of the price feed, as the service sends them (time in ms). */
const feedBars = {
  result: [
    { time: 1_000_000, open: 100, high: 110, low: 95, close: 105, volume: 1 },
    { time: 4_600_000, open: 105, high: 120, low: 100, close: 115, volume: 2 },
  ],
};

interface SetupOptions {
  readonly connections?: readonly string[];
  readonly messages?: Record<string, string>;
  readonly portfolio?: string;
  readonly portfolioStates?: Record<string, ResourceState<Portfolio>>;
  readonly online$?: Observable<boolean>;
  readonly random?: () => number;
}

const setup = (m: MarbleContext, options: SetupOptions = {}) => {
  const logger = createRecordingLogger();
  const http$ = createFakeTransport((request) => {
    if (request.url.startsWith(endpoints.perpsChartApi)) return m.cold('-(r|)', { r: jsonResponse(feedBars) });
    if (request.url.startsWith(endpoints.oracleChartShim)) return m.cold('-(r|)', { r: jsonResponse({ supported_resolutions: ['1', '60'] }) });
    if (request.url.startsWith(endpoints.perpsOracleApi))
      return m.cold('-(r|)', { r: jsonResponse([{ feedId: 'solusd', price: '17250000000', expo: -8, timestamp: 1_700_000_000 }]) });
    return m.cold('-');
  });
  const http = createHttpClient({ transport: http$.transport, scheduler: m.scheduler, logger });
  const fakeSocket = createFakeSocket(m, options.connections ?? ['o'], {
    s: priceFrame('solusd', 120, 4_700_000),
    t: priceFrame('solusd', 90, 4_710_000),
    ...options.messages,
  });
  const dialled: string[] = [];
  const owners: string[] = [];
  const ran: TxCommand[] = [];
  const deps: PerpsDeps = {
    http,
    socket: (url) => {
      dialled.push(url);
      return fakeSocket.socket(url);
    },
    scheduler: m.scheduler,
    logger,
    commands: {
      run: (command) => {
        ran.push(command);
        // the build's request is what this wiring is about; the Perps API never answers here
        return command.build().pipe(
          ignoreElements(),
          catchError(() => EMPTY),
        );
      },
    },
    portfolios: {
      portfolio$: (owner) => {
        owners.push(owner);
        return m.cold(options.portfolio ?? '10ms r', options.portfolioStates ?? { r: ready([position()]) });
      },
    },
    visible$: m.hot('t', { t: true }),
    ...(options.online$ ? { online$: options.online$ } : {}),
    ...(options.random ? { random: options.random } : {}),
    endpoints,
  };
  const perps = createPerps(deps);
  return { perps, logger, requests: http$.requests, dialled, owners, ran, connections: fakeSocket.connections, sent$: fakeSocket.sent$ };
};

describe('perps streams: the wallet positions', () => {
  it(
    'positions$ gives the owner’s open positions once the portfolio is ready; loading and failed portfolio states show nothing',
    marbles((m) => {
      const positions = [position(), position({ positionKey: 'P2', side: 'Short' })];
      const { perps, owners } = setup(m, {
        portfolio: 'l 4ms e 4ms r 9ms z',
        portfolioStates: {
          l: { status: 'loading' },
          e: { status: 'error', error: new Error('Portfolio API unavailable'), last: undefined },
          r: ready(positions),
          z: ready([]),
        },
      });
      m.expect(perps.positions$('Wallet1')).toBeObservable('10ms a 9ms b', { a: positions, b: [] });
      m.flush();
      expect(owners).toEqual(['Wallet1']);
    }),
  );

  it(
    'livePositions$ marks a SOL position to the solusd price: PnL moves with each tick; a position on another market keeps the service’s figures',
    marbles((m) => {
      const other = position({ positionKey: 'X1', tokenMint: 'NotAPerpsMarketMint1111111111111111111111111' });
      const { perps, sent$ } = setup(m, { connections: ['o 9ms s 9ms t'], portfolioStates: { r: ready([position(), other]) } });
      const sentTypes: string[] = [];
      sent$.subscribe((sent) => sentTypes.push(JSON.stringify(sent.frame)));
      const pnl = (rows: readonly { readonly positionKey: string; readonly pnlUsd: number; readonly currentPrice: number }[]) =>
        rows.map((row) => `${row.positionKey}:${row.currentPrice}:${Math.round(row.pnlUsd * 100) / 100}`).join(' ');
      m.expect(perps.livePositions$('Wallet1').pipe(map(pnl)), '^ 50ms !').toBeObservable('10ms a 9ms b 9ms c', {
        // the service's own figures until the first tick
        a: 'P1:110:98.5 X1:110:98.5',
        // 1000 × (120 − 100) / 100 − 1.50
        b: 'P1:120:198.5 X1:110:98.5',
        // 1000 × (90 − 100) / 100 − 1.50
        c: 'P1:90:-101.5 X1:110:98.5',
      });
      m.flush();
      // only SOL's channel is held: the other market has no price channel
      expect(sentTypes).toEqual(['{"type":"subscribe","channels":["solusd"]}', '{"type":"unsubscribe","channels":["solusd"]}']);
    }),
  );

  it(
    'lines$ draws the market’s position lines, and closing a position through the actions relabels its entry line “Closing …” and posts the close to the Perps API',
    marbles((m) => {
      const { perps, ran, requests } = setup(m);
      const { signer } = createSigner(() => m.cold('-'));
      m.scheduler.schedule(() => void perps.actions.close({ signer, positionKey: 'P1', label: 'Long 5.0x' }).subscribe(), 20);
      const labels = map((changes: { readonly create: readonly { readonly label: string }[]; readonly update: readonly { readonly label: string }[] }) => ({
        create: changes.create.map((line) => line.label),
        update: changes.update.map((line) => line.label),
      }));
      m.expect(perps.lines$('Wallet1', perpsMarkets.SOL).pipe(labels), '^ 30ms !').toBeObservable('10ms a 9ms b', {
        a: { create: ['Long 5.0x', 'Liq.'], update: [] },
        b: { create: [], update: ['Closing Long 5.0x...', 'Liq.'] },
      });
      // a market without positions draws nothing
      m.expect(perps.lines$('Wallet1', perpsMarkets.BTC), '^ 30ms !').toBeObservable('');
      m.flush();
      expect(ran.map((command) => command.label)).toEqual(['Close Long 5.0x']);
      expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['POST http://perps-api.test/v2/positions/decrease']);
      expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ walletAddress: signer.publicKey, positionPubkey: 'P1', entirePosition: true });
    }),
  );
});

describe('perps streams: prices, health and the day’s stats', () => {
  it(
    'the price socket is dialled at the perps stream URL and a market’s ticks come through it; dispose closes it and ends the ticks',
    marbles((m) => {
      const { perps, dialled, connections } = setup(m, { connections: ['o 9ms s'] });
      m.scheduler.schedule(() => perps.dispose(), 30);
      m.expect(perps.prices.ticks$('solusd').pipe(map((tick) => tick.priceUsd)), '^ 40ms !').toBeObservable('10ms a 19ms |', { a: 120 });
      m.flush();
      expect(dialled).toEqual(['ws://prices.test/ws']);
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('^ 29ms !');
    }),
  );

  it(
    'while the browser is offline the price socket is not dialled; it is dialled as soon as the browser is back online',
    marbles((m) => {
      const { perps, dialled, connections } = setup(m, { online$: m.cold('100ms t', { t: true }).pipe(startWith(false)) });
      m.expect(perps.health$(perpsMarkets.SOL), '^ 200ms !').toBeObservable('c 99ms l', { c: { status: 'connecting' }, l: { status: 'live' } });
      m.flush();
      expect(dialled).toEqual(['ws://prices.test/ws']);
      m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('100ms ^ 100ms !');
    }),
  );

  it(
    'the reconnect backoff’s jitter comes from the given random source: the second retry after 10 s + 0.5 × 10 s',
    marbles((m) => {
      const { perps, connections } = setup(m, { connections: ['c', 'c', 'o'], random: () => 0.5 });
      m.expect(perps.prices.ticks$('solusd'), '^ 26000ms !').toBeObservable('');
      m.flush();
      m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('10000ms (^!)');
      m.expect(connections[2] ?? m.cold('')).toHaveSubscriptions('25000ms ^ 1000ms !');
    }),
  );

  it(
    'health$ reads the market’s feed: connecting, live once the socket opens, stale after 5 s without a SOL price',
    marbles((m) => {
      const { perps } = setup(m, { connections: ['5ms o 1ms s'] });
      m.expect(perps.health$(perpsMarkets.SOL), '^ 5010ms !').toBeObservable('c 4ms l 5001ms s', {
        c: { status: 'connecting' },
        l: { status: 'live' },
        s: { status: 'stale', silentMs: 5000, lastTickAt: 7 },
      });
    }),
  );

  it(
    'dayStats$ asks the price feed for the last 24 h of hourly bars up to now, then moves with live prices',
    marbles((m) => {
      const { perps, requests } = setup(m, { connections: ['o 19ms s'] });
      m.expect(perps.dayStats$(perpsMarkets.SOL), '100ms ^ 50ms !').toBeObservable('100ms n a 19ms b', {
        n: null,
        // first open 100, last close 115
        a: { changePct: 15, high: 120, low: 95 },
        // a live 120 after the bars: +20 %, no new high
        b: { changePct: 20, high: 120, low: 95 },
      });
      m.flush();
      expect(requests[0]?.url).toBe('http://chart.test/trading-view/data?feed=SOLUSD&type=1H&from=-86399900&till=100');
    }),
  );

  it(
    'candles$ loads the market’s history from the price feed, then draws its live prices',
    marbles((m) => {
      const { perps } = setup(m, { connections: ['o 19ms s'] });
      m.expect(perps.candles.candles$(perpsMarkets.SOL, '1H').pipe(map((event) => event.type)), '^ 50ms !').toBeObservable('l a 19ms b', {
        l: 'loading',
        a: 'history',
        b: 'bar',
      });
    }),
  );
});

describe('perps streams: the oracle and the chart shim', () => {
  it(
    'the oracle is polled at the oracle worker’s URL and its SOL reading becomes a USD quote',
    marbles((m) => {
      const { perps, requests } = setup(m);
      m.expect(perps.oracle.quote$('solusd').pipe(map((quote) => quote.priceUsd)), '^ 10ms !').toBeObservable('-a', { a: 172.5 });
      m.flush();
      expect(requests[0]?.url).toBe('http://oracle.test/doves-oracle/btcusd,ethusd,solusd,usdcusd,usdtusd');
    }),
  );

  it(
    'the chart history asks the chart shim at its own base URL',
    marbles((m) => {
      const { perps, requests } = setup(m);
      m.expect(perps.history.shimConfig$()).toBeObservable('l(r|)', {
        l: { status: 'loading' },
        r: { status: 'ready', value: { supported_resolutions: ['1', '60'] } },
      });
      m.flush();
      expect(requests[0]?.url).toBe('http://shim.test/config');
    }),
  );
});
