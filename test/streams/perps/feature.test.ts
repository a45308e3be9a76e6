import { simEndpoints } from '@streams/core/config/endpoints';
import type { AppConfig } from '@streams/core/config/resolveConfig';
import type { FeatureRegistry } from '@streams/core/featureRegistry';
import { createHttpClient } from '@streams/core/http';
import type { SocketPort } from '@streams/core/socket';
import { perpsFeature } from '@streams/perps/feature';
import { perpsMarkets } from '@streams/perps/markets';
import type { Portfolios } from '@streams/portfolio/portfolio';
import type { PerpPosition } from '@streams/portfolio/types';
import type { TxCommand } from '@streams/tx/command';
import { type TxNeeds, txFeature } from '@streams/tx/feature';
import { EMPTY, map, of } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { createFakeSocket } from '../../support/fakeSocket';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createSigner } from '../tx/fixtures';

const config: AppConfig = { profile: 'sim', endpoints: simEndpoints('http://sim', 'ws://sim/ws', 'http://sim/rpc'), overrides: {} };
const position: PerpPosition = {
  positionKey: 'P1',
  side: 'Long',
  tokenMint: perpsMarkets.SOL.mint,
  collateralMint: null,
  entryPrice: 100,
  currentPrice: 110,
  positionSize: 500,
  initialCollateralValue: 100,
  currentCollateralValue: 125,
  pnlUsd: 25,
  pnlPercentage: 25,
  liquidationPrice: 82,
  leverage: 5,
  takeProfitTriggerPrice: null,
  stopLossTriggerPrice: null,
  openedAt: null,
};

/** The perps feature built from the app's shared deps: `socketPlays` are the socket's connections, as marbles (fakeSocket.ts). */
const setup = (m: MarbleContext, { random, socketPlays = [] }: { random?: () => number; socketPlays?: readonly string[] } = {}) => {
  const logger = createRecordingLogger();
  const fake = createFakeTransport(() => m.cold('(r|)', { r: jsonResponse({ error: 'busy' }, 503) }));
  const http = createHttpClient({ transport: fake.transport, scheduler: m.scheduler, logger });
  const sockets = createFakeSocket(m, socketPlays);
  const dialled: string[] = [];
  const socket: SocketPort = (url) => (dialled.push(url), sockets.socket(url));
  const commands: TxCommand[] = [];
  const asked: unknown[] = [];
  const features = {
    get: (create: unknown) => (asked.push(create), { commands: { run: (command: TxCommand) => (commands.push(command), EMPTY) } }),
    dispose: () => {},
  } as unknown as FeatureRegistry<TxNeeds>;
  const portfolios = {
    portfolio$: (owner: string) => of({ status: 'ready', value: { owner, perpetual: { openedPositions: [position] } } }),
  } as unknown as Portfolios;
  const perps = perpsFeature(
    {
      config,
      http,
      socket,
      scheduler: m.scheduler,
      logger,
      portfolios,
      visible$: m.hot('t', { t: true }),
      online$: m.hot('t', { t: true }),
      random,
    },
    features,
  );
  return { perps, requests: fake.requests, dialled, connections: sockets.connections, commands, asked };
};

describe('perps feature', () => {
  it(
    "the chart history asks the profile's price feed and chart shim, and positions come from the wallet's portfolio",
    marbles((m) => {
      const { perps, requests } = setup(m);
      perps.history.feedBars$(perpsMarkets.SOL, '1', 0, 1).subscribe();
      perps.history.shimConfig$().subscribe();
      m.expect(perps.positions$('W1')).toBeObservable('(p|)', { p: [position] });
      m.flush();
      expect(requests.slice(0, 2).map((request) => request.url)).toEqual([
        'http://sim/perps/trading-view/data?feed=SOLUSD&type=1&from=0&till=1',
        'http://sim/perps/oracle-chart/config',
      ]);
    }),
  );

  it(
    "a close runs on the transaction feature's one command, under its label, and is built by the profile's Perps API",
    marbles((m) => {
      const { perps, commands, asked, requests } = setup(m);
      expect(asked).toEqual([txFeature]);
      const { signer } = createSigner(() => m.cold('-'));
      perps.actions.close({ signer, positionKey: 'P1', label: 'Long SOL 5.0x' }).subscribe();
      expect(commands.map((command) => [command.kind, command.label])).toEqual([['perps', 'Close Long SOL 5.0x']]);
      commands[0]?.build().subscribe({ error: () => {} });
      m.flush();
      expect(requests.map((request) => [request.method, request.url, JSON.parse(request.body ?? 'null')])).toEqual([
        ['POST', 'http://sim/perps/v2/positions/decrease', { walletAddress: signer.publicKey, positionPubkey: 'P1', entirePosition: true }],
      ]);
    }),
  );

  it.each([
    [0.25, 22_500],
    [0.75, 27_500],
  ])(
    "the price socket dials the profile's stream and its reconnect jitter is the app's random source (%s: the third socket at %s ms)",
    (draw, third) =>
      void marbles((m) => {
        // The first socket closes at once; the next is dialled T38 (10 s) later and closes at once too;
        // the one after waits 10 s fixed plus the draw's share of another 10 s (T50, equal jitter).
        const { perps, dialled, connections } = setup(m, { random: () => draw, socketPlays: ['c', 'c', '-'] });
        const watched = m.time('30000ms |');
        m.expect(perps.prices.ticks$('solusd').pipe(map((tick) => tick.priceUsd)), `^ ${watched - 1}ms !`).toBeObservable('');
        m.flush();
        expect(dialled).toEqual(['ws://sim/perps/ws', 'ws://sim/perps/ws', 'ws://sim/perps/ws']);
        m.expect(connections[0] ?? m.cold('')).toHaveSubscriptions('(^!)');
        m.expect(connections[1] ?? m.cold('')).toHaveSubscriptions('10000ms (^!)');
        m.expect(connections[2] ?? m.cold('')).toHaveSubscriptions(`${third}ms ^ ${watched - 1 - third}ms !`);
      })(),
  );
});
