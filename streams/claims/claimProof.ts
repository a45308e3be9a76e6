import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, combineLatest, distinctUntilChanged, map, of, startWith, switchMap } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { type Claim, claimProofSchema } from './claimSchema';
import { ASR_TIMELINE, JUP_MINT } from './claimConfig';

/** spec 000 §8: what a failed claim fetch says. */
export const CLAIMS_ERROR = 'Failed to fetch user asr claims';

export type ClaimsState =
  /** Not asked: the view is closed, or the cut-off has passed. */
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly claims: readonly Claim[] }
  | { readonly status: 'error'; readonly message: string };

export interface ClaimProofDeps {
  readonly http: HttpClient;
  readonly api: string;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
  /** No proof is asked for at or after this time (ms). */
  readonly cutoffMs: number;
}

/**
 * The ASR claim proof (spec 000 §7 Orders and claims): GET /asr-claim-proof/{address}, no-cache,
 * asked only while `open$` is true (the drawer, or the claim page) and before the cut-off; each
 * opening asks again, and so does `reload$` (after a claim lands). A failure is the spec's message
 * (logged with the wallet), never an error of the stream.
 */
export const createClaimProofs = ({ http, api, scheduler, logger, cutoffMs }: ClaimProofDeps) => ({
  claims$: (address: string, open$: Observable<boolean>, reload$: Observable<unknown> = of(undefined)): Observable<ClaimsState> =>
    combineLatest([open$.pipe(distinctUntilChanged()), reload$]).pipe(
      switchMap(([open]) => {
        if (!open || scheduler.now() >= cutoffMs) return of<ClaimsState>({ status: 'idle' });
        return http
          .get(`${api}/asr-claim-proof/${encodeURIComponent(address)}`, {
            api: 'Claims API',
            responseName: 'claim proof',
            schema: claimProofSchema,
            query: { asrTimeline: ASR_TIMELINE, mints: [JUP_MINT] },
            noCache: true,
          })
          .pipe(
            map((proof): ClaimsState => ({ status: 'ready', claims: proof.claims })),
            catchError((error: unknown) => {
              logger.warn(CLAIMS_ERROR, { wallet: address, error: error instanceof Error ? error.message : String(error) });
              return of<ClaimsState>({ status: 'error', message: CLAIMS_ERROR });
            }),
            startWith<ClaimsState>({ status: 'loading' }),
          );
      }),
    ),
});

export type ClaimProofs = ReturnType<typeof createClaimProofs>;

/** Claims still to claim. */
export const openClaims = (state: ClaimsState): readonly Claim[] => (state.status === 'ready' ? state.claims.filter((claim) => !claim.claimed) : []);
