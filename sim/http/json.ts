import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_LIMIT_BYTES } from '../limits';

export const sendJson = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
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
