import { type Server, createServer } from 'node:http';
import { applyCors } from '../../http/cors';
import type { HttpFaults } from '../../http/faults';
import { readBody } from '../../http/json';
import type { LedgerCore } from '../core';
import { answerBody, methodsOf, parseErrorResponse } from './dispatch';

/**
 * The JSON-RPC endpoint (POST on any path, as the validator answers on '/'), with the app's CORS
 * and the fault switchboard applied per method before the answer. GET /health as the validator.
 */
const MAX_BODY = 50 * 1024 * 1024;

export const createRpcServer = (core: LedgerCore, faults?: HttpFaults): Server =>
  createServer((request, response) => {
    const reply = (status: number, body: string, type = 'application/json; charset=utf-8') => {
      if (response.headersSent) return;
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    const handle = async () => {
      if (applyCors(request, response)) return;
      if (request.method === 'GET' && (request.url ?? '/').startsWith('/health')) return reply(200, 'ok', 'text/plain; charset=utf-8');
      if (request.method !== 'POST') return reply(405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', 'text/plain; charset=utf-8');
      const text = await readBody(request, MAX_BODY).catch(() => undefined);
      if (text === undefined) return reply(413, 'Payload Too Large', 'text/plain; charset=utf-8');
      let body: unknown;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        return reply(200, JSON.stringify(parseErrorResponse()));
      }
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
  });
