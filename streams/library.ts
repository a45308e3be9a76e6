/**
 * `callisto/streams`: the streams layer as a library, for code outside the React app (a
 * terminal, a bot, a test). Every factory takes its ports (transport, socket, scheduler,
 * logger, storage): pass the real ones (fetch, a WebSocket class, asyncScheduler) or fakes.
 * The guide is streams/README.md; examples/live-list.ts uses it end to end.
 */
export { type Endpoints, type Profile, mainnetDefaults, simDefaults, simEndpoints } from './core/config/endpoints';
export { createFetchTransport, type FetchLike } from './core/fetchTransport';
export { type HttpClient, type HttpRequest, type HttpResponse, type HttpTransport, createHttpClient } from './core/http';
export { type KeyValueStorage, type Logger, createMemoryStorage } from './core/ports';
export { SocketError, type SocketEvent, type SocketPort } from './core/socket';
export { type SessionStatus, createSocketSession } from './core/socketSession';
export * as timing from './core/timing';
export { type WebSocketClass, webSocketPort } from './core/webSocketPort';
export { type Category, categories } from './market/categories';
export { type ConnectionStatus, type LiveStream, createLiveStream } from './market/liveStream';
export { type Prices, createPrices } from './market/prices';
export { type ListSource, type ListView, type TokenListState, type TokenLists, createTokenLists } from './market/tokenLists';
export { type Timeframe, type TokenRow, timeframes } from './market/tokenRow';
export { type Search, type SearchState, createSearch } from './search/search';
