import type { Observable, SchedulerLike } from 'rxjs';
import type { AppConfig } from './core/config/resolveConfig';
import { type HttpClient, type HttpTransport, createHttpClient } from './core/http';
import type { KeyValueStorage, Logger } from './core/ports';
import { createConnectivity } from './shell/connectivity';

/** Everything the streams need from the outside world; main.tsx passes real ones, tests fakes. */
export interface StreamPorts {
  readonly scheduler: SchedulerLike;
  readonly transport: HttpTransport;
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
}

export const createStreams = (config: AppConfig, ports: StreamPorts): Streams => {
  const { scheduler, transport, logger } = ports;
  return {
    config,
    logger,
    http: createHttpClient({ transport, scheduler, logger }),
    connectivity: createConnectivity({ online$: ports.online$, scheduler }),
  };
};
