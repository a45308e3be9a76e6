import type { Observable, SchedulerLike } from 'rxjs';
import type { AppConfig } from './core/config/resolveConfig';
import { type HttpClient, type HttpTransport, createHttpClient } from './core/http';
import type { KeyValueStorage, Logger } from './core/ports';
import type { SocketPort } from './core/socket';
import { createListSettings } from './market/listSettings';
import { type LiveStream, createLiveStream } from './market/liveStream';
import { type TokenLists, createTokenLists } from './market/tokenLists';
import { createConnectivity } from './shell/connectivity';

/** Everything the streams need from the outside world; main.tsx passes real ones, tests fakes. */
export interface StreamPorts {
  readonly scheduler: SchedulerLike;
  /** Where high-rate streams coalesce for the screen: the animation frame in the browser. */
  readonly frameScheduler: SchedulerLike;
  readonly transport: HttpTransport;
  readonly socket: SocketPort;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  /** The browser's online flag: current value first, then changes. */
  readonly online$: Observable<boolean>;
}

/** The one graph the app uses, built once in main.tsx and handed to React by StreamsProvider. */
export interface Streams {
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly http: HttpClient;
  readonly connectivity: ReturnType<typeof createConnectivity>;
  readonly live: LiveStream;
  readonly tokenLists: TokenLists;
  readonly listSettings: ReturnType<typeof createListSettings>;
  /** The app is going away: close sockets for good (no reconnects). */
  dispose(): void;
}

export const createStreams = (config: AppConfig, ports: StreamPorts): Streams => {
  const { scheduler, transport, logger, storage } = ports;
  const http = createHttpClient({ transport, scheduler, logger });
  const live = createLiveStream({ socket: ports.socket, url: config.endpoints.marketStream, scheduler, logger });
  return {
    config,
    logger,
    http,
    connectivity: createConnectivity({ online$: ports.online$, scheduler }),
    live,
    tokenLists: createTokenLists({ http, live, marketApi: config.endpoints.marketApi, scheduler, frameScheduler: ports.frameScheduler, logger }),
    listSettings: createListSettings({ storage, logger }),
    dispose: () => live.dispose(),
  };
};
