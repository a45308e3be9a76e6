import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import WebSocket from 'ws';

/**
 * Requests a browser (or a rebound page) would make, with the headers fetch will not let a test
 * set: Host, Origin on an upgrade, a raw HTTP/1.0 line.
 */

export interface ProbeAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json(): unknown;
}

export const probe = (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<ProbeAnswer> =>
  new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) as unknown });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });

/** An HTTP/1.0 GET with no Host header at all; resolves to the status line. */
export const http10WithoutHost = (url: string, path: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.0\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });

/**
 * Opens a websocket with the given Origin and Host; resolves to 'open' (and closes it) or the
 * HTTP status the server refused the upgrade with.
 */
export const tryUpgrade = (url: string, headers: { origin?: string; host?: string } = {}): Promise<'open' | number> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { ...(headers.origin ? { origin: headers.origin } : {}), ...(headers.host ? { headers: { host: headers.host } } : {}) });
    socket.once('open', () => {
      socket.close();
      resolve('open');
    });
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    socket.once('error', reject);
  });

/** Opens a websocket and sends one frame of `bytes` bytes; resolves to the close code. */
export const closeCodeAfterFrame = (url: string, bytes: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => socket.send('x'.repeat(bytes)));
    socket.once('close', (code) => resolve(code));
    socket.on('error', () => undefined); // the close code is the answer
    setTimeout(() => reject(new Error('the socket stayed open')), 5_000).unref();
  });
