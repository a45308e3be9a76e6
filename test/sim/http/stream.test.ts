import { balancesResponseSchema } from '../../../streams/schemas/balances';
import { MALFORMED_BODY } from '../../../sim/http/faults';
import { serverFrameSchema } from '../../../streams/schemas/streamFrames';
import { type TestSim, eventually, startTestSim } from '../../support/simServer';

const SOL = 'So11111111111111111111111111111111111111112';

let sim: TestSim;
beforeAll(async () => {
  sim = await startTestSim({ rate: 20 });
}, 30_000);
afterAll(() => sim.close());

type Frame = { type: string; data?: unknown[]; message?: string };
const ofType = (frames: unknown[], type: string) => frames.filter((frame): frame is Frame => (frame as Frame).type === type);

describe('live stream socket (research §8 protocol)', () => {
  it("subscribe:recent receives a 'new' pool when a token launches", async () => {
    const { frames, send } = await sim.openSocket();
    send({ type: 'subscribe:recent' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { body } = await sim.post('/__sim/launch');
    const mint = (body as { mint: string }).mint;
    const update = await eventually(() =>
      ofType(frames, 'updates')
        .flatMap((frame) => serverFrameSchema.parse(frame).data as { type: string; pool: { baseAsset: { id: string } } }[])
        .find((item) => item.type === 'new' && item.pool.baseAsset.id === mint),
    );
    expect(update.pool.baseAsset.id).toBe(mint);
  });

  it('subscribe:pool, txns, prices and assets each get their frames, many ids per message', async () => {
    const { body } = await sim.get(`/v1/pools?assetIds=${SOL}`);
    const poolId = (body as { pools: { id: string }[] }).pools[0]?.id ?? '';
    const { frames, send } = await sim.openSocket();
    send({ type: 'subscribe:pool', pools: [poolId, 'someOtherPool'] });
    send({ type: 'subscribe:txns', assets: [SOL] });
    send({ type: 'subscribe:prices', assets: [SOL, 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'] });
    send({ type: 'subscribe:assets', assets: [SOL] });
    for (const type of ['updates', 'actions', 'prices', 'asset-updates']) {
      await eventually(() => (ofType(frames, type).length > 0 ? true : undefined), 10_000);
    }
    for (const frame of frames) expect(serverFrameSchema.safeParse(frame).success, JSON.stringify(frame).slice(0, 200)).toBe(true);
    const updates = ofType(frames, 'updates').flatMap((frame) => frame.data as { pool: { id: string; streamed: boolean } }[]);
    expect(updates.every((item) => item.pool.id === poolId && item.pool.streamed)).toBe(true);
    const trades = ofType(frames, 'actions').flatMap((frame) => frame.data as { asset: string }[]);
    expect(trades.every((trade) => trade.asset === SOL)).toBe(true);
  });

  it('unsubscribing stops the frames', async () => {
    const { frames, send } = await sim.openSocket();
    send({ type: 'subscribe:txns', assets: [SOL] });
    await eventually(() => (ofType(frames, 'actions').length > 0 ? true : undefined), 10_000);
    send({ type: 'unsubscribe:txns', assets: [SOL] });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const count = frames.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(frames.length).toBe(count);
  });

  it('a malformed frame from a client gets an error frame, and the socket stays up', async () => {
    const { frames, send, socket } = await sim.openSocket();
    send('this is not json');
    send({ type: 'subscribe:everything' });
    send({ type: 'subscribe:pool', pools: 'not-a-list' });
    await eventually(() => (ofType(frames, 'error').length === 3 ? true : undefined));
    expect(ofType(frames, 'error').map((frame) => frame.message)).toEqual([
      'Malformed frame: not JSON',
      expect.stringContaining('Malformed frame'),
      expect.stringContaining('Malformed frame'),
    ]);
    expect(socket.readyState).toBe(socket.OPEN);
    send({ type: 'subscribe:prices', assets: [SOL] });
    await eventually(() => (ofType(frames, 'prices').length > 0 ? true : undefined), 10_000);
  });
});

describe('stream switchboard', () => {
  it('sends one malformed frame to every socket on request', async () => {
    const { frames } = await sim.openSocket();
    const { body } = await sim.post('/__sim/stream/malformed');
    expect((body as { sent: number }).sent).toBeGreaterThan(0);
    const raw = await eventually(() => frames.find((frame) => typeof frame === 'string'));
    expect(() => JSON.parse(raw as string)).toThrow();
  });

  it('stalls sockets (open, silent) and resumes them', async () => {
    const { frames, send, socket } = await sim.openSocket();
    send({ type: 'subscribe:txns', assets: [SOL] });
    await eventually(() => (frames.length > 0 ? true : undefined), 10_000);
    await sim.post('/__sim/stream/stall', { stalled: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const count = frames.length;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(frames.length).toBe(count);
    expect(socket.readyState).toBe(socket.OPEN);
    await sim.post('/__sim/stream/stall', { stalled: false });
    await eventually(() => (frames.length > count ? true : undefined), 10_000);
  });

  it('closes every stream socket on request', async () => {
    const { socket } = await sim.openSocket();
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await sim.post('/__sim/stream/close');
    expect(await closed).toBe(1001);
  });
});

describe('HTTP switchboard', () => {
  it('answers the next N requests to a path with 429 and Retry-After, then recovers', async () => {
    await sim.post('/__sim/http/fail', { path: '/v1/pools', count: 2, status: 429, retryAfter: 3 });
    const first = await sim.get('/v1/pools/toptraded/1h');
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('3');
    expect((await sim.get('/v1/pools?assetIds=x')).status).toBe(429);
    expect((await sim.get('/v1/pools/toptraded/1h')).status).toBe(200);
  });

  it('answers 500 on request, and adds latency to a path', async () => {
    await sim.post('/__sim/http/fail', { path: '/price/v3', count: 1, status: 500 });
    expect((await sim.get(`/price/v3?ids=${SOL}`)).status).toBe(500);
    await sim.post('/__sim/http/latency', { path: '/price/v3', ms: 300 });
    const started = Date.now();
    expect((await sim.get(`/price/v3?ids=${SOL}`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await sim.post('/__sim/http/latency', { path: '/price/v3', ms: 0 });
  });

  it("answers 'malformed': 200 with a body of no service's shape, which the client's schema refuses, then the real answer", async () => {
    await sim.post('/__sim/http/fail', { path: '/price/v3', count: 1, status: 'malformed' });
    const rogue = await sim.get(`/price/v3?ids=${SOL}`);
    expect(rogue.status).toBe(200);
    expect(rogue.body).toEqual(MALFORMED_BODY);
    // Not even a balances map (a record of entries): what e2e uses it for.
    expect(balancesResponseSchema.safeParse(rogue.body).success).toBe(false);
    const honest = await sim.get(`/price/v3?ids=${SOL}`);
    expect(honest.status).toBe(200);
    expect(honest.body).toHaveProperty(SOL);
  });

  it('refuses bad switchboard bodies with a clear message', async () => {
    const response = await sim.post('/__sim/http/fail', { path: 'nope', count: -1, status: 418 });
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toMatch(/status/);
  });

  it('sets the trading rate, and reset restores the seed state', async () => {
    const before = new Set([...sim.market().tokens()].map((token) => token.info.mint));
    await sim.post('/__sim/launch');
    expect((await sim.post('/__sim/rate', { rate: 5 })).body).toMatchObject({ rate: 5 });
    const status = (await sim.post('/__sim/reset')).body as { tokens: number; rate: number };
    expect(status.rate).toBe(5);
    const after = new Set([...sim.market().tokens()].map((token) => token.info.mint));
    // The same seed lists the same tokens again (launched ones are gone).
    const seededBefore = [...before].filter((mint) => after.has(mint));
    expect(seededBefore.length).toBeGreaterThanOrEqual(120);
  }, 20_000);
});
