import type { WebSocket } from 'ws';
import type { TokenState } from '../market/token';
import type { Trade } from '../market/tokenTypes';
import { STREAM_PENDING_TRADES_LIMIT } from '../limits';

/** What one socket subscribed to, and what waits to go out on the next flush. */
export class StreamClient {
  recent: { launchpads: ReadonlySet<string> | undefined } | undefined;
  readonly pools = new Set<string>();
  readonly txns = new Set<string>();
  readonly prices = new Set<string>();
  readonly assets = new Set<string>();

  /** Pending updates by token, with the kind that wins (new > graduated > update). */
  readonly pendingPools = new Map<TokenState, 'new' | 'update' | 'graduated'>();
  readonly pendingTrades: { token: TokenState; trade: Trade }[] = [];
  readonly pendingPrices = new Map<TokenState, Trade>();
  readonly pendingAssets = new Set<TokenState>();
  framesSent = 0;
  /** Flushes skipped while the socket's send buffer was over the slow-consumer mark (limits.ts). */
  flushesSkipped = 0;
  updatesSent = 0;

  constructor(readonly socket: Pick<WebSocket, 'readyState' | 'OPEN' | 'bufferedAmount' | 'send' | 'close' | 'terminate'>) {}

  /** One frame to this socket, if it is still open. */
  send(frame: unknown) {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(JSON.stringify(frame));
    this.framesSent++;
  }

  wantsRecent(token: TokenState) {
    if (!this.recent) return false;
    const launchpads = this.recent.launchpads;
    return !launchpads || launchpads.size === 0 || launchpads.has(token.info.launchpad ?? '');
  }

  queuePool(token: TokenState, kind: 'new' | 'update' | 'graduated') {
    const current = this.pendingPools.get(token);
    if (current === 'new' || (current === 'graduated' && kind === 'update')) return;
    this.pendingPools.set(token, kind);
  }

  /** Trades wait in order; past the limit (a slow consumer) the oldest go. */
  queueTrade(token: TokenState, trade: Trade) {
    this.pendingTrades.push({ token, trade });
    if (this.pendingTrades.length > STREAM_PENDING_TRADES_LIMIT) this.pendingTrades.splice(0, this.pendingTrades.length - STREAM_PENDING_TRADES_LIMIT);
  }

  hasPending() {
    return this.pendingPools.size > 0 || this.pendingTrades.length > 0 || this.pendingPrices.size > 0 || this.pendingAssets.size > 0;
  }

  clearPending() {
    this.pendingPools.clear();
    this.pendingTrades.length = 0;
    this.pendingPrices.clear();
    this.pendingAssets.clear();
  }
}
