import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip } from '../../../sim/http/json';
import { poolsResponseSchema } from '../../../streams/schemas/pool';
import { type TestSim, startTestSim } from '../../support/simServer';

let sim: TestSim;
beforeAll(async () => {
  sim = await startTestSim();
}, 30_000);
afterAll(() => sim.close());

/** A raw GET: the body as bytes and the headers as sent, nothing decoded for us. */
const rawGet = (path: string, headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const call = request(`${sim.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });

describe('the simulator compresses JSON as the real services do', () => {
  it('a list answer is gzipped for a caller that takes gzip, and reads the same', async () => {
    const plain = await rawGet('/v1/pools/toptraded/24h', {});
    const zipped = await rawGet('/v1/pools/toptraded/24h', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
    // The market moves between the two calls: the same answer, read back, in shape and size.
    const unzipped = poolsResponseSchema.parse(JSON.parse(gunzipSync(zipped.body).toString('utf8')));
    expect(unzipped.pools).toHaveLength(poolsResponseSchema.parse(JSON.parse(plain.body.toString('utf8'))).pools.length);
  });

  it('a small answer goes as it is', async () => {
    const health = await rawGet('/health', { 'accept-encoding': 'gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ ok: true });
  });

  it.each([
    ['gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['*', true],
    ['gzip;q=0', false],
    ['gzip;q=0.0, deflate', false],
    ['deflate, br', false],
    ['', false],
  ])('Accept-Encoding %j takes gzip: %s', (header, expected) => {
    expect(acceptsGzip({ headers: { 'accept-encoding': header } } as never)).toBe(expected);
  });
});
