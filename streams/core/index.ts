/**
 * The core area's front door: what the React app and the simulator may use from streams/core/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export type { ResourceState } from './cachedResource';
export type { Profile } from './config/endpoints';
export { EXPLORERS, READS_CUSTOM_CLUSTER } from './config/explorers';
export { DEV_SERVER_MAINNET_NOTICE, resolveConfig } from './config/resolveConfig';
export { createFetchTransport, type FetchLike } from './fetchTransport';
export { CLOCK_OPTIONS } from './clockTime';
export { dateTimeFormat, LOCALE, numberFormat } from './locale';
export { createMemoryStorage, type KeyValueStorage, type Logger, silentLogger } from './ports';
export { createResilientStorage } from './resilientStorage';
export { formatUsd } from './usd';
export { type WebSocketClass, webSocketPort } from './webSocketPort';
export { appPath, type SafeLink } from './safeLink';
export { SocketError, type SocketEvent, type SocketPort } from './socket';
