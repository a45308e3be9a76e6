import { accessPolicyFromEnv } from '../../../sim/http/access';
import { allowedExtraHosts, isAllowedHost } from '../../../sim/http/allowedHosts';
import { allowedOrigins } from '../../../sim/http/allowedOrigins';
import { probe, tryUpgrade } from '../../support/accessProbe';
import { startTestSim } from '../../support/simServer';

/** The allowed origin and host lists and their environment variables (sim/README.md). */
describe('who may drive the simulator: the lists', () => {
  it('allows the app on its dev and preview ports, by IP and by name, and nothing else by default', () => {
    expect([...allowedOrigins({})].sort()).toEqual(['http://127.0.0.1:4173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://localhost:5173']);
  });

  it('follows APP_PORT for the dev server, as vite.config.ts does; preview stays on 4173', () => {
    expect([...allowedOrigins({ APP_PORT: '5200' })].sort()).toEqual([
      'http://127.0.0.1:4173',
      'http://127.0.0.1:5200',
      'http://localhost:4173',
      'http://localhost:5200',
    ]);
    expect(() => allowedOrigins({ APP_PORT: 'abc' })).toThrow(/APP_PORT/);
  });

  it('adds exact origins from SIM_ALLOWED_ORIGINS and refuses anything that is not one', () => {
    const origins = allowedOrigins({ SIM_ALLOWED_ORIGINS: ' https://app.example.test , http://10.0.0.2:5173/ ,' });
    expect(origins.has('https://app.example.test')).toBe(true);
    expect(origins.has('http://10.0.0.2:5173')).toBe(true);
    expect(origins.size).toBe(6);
    for (const entry of [
      '*',
      'https://app.example.test/path',
      'ftp://files.example.test',
      'http://user:secret@app.example.test',
      'app.example.test',
      'http://app.example.test?x=1',
    ]) {
      expect(() => allowedOrigins({ SIM_ALLOWED_ORIGINS: entry }), entry).toThrow(/SIM_ALLOWED_ORIGINS/);
    }
  });

  it('takes exact host:port values from SIM_ALLOWED_HOSTS', () => {
    expect([...allowedExtraHosts({ SIM_ALLOWED_HOSTS: 'Sim.Local:8787, [::1]:18787' })]).toEqual(['sim.local:8787', '[::1]:18787']);
    for (const entry of ['sim.local', '*:8787', 'http://sim.local:8787', 'a b:1']) {
      expect(() => allowedExtraHosts({ SIM_ALLOWED_HOSTS: entry }), entry).toThrow(/SIM_ALLOWED_HOSTS/);
    }
  });

  it('checks Host against the loopback names and the bind address on the port the connection came to', () => {
    const none = new Set<string>();
    expect(isAllowedHost('127.0.0.1:8787', 8787, '127.0.0.1', none)).toBe(true);
    expect(isAllowedHost('localhost:8787', 8787, '127.0.0.1', none)).toBe(true);
    expect(isAllowedHost('[::1]:8787', 8787, '127.0.0.1', none)).toBe(true);
    expect(isAllowedHost('localhost:8788', 8787, '127.0.0.1', none)).toBe(false);
    expect(isAllowedHost('localhost', 8787, '127.0.0.1', none)).toBe(false);
    expect(isAllowedHost('192.168.1.5:8787', 8787, '192.168.1.5', none)).toBe(true); // SIM_HOST
    expect(isAllowedHost('[fe80::1]:8787', 8787, 'fe80::1', none)).toBe(true);
    expect(isAllowedHost('0.0.0.0:8787', 8787, '0.0.0.0', none)).toBe(false); // no name a client uses
    expect(isAllowedHost('sim.local:18787', 8787, '0.0.0.0', new Set(['sim.local:18787']))).toBe(true); // a port forward
    expect(isAllowedHost(undefined, 8787, '127.0.0.1', none)).toBe(true); // HTTP/1.0: not a browser
  });

  it('a simulator started with SIM_ALLOWED_ORIGINS serves that origin, sockets included', async () => {
    const sim = await startTestSim({ tokenCount: 20, access: accessPolicyFromEnv({ SIM_ALLOWED_ORIGINS: 'https://app.example.test' }) });
    try {
      const response = await probe(`${sim.url}/health`, { headers: { origin: 'https://app.example.test' } });
      expect(response.status).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('https://app.example.test');
      expect(await tryUpgrade(`${sim.url.replace('http', 'ws')}/ws`, { origin: 'https://app.example.test' })).toBe('open');
      expect((await probe(`${sim.url}/health`, { headers: { origin: 'https://other.example.test' } })).status).toBe(403);
    } finally {
      await sim.close();
    }
  });
});
