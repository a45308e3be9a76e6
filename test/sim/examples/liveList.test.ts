import { spawnSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type TestSim, startTestSim } from '../../support/simServer';

/**
 * The package entry and its example, as an engineer outside the app uses them: `npm run
 * build:streams` builds `callisto/streams` (lib/streams: the module and its types), and
 * examples/live-list.ts, importing it by that name, prints the live top ten from a simulator.
 */
const run = (command: string, args: readonly string[], env: Record<string, string> = {}) =>
  new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env, NO_COLOR: '1' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });

describe('callisto/streams and examples/live-list.ts', { timeout: 120_000 }, () => {
  let sim: TestSim;
  beforeAll(async () => {
    const build = spawnSync('npm', ['run', 'build:streams'], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    sim = await startTestSim();
  }, 120_000);
  afterAll(async () => {
    await sim?.close();
  });

  it('package.json exports the streams entry with its types, and both files are built', async () => {
    const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, { types: string; import: string }> };
    expect(exports['./streams']).toEqual({ types: './lib/streams/library.d.ts', import: './lib/streams/library.js' });
    expect(readFileSync('lib/streams/library.d.ts', 'utf8')).toContain("from './market/liveStream'");
    const library = (await import(/* @vite-ignore */ `${process.cwd()}/lib/streams/library.js`)) as Record<string, unknown>;
    for (const name of ['createHttpClient', 'createFetchTransport', 'createLiveStream', 'createTokenLists', 'createSearch', 'webSocketPort', 'timing']) {
      expect(library[name], name).toBeDefined();
    }
  });

  it('prints the top ten of the live list, then an updated table, and ends', async () => {
    const stream = `${sim.url.replace('http', 'ws')}/ws`;
    const { code, out, err } = await run('node', ['--import', 'tsx', 'examples/live-list.ts', '--tables', '2'], {
      CALLISTO_API: sim.url,
      CALLISTO_STREAM: stream,
    });
    expect(code, err).toBe(0);
    const tables = out.split('\n\n').filter((table) => table.startsWith('toptrending · 24h'));
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      const rows = table.split('\n').slice(2);
      expect(rows.map((row) => row.slice(0, 2).trim())).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
      expect(table).toMatch(/· open ·/);
    }
    expect(out.trim().endsWith('2 tables')).toBe(true);
  });

  it('says what is wrong when no service answers, and exits 1', async () => {
    const { code, err } = await run('node', ['--import', 'tsx', 'examples/live-list.ts', '--tables', '1'], {
      CALLISTO_API: 'http://127.0.0.1:9',
      CALLISTO_STREAM: 'ws://127.0.0.1:9/ws',
    });
    expect(code).toBe(1);
    expect(err).toMatch(/Could not load the toptrending list: .*Is the simulator running/);
  });
});
