import type { Observable, SchedulerLike } from 'rxjs';
import { auditTime, catchError, defer, map, merge, of, scan, startWith } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import type { LiveStream } from '../market/liveStream';
import { type Tx, txsResponseSchema } from '../schemas/market';

/** Trades shown on a token page: the newest first, this many at most. */
export const TRADES_SHOWN = 100;
/** One page of /v1/txs (research §8: about 30). */
export const TRADES_PAGE = 30;

export interface TradesState {
  readonly status: 'loading' | 'ready' | 'error';
  readonly trades: readonly Tx[];
  /** Cursor of the page after the first one (for `olderTrades`); undefined at the end. */
  readonly next: string | undefined;
}

const newestFirst = (a: Tx, b: Tx) => Date.parse(b.timestamp) - Date.parse(a.timestamp);

export interface TokenTradesDeps {
  readonly http: HttpClient;
  readonly marketApi: string;
  readonly live: LiveStream;
  readonly frameScheduler: SchedulerLike;
  readonly logger: Logger;
}

/**
 * A token's trades (spec 000 §7 GET /v1/txs/{assetId}): the latest page, then live trades from
 * the txns subscription on top, de-duplicated by hash, at most one emission per frame.
 */
export const createTokenTrades = ({ http, marketApi, live, frameScheduler, logger }: TokenTradesDeps) => {
  const page = (id: string, offset?: string): Observable<{ readonly txs: readonly Tx[]; readonly next: string | undefined }> =>
    http
      .get(`${marketApi}/v1/txs/${encodeURIComponent(id)}`, {
        api: 'Market API',
        responseName: 'txs',
        schema: txsResponseSchema,
        query: { limit: TRADES_PAGE, offset },
      })
      .pipe(map((response) => ({ txs: response.txs, next: response.next ?? undefined })));

  const trades$ = (id: string): Observable<TradesState> =>
    defer(() => {
      type Event =
        | { readonly kind: 'page'; readonly txs: readonly Tx[]; readonly next: string | undefined }
        | { readonly kind: 'failed' }
        | { readonly kind: 'live'; readonly tx: Tx };
      const first$ = page(id).pipe(
        map((answer): Event => ({ kind: 'page', ...answer })),
        catchError((error: unknown) => {
          logger.warn('Token trades failed', { id, error: error instanceof Error ? error.message : String(error) });
          return of<Event>({ kind: 'failed' });
        }),
      );
      const live$ = live.txns([id]).pipe(map(({ value }): Event => ({ kind: 'live', tx: value })));
      return merge(first$, live$).pipe(
        scan(
          (state: TradesState, event: Event): TradesState => {
            if (event.kind === 'failed') return state.trades.length > 0 ? { ...state, status: 'ready' } : { ...state, status: 'error' };
            const incoming = event.kind === 'page' ? event.txs : [event.tx];
            const known = new Set(state.trades.map((tx) => tx.txHash));
            const fresh = incoming.filter((tx) => !known.has(tx.txHash));
            const trades = [...fresh, ...state.trades].sort(newestFirst).slice(0, TRADES_SHOWN);
            return {
              status: event.kind === 'page' || state.status === 'ready' ? 'ready' : state.status,
              trades,
              next: event.kind === 'page' ? event.next : state.next,
            };
          },
          { status: 'loading', trades: [], next: undefined },
        ),
        auditTime(0, frameScheduler),
        startWith<TradesState>({ status: 'loading', trades: [], next: undefined }),
      );
    });

  return {
    trades$,
    /** An older page for an infinite list: pass the `next` cursor of the state (or of the last page). */
    olderTrades: (id: string, next: string) => page(id, next),
  };
};
