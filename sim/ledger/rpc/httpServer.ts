import { type Server, createServer } from 'node:http';
import { keepIdleConnections } from '../../http/keepAlive';
import type { AccessGuard } from '../../http/access';
import type { HttpFaults } from '../../http/faults';
import { BodyTooLargeError, readBody } from '../../http/json';
import { BODY_LIMIT_BYTES } from '../../limits';
import type { LedgerCore } from '../core';
import { answerBody, batchTooLargeResponse, bodyTooLargeResponse, methodsOf, parseErrorResponse } from './dispatch';

/**
 * The JSON-RPC endpoint (POST on any path, as the validator answers on '/'), behind the access
 * guard (the app's CORS, Host and Origin checks, JSON content type only), with the fault
 * switchboard applied per method before the answer. GET /health as the validator.
 */
export const createRpcServer = (core: LedgerCore, guard: AccessGuard, faults?: HttpFaults): Server =>
  keepIdleConnections(
    createServer((request, response) => {
      const reply = (status: number, body: string, type = 'application/json; charset=utf-8', headers: Record<string, string> = {}) => {
        if (response.headersSent) return;
        response.writeHead(status, { 'content-type': type, ...headers });
        response.end(body);
      };
      const handle = async () => {
        if (guard.screenRequest(request, response)) return;
        if (request.method === 'GET' && (request.url ?? '/').startsWith('/health')) return reply(200, 'ok', 'text/plain; charset=utf-8');
        if (request.method !== 'POST') return reply(405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', 'text/plain; charset=utf-8');
        // 413 as the validator answers, with a JSON-RPC error as the body.
        const text = await readBody(request, BODY_LIMIT_BYTES).catch((error: unknown) => {
          if (error instanceof BodyTooLargeError) return undefined;
          throw error;
        });
        if (text === undefined) return reply(413, JSON.stringify(bodyTooLargeResponse(BODY_LIMIT_BYTES)), undefined, { connection: 'close' });
        let body: unknown;
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          return reply(200, JSON.stringify(parseErrorResponse()));
        }
        const refusedBatch = batchTooLargeResponse(body);
        if (refusedBatch) return reply(200, JSON.stringify(refusedBatch));
        if (faults) {
          for (const method of methodsOf(body)) if (await faults.intercept(`rpc:${method}`, response)) return;
        }
        const answer = answerBody(core, body);
        reply(200, answer === undefined ? '' : JSON.stringify(answer));
      };
      handle().catch((error: unknown) => {
        console.error('[sim ledger] rpc request failed:', error);
        reply(500, JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
      });
    }),
  );
