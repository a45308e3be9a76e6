import { RPC_BATCH_LIMIT } from '../../limits';
import type { LedgerCore } from '../core';
import { INTERNAL_ERROR, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR, RpcError } from '../errors';
import { accountMethods } from './accountMethods';
import { chainMethods } from './chainMethods';
import { type Handler, paramsArray } from './params';
import { transactionMethods } from './transactionMethods';

/**
 * JSON-RPC 2.0 over any transport: single and batch requests, notifications (no id, no answer),
 * and the standard error objects. A handler's exception is an answer, never a crash.
 */
export const methods: Record<string, Handler> = { ...chainMethods, ...accountMethods, ...transactionMethods };

type Id = string | number | null;

export interface RpcResponse {
  jsonrpc: '2.0';
  id: Id;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

const errorResponse = (id: Id, code: number, message: string, data?: unknown): RpcResponse => ({
  jsonrpc: '2.0',
  error: data === undefined ? { code, message } : { code, message, data },
  id,
});

export const parseErrorResponse = (): RpcResponse => errorResponse(null, PARSE_ERROR, 'Parse error');

/** The answer to a body over the size limit (sent with HTTP 413). */
export const bodyTooLargeResponse = (limit: number): RpcResponse => errorResponse(null, INVALID_REQUEST, `Request too large: at most ${limit} bytes`);

/** A batch over RPC_BATCH_LIMIT is refused whole, before any of it runs: one error, as for an invalid batch. */
export const batchTooLargeResponse = (body: unknown): RpcResponse | undefined =>
  Array.isArray(body) && body.length > RPC_BATCH_LIMIT
    ? errorResponse(null, INVALID_REQUEST, `batch too large: at most ${RPC_BATCH_LIMIT} requests`)
    : undefined;

interface ValidRequest {
  id: Id;
  notification: boolean;
  method: string;
  params: unknown;
}

/** The request's shape, or undefined when it is not a JSON-RPC 2.0 request. */
export const validateRequest = (value: unknown): ValidRequest | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const request = value as Record<string, unknown>;
  const { id } = request;
  if (request.jsonrpc !== '2.0' || typeof request.method !== 'string') return undefined;
  if (id !== undefined && id !== null && typeof id !== 'string' && typeof id !== 'number') return undefined;
  return { id: id ?? null, notification: !('id' in request), method: request.method, params: request.params };
};

/** Answers one request object; undefined for notifications. */
export const answer = (core: LedgerCore, value: unknown, table: Record<string, Handler> = methods): RpcResponse | undefined => {
  const request = validateRequest(value);
  if (!request) return errorResponse(null, INVALID_REQUEST, 'Invalid request');
  const handler = Object.hasOwn(table, request.method) ? table[request.method] : undefined;
  let response: RpcResponse;
  if (!handler) {
    response = errorResponse(request.id, METHOD_NOT_FOUND, 'Method not found');
  } else {
    try {
      response = { jsonrpc: '2.0', result: handler(paramsArray(request.params), core), id: request.id };
    } catch (error) {
      if (error instanceof RpcError) response = errorResponse(request.id, error.code, error.message, error.data);
      else {
        console.error(`[sim ledger] ${request.method} failed:`, error);
        response = errorResponse(request.id, INTERNAL_ERROR, 'Internal error');
      }
    }
  }
  return request.notification ? undefined : response;
};

/** The methods a body asks for, for the fault switchboard. */
export const methodsOf = (body: unknown): string[] => {
  const list = Array.isArray(body) ? body : [body];
  const names = new Set<string>();
  for (const item of list) {
    const request = validateRequest(item);
    if (request) names.add(request.method);
  }
  return [...names];
};

/** Answers a parsed body: an object, or a batch array (an empty batch is an invalid request). */
export const answerBody = (core: LedgerCore, body: unknown): RpcResponse | RpcResponse[] | undefined => {
  if (!Array.isArray(body)) return answer(core, body);
  if (body.length === 0) return errorResponse(null, INVALID_REQUEST, 'Invalid request');
  const responses = body.map((item) => answer(core, item)).filter((response): response is RpcResponse => response !== undefined);
  return responses.length === 0 ? undefined : responses;
};
