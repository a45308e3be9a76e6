import type { Observable } from 'rxjs';
import { catchError, concat, exhaustMap, map, of, scan, startWith } from 'rxjs';
import type { Tx } from '../schemas/market';

export interface OlderTrades {
  readonly trades: readonly Tx[];
  /** The cursor of the next older page; undefined when the oldest was reached. */
  readonly next: string | undefined;
  readonly loading: boolean;
  /** The last page failed: scrolling again retries it. */
  readonly failed: boolean;
}

type Step =
  { readonly kind: 'loading' } | { readonly kind: 'page'; readonly txs: readonly Tx[]; readonly next: string | undefined } | { readonly kind: 'failed' };

/**
 * Older trades for an infinite list (spec 000 §7 GET /v1/txs with its cursor): each `more$`
 * (the list scrolled near its end) loads the page after the last one, one at a time (a scroll
 * while one loads is ignored), until the service says there is none. A failed page is kept to
 * retry on the next scroll. Trades already shown (the first page, live ones) are not repeated.
 */
export const olderTrades$ = (
  firstNext: string | undefined,
  more$: Observable<void>,
  page: (next: string) => Observable<{ readonly txs: readonly Tx[]; readonly next: string | undefined }>,
): Observable<OlderTrades> => {
  const initial: OlderTrades = { trades: [], next: firstNext, loading: false, failed: false };
  let cursor = firstNext;
  return more$.pipe(
    exhaustMap(() => {
      if (cursor === undefined) return of<Step>();
      const from = cursor;
      return concat(
        of<Step>({ kind: 'loading' }),
        page(from).pipe(
          map((answer): Step => {
            cursor = answer.next;
            return { kind: 'page', txs: answer.txs, next: answer.next };
          }),
          catchError(() => of<Step>({ kind: 'failed' })),
        ),
      );
    }),
    scan((state: OlderTrades, step: Step): OlderTrades => {
      if (step.kind === 'loading') return { ...state, loading: true, failed: false };
      if (step.kind === 'failed') return { ...state, loading: false, failed: true };
      const known = new Set(state.trades.map((tx) => tx.txHash));
      return { trades: [...state.trades, ...step.txs.filter((tx) => !known.has(tx.txHash))], next: step.next, loading: false, failed: false };
    }, initial),
    startWith(initial),
  );
};
