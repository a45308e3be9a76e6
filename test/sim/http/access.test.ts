import { type RunningLedger, startLedger } from '../../../sim/ledger';
import { createLedgerBridge } from '../../../sim/ledgerBridge';
import { closeCodeAfterFrame, http10WithoutHost, probe, tryUpgrade } from '../../support/accessProbe';
import { type TestSim, startTestSim } from '../../support/simServer';

/**
 * Who may drive the simulator on 8787 (sim/README.md): the app's origins get CORS, any other
 * Origin or Host is refused, POST bodies must be declared JSON, bodies and frames are bounded.
 */
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const APP_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost:4173'];
const FOREIGN_ORIGINS = ['https://evil.example', 'http://127.0.0.1:8080', 'http://localhost:5174', 'null'];
const json = { 'content-type': 'application/json' };

let ledger: RunningLedger;
let sim: TestSim;
let port: string;

beforeAll(async () => {
  ledger = await startLedger({ host: '127.0.0.1', rpcPort: 0, wsPort: 0, seed: 11, slotMs: 100 });
  sim = await startTestSim({ tokenCount: 40, ledger: createLedgerBridge(ledger.ledger), walletLedger: ledger.ledger });
  port = new URL(sim.url).port;
}, 60_000);

afterAll(async () => {
  await sim?.close();
  await ledger?.close();
});

const wallet = (n: number) =>
  ['7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU', '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'][n] ?? '';

