import type { WebSocket } from 'ws';
import type { TokenState } from '../market/token';
import type { Trade } from '../market/tokenTypes';

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
  updatesSent = 0;

  constructor(readonly socket: WebSocket) {}

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
