import type { Observable, SchedulerLike } from 'rxjs';
import { filter, map } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import type { SocketPort } from '../core/socket';
import type { Portfolios } from '../portfolio/portfolio';
import type { PerpPosition } from '../portfolio/types';
import type { TransactionEngine } from '../tx/engine';
import { type PerpsHistory, createPerpsHistory } from './history';
import { type LiveCandles, createLiveCandles } from './liveCandles';
import type { PerpsMarket } from './markets';
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
  readonly engine: Pick<TransactionEngine, 'execute'>;
  readonly portfolios: Pick<Portfolios, 'portfolio$'>;
  /** Page visibility: the current value first, then changes. */
  readonly visible$: Observable<boolean>;
  readonly endpoints: PerpsEndpoints;
  /** After a position request lands: refetch the owner's portfolio and holdings. */
  readonly refresh: (owner: string) => void;
}

export interface Perps {
  readonly oracle: OraclePrices;
  readonly prices: PerpsPriceSocket;
  readonly history: PerpsHistory;
  readonly candles: LiveCandles;
  readonly actions: PositionActions;
  /** The wallet's open positions, from its portfolio. */
  positions$(owner: string): Observable<readonly PerpPosition[]>;
  /** A market's position lines for the chart, as changes to apply. */
  lines$(owner: string, market: PerpsMarket): Observable<PositionLineChanges>;
  dispose(): void;
}

/** The perps page's streams (spec 001 §4, §7): oracle, price socket, history and live candles, positions and their lines, actions. */
export const createPerps = (deps: PerpsDeps): Perps => {
  const { http, scheduler, logger, endpoints } = deps;
  const oracle = createOraclePrices({ http, oracleApi: endpoints.perpsOracleApi, scheduler, logger });
  const prices = createPerpsPriceSocket({ socket: deps.socket, url: endpoints.perpsStream, scheduler, logger, visible$: deps.visible$ });
  const history = createPerpsHistory({ http, chartApi: endpoints.perpsChartApi, shimApi: endpoints.oracleChartShim, scheduler, logger });
  const actions = createPositionActions({ http, perpsApi: endpoints.perpsApi, engine: deps.engine, logger, refresh: deps.refresh });
  const positions$ = (owner: string) =>
    deps.portfolios.portfolio$(owner).pipe(
      filter((state) => state.status === 'ready'),
      map((state) => state.value.perpetual.openedPositions),
    );
  return {
    oracle,
    prices,
    history,
    candles: createLiveCandles({ history, prices, scheduler }),
    actions,
    positions$,
    lines$: (owner, market) => positionLines$(positions$(owner), actions.closing$, market),
    dispose: () => prices.dispose(),
  };
};
