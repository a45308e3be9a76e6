import type { Observable } from 'rxjs';
import { catchError, map, of, startWith } from 'rxjs';

/** A one-shot load as states: loading, then the value or the error (never an Observable error). */
export type LoadState<T> =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T } | { readonly status: 'error'; readonly error: unknown };

export const toLoadState = <T>(request$: Observable<T>): Observable<LoadState<T>> =>
  request$.pipe(
    map((value): LoadState<T> => ({ status: 'ready', value })),
    catchError((error: unknown) => of<LoadState<T>>({ status: 'error', error })),
    startWith<LoadState<T>>({ status: 'loading' }),
  );
