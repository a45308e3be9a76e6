import WebSocket from 'ws';
import { type RunningLedger, startLedger } from '../../../sim/ledger/index';
import { closeCodeAfterFrame, probe, tryUpgrade } from '../../support/accessProbe';
import { type RpcReply, post } from './helpers';

/**
 * Who may drive the ledger (sim/README.md): JSON-RPC on 8899 and pubsub on 8900 take the app's
 * origins and non-browser clients only, JSON bodies only, and bounded bodies, batches,
 * subscriptions and frames, answered with standard JSON-RPC errors.
 */
let running: RunningLedger;
let rpcPort: string;
let wsPort: string;

beforeAll(async () => {
  running = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 5, slotMs: 50 });
  rpcPort = new URL(running.rpcUrl).port;
  wsPort = new URL(running.wsUrl).port;
}, 60_000);

afterAll(async () => {
  await running?.close();
});

const RECIPIENT = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const call = (id: number | string, method = 'getHealth') => ({ jsonrpc: '2.0', id, method });

describe('who may drive the ledger: JSON-RPC on 8899', () => {
  it('gives the app origin CORS headers and answers Node without any', async () => {
    const fromApp = await post(running.rpcUrl, JSON.stringify(call(1)), { origin: 'http://127.0.0.1:4173' });
    expect(fromApp.status).toBe(200);
    expect(fromApp.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    const fromNode = await post(running.rpcUrl, JSON.stringify(call(2)));
    expect(fromNode.json()).toMatchObject({ id: 2, result: 'ok' });
    expect(fromNode.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a foreign origin with 403 and no CORS headers, its preflight too', async () => {
    const refused = await probe(running.rpcUrl, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify(call(1, 'requestAirdrop')),
    });
    expect(refused.status).toBe(403);
    expect(refused.json()).toEqual({ error: expect.stringContaining('Origin') });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await probe(running.rpcUrl, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,solana-client' },
    });
    expect(preflight.status).toBe(403);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('answers HTTP 415 to a body not declared JSON, as the validator', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await probe(running.rpcUrl, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(call(1)) });
      expect(response.status, type).toBe(415);
      expect(response.json()).toEqual({ error: 'Supplied content type is not allowed. Content-Type: application/json is required' });
    }
  });

  it('refuses a foreign Host with 403', async () => {
    const rebound = await probe(running.rpcUrl, {
      method: 'POST',
      headers: { host: `evil.example:${rpcPort}`, 'content-type': 'application/json' },
      body: JSON.stringify(call(1)),
    });
    expect(rebound.status).toBe(403);
    const local = await probe(running.rpcUrl, {
      method: 'POST',
      headers: { host: `localhost:${rpcPort}`, 'content-type': 'application/json' },
      body: JSON.stringify(call(1)),
    });
    expect(local.status).toBe(200);
  });

  it('answers a body over 1 MiB with HTTP 413 and a JSON-RPC error', async () => {
    const padded = JSON.stringify({ ...call(1), params: ['x'.repeat(1024 * 1024)] });
    const response = await post(running.rpcUrl, padded);
    expect(response.status).toBe(413);
    expect(response.json()).toEqual({ jsonrpc: '2.0', error: { code: -32600, message: 'Request too large: at most 1048576 bytes' }, id: null });
    expect((await post(running.rpcUrl, JSON.stringify(call(2)))).json()).toMatchObject({ result: 'ok' });
  });

  it('answers a batch of 100 and refuses one of 101 whole with -32600 "batch too large"', async () => {
    const hundred = (await post(running.rpcUrl, JSON.stringify(Array.from({ length: 100 }, (_, i) => call(i))))).json() as RpcReply[];
    expect(hundred).toHaveLength(100);
    expect(hundred.every((reply) => reply.result === 'ok')).toBe(true);
    const before = running.ledger.getLamports(RECIPIENT);
    const airdrops = Array.from({ length: 101 }, (_, i) => ({ ...call(i, 'requestAirdrop'), params: [RECIPIENT, 1_000_000_000] }));
    const refused = await post(running.rpcUrl, JSON.stringify(airdrops));
    expect(refused.status).toBe(200);
    expect(refused.json()).toEqual({ jsonrpc: '2.0', error: { code: -32600, message: 'batch too large: at most 100 requests' }, id: null });
    running.ledger.advance(2);
    expect(running.ledger.getLamports(RECIPIENT)).toBe(before); // none of it ran
    await post(running.rpcUrl, JSON.stringify(airdrops.slice(0, 1)));
    running.ledger.advance(2);
    expect(running.ledger.getLamports(RECIPIENT)).toBe(before + 1_000_000_000n); // as one that fits does
  });
});

/** A pubsub socket with a request helper that waits for the answer with the same id. */
const openPubsub = async () => {
  const socket = new WebSocket(running.wsUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const waiting = new Map<number, (reply: RpcReply) => void>();
  socket.on('message', (data) => {
    const reply = JSON.parse(data.toString()) as RpcReply;
    if (typeof reply.id === 'number') waiting.get(reply.id)?.(reply);
  });
  let nextId = 1;
  const request = (method: string, params: unknown[] = []) =>
    new Promise<RpcReply>((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }));
    });
  return { socket, request };
};

describe('who may drive the ledger: pubsub on 8900', () => {
  it('refuses an upgrade from a foreign Origin or Host with 403; opens for the app and for Node', async () => {
    expect(await tryUpgrade(running.wsUrl, { origin: 'https://evil.example' })).toBe(403);
    expect(await tryUpgrade(running.wsUrl, { host: `evil.example:${wsPort}` })).toBe(403);
    expect(await tryUpgrade(running.wsUrl, { origin: 'http://127.0.0.1:5173' })).toBe('open');
    expect(await tryUpgrade(running.wsUrl)).toBe('open');
    expect((await probe(`http://127.0.0.1:${wsPort}/`, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('refuses the 257th subscription on one socket with the validator’s limit error; an unsubscribe frees a place', async () => {
    const { socket, request } = await openPubsub();
    const ids: unknown[] = [];
    for (let i = 0; i < 256; i++) ids.push((await request('slotSubscribe')).result);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    const refused = await request('rootSubscribe');
    expect(refused).toEqual({
      jsonrpc: '2.0',
      error: { code: -32603, message: 'Internal Error: Subscription refused. Socket subscription limit reached (256)' },
      id: expect.any(Number),
    });
    expect((await request('slotUnsubscribe', [ids[0]])).result).toBe(true);
    expect(typeof (await request('rootSubscribe')).result).toBe('number');
    // The limit is per socket: another one has its own.
    const other = await openPubsub();
    expect(typeof (await other.request('slotSubscribe')).result).toBe('number');
    socket.terminate();
    other.socket.terminate();
  });

  it('closes a socket whose frame passes 64 KiB (1009)', async () => {
    expect(await closeCodeAfterFrame(running.wsUrl, 64 * 1024 + 1)).toBe(1009);
  });
});
