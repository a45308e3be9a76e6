import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, exhaustMap, map, of, scan, startWith, takeWhile, timer } from 'rxjs';
import { HttpStatusError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { ONBOARD_STATUS_POLL_MS } from '../core/timing';
import type { Transfer } from '../schemas/onboard';
import type { OnboardApi } from './onboardApi';

export type TransferWatch =
  | { readonly status: 'loading' }
  /** The service knows no such transfer (a stored id it has forgotten). */
  | { readonly status: 'not-found' }
  /** No read has answered yet; trying again. */
  | { readonly status: 'error'; readonly message: string }
  /** `stale`: the last read failed; this is the one before. */
  | { readonly status: 'ready'; readonly transfer: Transfer; readonly stale: boolean };

export const TRANSFER_READ_ERROR = 'The transfer’s progress could not be read. Trying again…';

type Read = { readonly kind: 'ok'; readonly transfer: Transfer } | { readonly kind: 'not-found' } | { readonly kind: 'failed' };

/** Whether the watch has nothing more to wait for. */
export const isSettled = (state: TransferWatch) => state.status === 'not-found' || (state.status === 'ready' && state.transfer.status !== 'pending');

/**
 * A transfer's progress as a stream: read now and every T67 until it has arrived or failed
 * (each read given up on after T69, a slow one never stacked behind another), then it
 * completes. A failed read keeps the last progress, marked stale; 404 says the service has no
 * such transfer. Never errors.
 */
export const createTransferWatch =
  ({ api, scheduler, logger }: { readonly api: Pick<OnboardApi, 'transfer'>; readonly scheduler: SchedulerLike; readonly logger: Logger }) =>
  (id: string): Observable<TransferWatch> => {
    const read = (): Observable<Read> =>
      api.transfer(id).pipe(
        map((transfer): Read => ({ kind: 'ok', transfer })),
        catchError((error: unknown) => {
          if (error instanceof HttpStatusError && error.status === 404) return of<Read>({ kind: 'not-found' });
          logger.warn('A transfer’s progress could not be read', { id, error: error instanceof Error ? error.message : String(error) });
          return of<Read>({ kind: 'failed' });
        }),
      );
    return timer(0, ONBOARD_STATUS_POLL_MS, scheduler).pipe(
      exhaustMap(read),
      scan(
        (last: TransferWatch, next: Read): TransferWatch => {
          if (next.kind === 'ok') return { status: 'ready', transfer: next.transfer, stale: false };
          if (next.kind === 'not-found') return { status: 'not-found' };
          return last.status === 'ready' ? { ...last, stale: true } : { status: 'error', message: TRANSFER_READ_ERROR };
        },
        { status: 'loading' },
      ),
      takeWhile((state) => !isSettled(state), true),
      startWith<TransferWatch>({ status: 'loading' }),
    );
  };
