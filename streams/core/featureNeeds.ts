import type { Observable, SchedulerLike } from 'rxjs';
import type { AppConfig } from './config/resolveConfig';
import type { HttpClient } from './http';
import type { KeyValueStorage, Logger } from './ports';
import type { SocketPort } from './socket';

/**
 * The shared ports any feature may ask the graph for. A feature names the ones it uses
 * (`Pick<PortNeeds, 'http' | 'config'>`, plus the area services it takes), never the graph's
 * whole dependency list: a leaf depends on what it uses, and the graph (streams/graph.ts) checks
 * that it can give it when the feature is first built.
 */
export interface PortNeeds {
  readonly config: AppConfig;
  readonly http: HttpClient;
  readonly socket: SocketPort;
  readonly scheduler: SchedulerLike;
  /** Where high-rate streams coalesce for the screen (the animation frame in the browser). */
  readonly frameScheduler: SchedulerLike;
  readonly logger: Logger;
  readonly storage: KeyValueStorage;
  /** Page visibility: current value first, then changes. */
  readonly visible$: Observable<boolean>;
  /** The browser's online flag: current value first, then changes. */
  readonly online$: Observable<boolean>;
  /** The sockets' reconnect jitter source (seeded when undefined). */
  readonly random: (() => number) | undefined;
}
