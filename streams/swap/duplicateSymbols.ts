import type { Observable } from 'rxjs';
import { catchError, defer, map, of, shareReplay } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';

/** At most this many symbols are believed: a longer answer is a broken or hostile service. */
const MAX_DUPLICATES = 5_000;
const duplicatesSchema = z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(MAX_DUPLICATES));

/**
 * The symbols more than one verified token carries (`GET tokens/v1/symbols/verified/duplicates`,
 * spec 001 §5, §7), upper-cased: a swap address names such a token by its mint, never by a
 * symbol that could open another token. Fetched once a session; a failure is logged and counts
 * as none (addresses then use symbols, as before), and the next subscriber tries again.
 */
export const createDuplicateSymbols = ({ http, tokensV1Api, logger }: { http: HttpClient; tokensV1Api: string; logger: Logger }) => {
  let failed = false;
  const fetched$: Observable<ReadonlySet<string>> = defer(() => {
    failed = false;
    return http.get(`${tokensV1Api}/symbols/verified/duplicates`, { api: 'Tokens API', responseName: 'duplicate symbols', schema: duplicatesSchema });
  }).pipe(
    map((symbols): ReadonlySet<string> => new Set(symbols.map((symbol) => symbol.toUpperCase()))),
    catchError((error: unknown) => {
      failed = true;
      logger.warn('Duplicate symbols unavailable; swap addresses name tokens by symbol', { error: error instanceof Error ? error.message : String(error) });
      return of<ReadonlySet<string>>(new Set());
    }),
  );
  let shared = fetched$.pipe(shareReplay({ bufferSize: 1, refCount: false }));
  return {
    symbols$: defer(() => {
      if (failed) shared = fetched$.pipe(shareReplay({ bufferSize: 1, refCount: false }));
      return shared;
    }),
  };
};

export type DuplicateSymbols = ReturnType<typeof createDuplicateSymbols>;
