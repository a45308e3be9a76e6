import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import { RPC_REQUEST_TIMEOUT_MS } from '../core/timing';
import type { BundleSender } from '../tx/types';
import { RpcError } from './rpcError';

const answerSchema = z.union([
  z.object({ result: z.string().check(z.minLength(1)) }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
]);

/**
 * The bundle engine's sendBundle (spec 001 §7, JSON-RPC): the signed transactions in base64,
 * answered with the bundle id. A refusal is an RpcError like the RPC's own, so the broadcast
 * treats both alike; each request times out with T45.
 */
export const createBundleClient = ({ http, url }: { http: HttpClient; url: string }): BundleSender => ({
  sendBundle: (transactionsBase64): Observable<string> =>
    http
      .post(
        url,
        { jsonrpc: '2.0', id: 1, method: 'sendBundle', params: [transactionsBase64, { encoding: 'base64' }] },
        { api: 'Bundle engine', responseName: 'sendBundle', schema: answerSchema, timeoutMs: RPC_REQUEST_TIMEOUT_MS },
      )
      .pipe(
        map((answer) => {
          if ('error' in answer) throw new RpcError('sendBundle', answer.error.code, answer.error.message, undefined);
          return answer.result;
        }),
      ),
});