describe('who may drive the simulator: HTTP on 8787', () => {
  it.each(APP_ORIGINS)('gives the app origin %s CORS headers (with credentials, for search)', async (origin) => {
    const response = await probe(`${sim.url}/v1/pools/recent`, { headers: { origin } });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers.vary).toMatch(/origin/i);
    const preflight = await probe(`${sim.url}/__sim/faucet`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
  });

  it.each(FOREIGN_ORIGINS)('refuses Origin %s with 403 {error} and no CORS headers, preflights too', async (origin) => {
    const response = await probe(`${sim.url}/v1/pools/recent`, { headers: { origin } });
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({ error: expect.stringContaining('Origin') });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await probe(`${sim.url}/__sim/reset`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(403);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('lets requests without an Origin through: curl, Node, Playwright’s request fixture', async () => {
    const response = await probe(`${sim.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect((await probe(`${sim.url}/__sim/rate`, { method: 'POST', headers: json, body: '{"rate":1}' })).status).toBe(200);
    expect((await probe(`${sim.url}/v1/pools/gems`, { method: 'OPTIONS' })).status).toBe(204);
  });

  it.each([
    ['text/plain'],
    ['text/plain;charset=UTF-8'],
    ['application/x-www-form-urlencoded'],
    ['multipart/form-data; boundary=x'],
    ['application/jsonp'],
    [undefined],
  ])('answers 415 to a POST declared as %s', async (type) => {
    const response = await probe(`${sim.url}/__sim/rate`, { method: 'POST', headers: type ? { 'content-type': type } : {}, body: '{"rate":7}' });
    expect(response.status).toBe(415);
    expect(response.json()).toEqual({ error: expect.stringContaining('application/json') });
    expect((await sim.get('/__sim/status')).body).toMatchObject({ rate: 1 });
  });

  it('takes JSON with a charset or in capitals', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      expect((await probe(`${sim.url}/__sim/rate`, { method: 'POST', headers: { 'content-type': type }, body: '{"rate":1}' })).status).toBe(200);
    }
  });

  it('refuses a foreign Host (a rebound DNS name) with 403; takes 127.0.0.1, localhost and [::1] on its own port', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, '127.0.0.1:1', `localhost.evil.example:${port}`, `127.0.0.1.nip.io:${port}`]) {
      const response = await probe(`${sim.url}/v1/pools/recent`, { headers: { host } });
      expect(response.status, host).toBe(403);
      expect(response.json()).toEqual({ error: expect.stringContaining('Host') });
    }
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      expect((await probe(`${sim.url}/health`, { headers: { host } })).status, host).toBe(200);
    }
  });

  it('answers an HTTP/1.0 request without any Host (no browser sends one)', async () => {
    expect(await http10WithoutHost(sim.url, '/health')).toMatch(/^HTTP\/1\.1 200/);
  });

  it('answers 413 to a body over 1 MiB, declared or streamed, and keeps serving', async () => {
    const big = `{"address":"${'1'.repeat(1024 * 1024)}"}`;
    const declared = await fetch(`${sim.url}/__sim/faucet`, { method: 'POST', headers: json, body: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'Request body too large: at most 1048576 bytes' });
    const chunks = new ReadableStream<Uint8Array>({
      start: (controller) => {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(64 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${sim.url}/swap/v1/swap`, { method: 'POST', headers: json, body: chunks, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await sim.get('/health')).status).toBe(200);
  });
});

describe('who may drive the simulator: the switchboard and the faucet', () => {
  it('a cross-site form (text/plain, the page’s Origin) cannot reset the simulator', async () => {
    await sim.post('/__sim/rate', { rate: 3 });
    for (const type of ['text/plain', 'application/json']) {
      const response = await probe(`${sim.url}/__sim/reset`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': type }, body: '{}' });
      expect(response.status).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    // Without an Origin (not a page), text/plain is still no JSON.
    expect((await probe(`${sim.url}/__sim/reset`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })).status).toBe(415);
    expect((await sim.get('/__sim/status')).body).toMatchObject({ rate: 3 });
    await sim.post('/__sim/rate', { rate: 1 });
  });

  it('a cross-site form cannot use the faucet; the app can', async () => {
    const foreign = await probe(`${sim.url}/__sim/faucet`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ address: wallet(0) }),
    });
    expect(foreign.status).toBe(403);
    const foreignJson = await probe(`${sim.url}/__sim/faucet`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', ...json },
      body: JSON.stringify({ address: wallet(0) }),
    });
    expect(foreignJson.status).toBe(403);
    const plain = await probe(`${sim.url}/__sim/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ address: wallet(0) }),
    });
    expect(plain.status).toBe(415);
    expect(ledger.ledger.tokenBalance(wallet(0), USDC)).toBe(0n);

    // As the app sends it (streams/wallet/faucet.ts through the HTTP client: JSON, the page's Origin).
    const app = await probe(`${sim.url}/__sim/faucet`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:4173', ...json },
      body: JSON.stringify({ address: wallet(1) }),
    });
    expect(app.status).toBe(200);
    expect(app.headers['access-control-allow-origin']).toBe('http://127.0.0.1:4173');
    expect(ledger.ledger.tokenBalance(wallet(1), USDC)).toBe(1_000_000_000n);
  });

  it('the perps switchboard refuses other sites too', async () => {
    const response = await probe(`${sim.url}/__sim/perps/stall`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '{"stalled":true}',
    });
    expect(response.status).toBe(403);
  });
});

describe('who may drive the simulator: sockets on 8787', () => {
  it.each(['/ws', '/perps/ws'])('%s: refuses a foreign Origin or Host before the handshake, opens for the app and for Node', async (path) => {
    const url = `${sim.url.replace('http', 'ws')}${path}`;
    expect(await tryUpgrade(url, { origin: 'https://evil.example' })).toBe(403);
    expect(await tryUpgrade(url, { origin: 'null' })).toBe(403);
    expect(await tryUpgrade(url, { host: `evil.example:${port}` })).toBe(403);
    expect(await tryUpgrade(url, { origin: 'http://127.0.0.1:5173' })).toBe('open');
    expect(await tryUpgrade(url, { origin: 'http://localhost:4173' })).toBe('open');
    expect(await tryUpgrade(url)).toBe('open');
  });

  it('closes a socket whose client frame passes its limit (1009)', async () => {
    const ws = sim.url.replace('http', 'ws');
    expect(await closeCodeAfterFrame(`${ws}/ws`, 256 * 1024 + 1)).toBe(1009);
    expect(await closeCodeAfterFrame(`${ws}/perps/ws`, 16 * 1024 + 1)).toBe(1009);
  });
});
