import type { Observable } from 'rxjs';
import { catchError, defer, map, of, shareReplay } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { LEND_TIMEOUT_MS } from '../core/timing';
import { lendTokensSchema } from '../schemas/lend';
import { NATIVE_MINT } from '../wallet/holdings';

/** mint → APY in percent. */
export type LendApys = ReadonlyMap<string, number>;

/**
 * Which tokens can earn in Lend and at what APY (spec 000 §7 Lend): APY = (rewards + supply)
 * / 100 from the basis-point rates; WSOL is left out. One request per session, 15 s timeout
 * (T16). On failure the chips simply do not show (logged), and the next subscriber tries again.
 */
export const createLendTokens = ({ http, lendApi, logger }: { http: HttpClient; lendApi: string; logger: Logger }) => {
  let apys$: Observable<LendApys> | undefined;
  const load = (): Observable<LendApys> =>
    http
      .get(`${lendApi}/lending/tokens`, { api: 'Lend API', responseName: 'lend tokens', schema: lendTokensSchema, timeoutMs: LEND_TIMEOUT_MS })
      .pipe(
        map(
          (tokens): LendApys =>
            new Map(
              tokens
                .filter((token) => token.asset.address !== NATIVE_MINT)
                .map((token) => [token.asset.address, ((token.rewardsRate ?? 0) + (token.supplyRate ?? 0)) / 100]),
            ),
        ),
      );
  return {
    apys$: defer(() => {
      apys$ ??= load().pipe(
        catchError((error: unknown) => {
          logger.warn('Lend tokens unavailable', { error: error instanceof Error ? error.message : String(error) });
          apys$ = undefined;
          return of<LendApys>(new Map());
        }),
        shareReplay({ bufferSize: 1, refCount: false }),
      );
      return apys$;
    }),
  };
};

export type LendTokens = ReturnType<typeof createLendTokens>;
