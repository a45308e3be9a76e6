import type { Observable } from 'rxjs';
import { catchError, map, of } from 'rxjs';
import type { HttpClient } from '../core/http';
import { HttpSchemaError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { HOLDINGS_TIMEOUT_MS } from '../core/timing';
import { balancesResponseSchema } from '../schemas/balances';

/**
 * What the send page knows of a recipient's wallet: it holds something (an address in use),
 * nothing at all (new, or never used: worth a second look before paying it), or unknown (the
 * read failed: the page then says nothing rather than something wrong).
 */
export type RecipientBalances = 'holds' | 'empty' | 'unknown';

/**
 * The recipient's balances from the balance service (Ultra `GET /balances/{address}`, spec 001
 * §3 Balance service). A body of another shape fails the schema with the spec's words,
 * 'Invalid response structure from Ultra API' (httpErrors.ts `schemaErrorMessage`), logged by
 * the client; the answer is then 'unknown'.
 */
export const recipientBalances$ = (
  { http, logger, ultraApi }: { readonly http: HttpClient; readonly logger: Logger; readonly ultraApi: string },
  address: string,
): Observable<RecipientBalances> =>
  http.get(`${ultraApi}/balances/${address}`, { api: 'Ultra API', schema: balancesResponseSchema, timeoutMs: HOLDINGS_TIMEOUT_MS }).pipe(
    map((balances): RecipientBalances => (Object.values(balances).some((entry) => entry.amount !== '0') ? 'holds' : 'empty')),
    catchError((error: unknown) => {
      // A body of another shape was logged by the client with the spec's words; anything else here.
      if (!(error instanceof HttpSchemaError))
        logger.info('Send: the recipient balances could not be read', { address, error: error instanceof Error ? error.message : String(error) });
      return of<RecipientBalances>('unknown');
    }),
  );
