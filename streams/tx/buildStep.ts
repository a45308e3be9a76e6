import type { Observable, OperatorFunction } from 'rxjs';
import { catchError, defer, of, take, throwIfEmpty } from 'rxjs';
import type { Logger } from '../core/ports';
import { TX_MESSAGES, type TxError, TxFailure, txError } from './errors';

/** The build step of a write (a command, a batch), as both declare it. */
export interface WriteBuild<B> {
  readonly label: string;
  /** A TxFailure ends the write with its error; anything else goes through `buildError`. */
  readonly build: () => Observable<B>;
  readonly buildError?: (error: unknown) => TxError;
}

/** The build's first answer; one that ends without answering is an error (`missing`: what it owed). */
export const firstBuild = <B>(write: WriteBuild<B>, missing: string): Observable<B> =>
  defer(write.build).pipe(
    take(1),
    throwIfEmpty(() => new Error(`the build step ended without ${missing}`)),
  );

const buildFailure = (write: WriteBuild<unknown>, error: unknown): TxError =>
  error instanceof TxFailure ? error.error : (write.buildError?.(error) ?? txError('unknown', TX_MESSAGES.unknown, { cause: error }));

/** A failed build is logged and ends the write in `ended(error)`: a write always reaches a final state. */
export const catchBuildFailure = <T, R>(logger: Logger, write: WriteBuild<unknown>, what: string, ended: (error: TxError) => R): OperatorFunction<T, T | R> =>
  catchError((error: unknown) => {
    logger.warn(`Building ${what} failed`, { label: write.label, error: error instanceof Error ? error.message : String(error) });
    return of(ended(buildFailure(write, error)));
  });
