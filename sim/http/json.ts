import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { BODY_LIMIT_BYTES } from '../limits';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
const GZIP_FROM_BYTES = 1024;

/** Whether the caller takes gzip: `Accept-Encoding` names gzip (or *) without refusing it by q=0. */
export const acceptsGzip = (request: IncomingMessage | undefined): boolean =>
  String(request?.headers['accept-encoding'] ?? '')
    .split(',')
    .some((entry) => {
      const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });

/**
 * A JSON answer, gzipped for a caller that takes it, as the real services' CDN does: a list of
 * a hundred pools is ~340 KB of JSON and ~40 KB on the wire, which a phone on 8 Mbps feels.
 */
export const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  if (response.headersSent) return;
  const text = JSON.stringify(body);
  const compress = text.length >= GZIP_FROM_BYTES && acceptsGzip(response.req);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    vary: [response.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '),
    ...(compress ? { 'content-encoding': 'gzip' } : {}),
    ...headers,
  });
  response.end(compress ? gzipSync(text, { level: 5 }) : text);
};

/** A body over the limit: the server answers 413 and closes the connection. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body too large: at most ${limit} bytes`);
  }
}

/**
 * Reads a request body up to `limit` bytes. A larger one (declared or streamed) is refused at
 * once with BodyTooLargeError; the rest is read and dropped, so the client, still sending,
 * gets the answer rather than a reset connection.
 */
export const readBody = (request: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const refuse = () => {
      chunks.length = 0;
      request.removeAllListeners('data');
      request.resume();
      reject(new BodyTooLargeError(limit));
    };
    if (Number(request.headers['content-length']) > limit) return refuse();
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return refuse();
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** Parses a JSON body; undefined when it is not JSON. Rejects with BodyTooLargeError past the limit. */
export const readJson = async (request: IncomingMessage): Promise<unknown> => {
  const text = await readBody(request);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
