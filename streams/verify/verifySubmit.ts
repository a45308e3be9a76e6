import type { Observable } from 'rxjs';
import { catchError, map, of, startWith } from 'rxjs';
import type { HttpClient } from '../core/http';
import { HttpStatusError, serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { VERIFY_REQUEST_TIMEOUT_MS } from '../core/timing';
import { type VerifyRequestView, type VerifyText, verifySubmitAnswerSchema } from '../schemas/verify';

/** A request ready to send: the mint and the text as the rules keep it. */
export interface VerifyDraft extends VerifyText {
  readonly mint: string;
}

export type SubmitState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent'; readonly request: VerifyRequestView }
  /** The service said no (its reason shown as text): a pending request, a verified token, a field. */
  | { readonly status: 'refused'; readonly message: string }
  /** No answer, or one that made no sense: sending again may work. */
  | { readonly status: 'failed'; readonly message: string };

export const SUBMIT_FAILED = 'The request could not be sent. Try again.';

/**
 * POST /verify/v1/requests as the requester, given up on after T75. A 4xx is the service's
 * refusal with its reason; anything else fails with a plain message (logged). Never errors.
 */
export const createVerifySubmit =
  ({ http, api, logger }: { readonly http: HttpClient; readonly api: string; readonly logger: Logger }) =>
  (requester: string, draft: VerifyDraft): Observable<SubmitState> =>
    http
      .post(
        `${api}/verify/v1/requests`,
        { requester, ...draft, contact: draft.contact === '' ? undefined : draft.contact },
        { api: 'Verify API', responseName: 'verification request', schema: verifySubmitAnswerSchema, timeoutMs: VERIFY_REQUEST_TIMEOUT_MS },
      )
      .pipe(
        map((answer): SubmitState => ({ status: 'sent', request: answer.request })),
        catchError((error: unknown) => {
          if (error instanceof HttpStatusError && error.status >= 400 && error.status < 500)
            return of<SubmitState>({ status: 'refused', message: serviceMessage(error, SUBMIT_FAILED).slice(0, 300) });
          logger.warn(SUBMIT_FAILED, { mint: draft.mint, error: error instanceof Error ? error.message : String(error) });
          return of<SubmitState>({ status: 'failed', message: SUBMIT_FAILED });
        }),
        startWith<SubmitState>({ status: 'sending' }),
      );
