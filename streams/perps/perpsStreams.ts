import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, defer, filter, map } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import type { SocketPort } from '../core/socket';
import type { Portfolios } from '../portfolio/portfolio';
import type { PerpPosition } from '../portfolio/types';
import type { TxCommands } from '../tx/command';
import { type DayStats, type FeedHealth, dayStats$, feedHealth$ } from './feedHealth';
import { type PerpsHistory, createPerpsHistory } from './history';
import { type LiveCandles, createLiveCandles } from './liveCandles';
import { type LegacyPositions, createLegacyPositions } from './legacyPositions';
import { type LivePosition, livePositions$ } from './livePositions';
import { type PerpsMarket, perpsMarketOf } from './markets';
import { type OraclePrices, createOraclePrices } from './oracle';
import { type PositionActions, createPositionActions } from './positionActions';
import { type PositionLineChanges, positionLines$ } from './positionLines';
import { type PerpsPriceSocket, createPerpsPriceSocket } from './priceSocket';

export interface PerpsEndpoints {
  /** The oracle worker: {perpsOracleApi}/doves-oracle/{feeds}. */
  readonly perpsOracleApi: string;
  /** The price feed history: {perpsChartApi}/trading-view/data. */
  readonly perpsChartApi: string;
  /** The price socket. */
  readonly perpsStream: string;
  /** The oracle chart shim (TradingView UDF). */
  readonly oracleChartShim: string;
  /** The Perps API (positions/increase, positions/decrease, tpsl). */
  readonly perpsApi: string;
}

export interface PerpsDeps {
  readonly http: HttpClient;
  readonly socket: SocketPort;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
  /** The one transaction command (gated, with its toasts and the wallet refresh). */
  readonly commands: Pick<TxCommands, 'run'>;
  readonly portfolios: Pick<Portfolios, 'portfolio$'>;
  /** Page visibility: the current value first, then changes. */
  readonly visible$: Observable<boolean>;
  readonly online$?: Observable<boolean>;
  readonly random?: () => number;
  readonly endpoints: PerpsEndpoints;
}

export interface Perps {
  readonly oracle: OraclePrices;
  readonly prices: PerpsPriceSocket;
  readonly history: PerpsHistory;
  readonly candles: LiveCandles;
  readonly actions: PositionActions;
  /** The previous engine's positions (/perps-legacy). */
  readonly legacy: LegacyPositions;
  /** A market's price feed: live, stale (with its silence), reconnecting. */
  health$(market: PerpsMarket): Observable<FeedHealth>;
  /** A market's 24 h change, high and low: hourly bars, then live prices. */
  dayStats$(market: PerpsMarket): Observable<DayStats | null>;
  /** The wallet's open positions, from its portfolio. */
  positions$(owner: string): Observable<readonly PerpPosition[]>;
  /** The same positions marked to the price socket: live mark, PnL and distance to liquidation. */
  livePositions$(owner: string): Observable<readonly LivePosition[]>;
  /** A market's position lines for the chart, as changes to apply. */
  lines$(owner: string, market: PerpsMarket): Observable<PositionLineChanges>;
  dispose(): void;
}

const DAY_MS = 86_400_000;

/** The perps page's streams (spec 001 §4, §7): oracle, price socket, history and live candles, positions and their lines, actions. */
export const createPerps = (deps: PerpsDeps): Perps => {
  const { http, scheduler, logger, endpoints } = deps;
  const oracle = createOraclePrices({ http, oracleApi: endpoints.perpsOracleApi, scheduler, logger });
  const prices = createPerpsPriceSocket({
    socket: deps.socket,
    url: endpoints.perpsStream,
    scheduler,
    logger,
    visible$: deps.visible$,
    ...(deps.online$ ? { online$: deps.online$ } : {}),
    ...(deps.random ? { random: deps.random } : {}),
  });
  const history = createPerpsHistory({ http, chartApi: endpoints.perpsChartApi, shimApi: endpoints.oracleChartShim, scheduler, logger });
  const actions = createPositionActions({ http, perpsApi: endpoints.perpsApi, commands: deps.commands, logger });
  const positions$ = (owner: string) =>
    deps.portfolios.portfolio$(owner).pipe(
      filter((state) => state.status === 'ready'),
      map((state) => state.value.perpetual.openedPositions),
    );
  // Derived streams read positions$ through the object, so a test that replaces it feeds them all.
  const perps: Perps = {
    oracle,
    prices,
    history,
    candles: createLiveCandles({ history, prices, scheduler, logger }),
    actions,
    legacy: createLegacyPositions({ http, perpsApi: endpoints.perpsApi, scheduler }),
    health$: (market) => feedHealth$({ status$: prices.status$, ticks$: prices.ticks$(market.channel), scheduler }),
    dayStats$: (market) =>
      defer(() => {
        const till = scheduler.now();
        return dayStats$(history.feedBars$(market, '1H', till - DAY_MS, till), prices.ticks$(market.channel).pipe(map((tick) => tick.priceUsd)));
      }),
    positions$,
    livePositions$: (owner) =>
      livePositions$(perps.positions$(owner), (mint) => {
        const market = perpsMarketOf(mint);
        return market ? prices.ticks$(market.channel).pipe(map((tick) => tick.priceUsd)) : EMPTY;
      }),
    lines$: (owner, market) => positionLines$(perps.positions$(owner), actions.closing$, market),
    dispose: () => prices.dispose(),
  };
  return perps;
};
