import type { Observable, SchedulerLike } from 'rxjs';
import { defer, forkJoin, map } from 'rxjs';
import type * as z from 'zod/mini';
import { type HttpTransport, createHttpClient } from '../core/http';
import { HttpSchemaError } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import type { Commitment, SolanaRpc, TokenAccount } from './ports';
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './programs';
import { RpcError } from './rpcError';
import { RPC_REQUEST_TIMEOUT_MS } from '../core/timing';
import {
  balanceSchema,
  blockHeightSchema,
  blockhashSchema,
  envelopeSchema,
  multipleAccountsSchema,
  signatureSchema,
  simulationSchema,
  statusesSchema,
  tokenAccountSchema,
  tokenAccountsSchema,
  signaturesForAddressSchema,
  transactionSchema,
} from './rpcSchemas';

export interface SolanaRpcDeps {
  readonly transport: HttpTransport;
  /** The JSON-RPC endpoint (http://127.0.0.1:8899 on the simulator). */
  readonly url: string;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

const API = 'Solana RPC';

/**
 * SolanaRpc over JSON-RPC 2.0 (POST, one request per call, zod-validated results). A JSON-RPC
 * `error` object becomes an RpcError with its code, message and data (preflight logs); HTTP
 * failures stay the HttpClient's typed errors. No retries here: the transaction engine owns
 * its resend and poll schedule, and other callers choose their own.
 */
export const createSolanaRpc = ({ transport, url, scheduler, logger }: SolanaRpcDeps): SolanaRpc => {
  const http = createHttpClient({ transport, scheduler, logger });
  let nextId = 1;

  const call = <S extends z.ZodMiniType>(method: string, params: readonly unknown[], schema: S): Observable<z.output<S>> =>
    defer(() =>
      http.post(
        url,
        { jsonrpc: '2.0', id: nextId++, method, params },
        { api: API, responseName: method, schema: envelopeSchema, timeoutMs: RPC_REQUEST_TIMEOUT_MS },
      ),
    ).pipe(
      map((body) => {
        if (body.error) throw new RpcError(method, body.error.code, body.error.message, body.error.data);
        const parsed = schema.safeParse(body.result);
        if (!parsed.success) {
          const error = new HttpSchemaError(API, url, method, parsed.error.issues);
          logger.warn(error.message, { method, issues: parsed.error.issues.slice(0, 5) });
          throw error;
        }
        return parsed.data as z.output<S>;
      }),
    );

  /** Token accounts of one program; accounts that fail to parse are logged and skipped. */
  const tokenAccountsOf = (owner: string, programId: string, commitment: Commitment) =>
    call('getTokenAccountsByOwner', [owner, { programId }, { commitment, encoding: 'jsonParsed' }], tokenAccountsSchema).pipe(
      map((items) =>
        items.flatMap((item): TokenAccount[] => {
          const parsed = tokenAccountSchema.safeParse(item);
          if (parsed.success) return [parsed.data];
          logger.warn('Skipped a token account that does not parse', { owner, issue: parsed.error.issues[0]?.message });
          return [];
        }),
      ),
    );

  return {
    getLatestBlockhash: (commitment) => call('getLatestBlockhash', [{ commitment }], blockhashSchema),
    getBlockHeight: (commitment) => call('getBlockHeight', [{ commitment }], blockHeightSchema),
    getBalance: (address, commitment) => call('getBalance', [address, { commitment }], balanceSchema),
    getTokenAccountsByOwner: (owner, commitment) =>
      forkJoin([tokenAccountsOf(owner, TOKEN_PROGRAM, commitment), tokenAccountsOf(owner, TOKEN_2022_PROGRAM, commitment)]).pipe(
        map(([classic, extensions]) => [...classic, ...extensions]),
      ),
    getMultipleAccounts: (addresses, commitment) => call('getMultipleAccounts', [addresses, { commitment, encoding: 'base64' }], multipleAccountsSchema),
    simulateTransaction: (wireBase64, { sigVerify, commitment, accounts }) =>
      call(
        'simulateTransaction',
        [
          wireBase64,
          { encoding: 'base64', sigVerify, commitment, ...(accounts && accounts.length > 0 ? { accounts: { addresses: accounts, encoding: 'base64' } } : {}) },
        ],
        simulationSchema,
      ),
    sendTransaction: (wireBase64, { skipPreflight, maxRetries, preflightCommitment }) =>
      call('sendTransaction', [wireBase64, { encoding: 'base64', skipPreflight, maxRetries, preflightCommitment }], signatureSchema),
    getSignatureStatuses: (signatures, { searchTransactionHistory }) =>
      call('getSignatureStatuses', [signatures, { searchTransactionHistory }], statusesSchema),
    getTransaction: (signature, commitment) =>
      call('getTransaction', [signature, { commitment, encoding: 'json', maxSupportedTransactionVersion: 0 }], transactionSchema),
    getSignaturesForAddress: (address, { limit }) => call('getSignaturesForAddress', [address, { commitment: 'confirmed', limit }], signaturesForAddressSchema),
  };
};
