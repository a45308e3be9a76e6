import { createPerpsPriceSocket } from '@streams/perps/priceSocket';
import { priceFrameSchema } from '@streams/perps/schemas';
import { asyncScheduler, firstValueFrom, of, take, toArray } from 'rxjs';
import WebSocket from 'ws';
import { createRecordingLogger } from '../../support/fakeLogger';
import { wsSocket } from '../../support/nodePorts';
import { type TestSim, eventually, startTestSim } from '../../support/simServer';

/** The perps price socket on the simulator: frames the client schema reads, several ticks a second, the stall switch. */
let sim: TestSim;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  sim = await startTestSim({ tokenCount: 40 });
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await sim?.close();
});

const open = async () => {
  const socket = new WebSocket(`${sim.url.replace('http', 'ws')}/perps/ws`);
  sockets.push(socket);
  const frames: { at: number; frame: ReturnType<typeof priceFrameSchema.parse> }[] = [];
  socket.on('message', (data) => frames.push({ at: Date.now(), frame: priceFrameSchema.parse(JSON.parse(data.toString())) }));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, frames, send: (frame: unknown) => socket.send(JSON.stringify(frame)) };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sim perps: the price socket', () => {
  it('answers a subscription and pushes several ticks a second per channel', async () => {
    const { frames, send } = await open();
    send({ type: 'subscribe', channels: ['solusd', 'btcusd'] });
    await sleep(1_100);
    expect(frames[0]?.frame).toEqual({ type: 'subscribed', channels: ['solusd', 'btcusd'] });
    const prices = frames.map((entry) => entry.frame).filter((frame) => frame.type === 'price');
    expect(prices.filter((frame) => frame.channel === 'solusd').length).toBeGreaterThanOrEqual(3);
    expect(prices.filter((frame) => frame.channel === 'btcusd').length).toBeGreaterThanOrEqual(3);
    expect(prices.filter((frame) => frame.channel === 'ethusd')).toEqual([]);
  });

  it('unknown channels and malformed frames get an error frame; the socket stays', async () => {
    const { frames, send, socket } = await open();
    send({ type: 'subscribe', channels: ['dogeusd'] });
    socket.send('not json');
    await eventually(() => (frames.length >= 3 ? true : undefined), 3000);
    expect(frames.map((entry) => entry.frame.type)).toEqual(['error', 'subscribed', 'error']);
    expect(socket.readyState).toBe(WebSocket.OPEN);
  });

  it('the switchboard stalls the socket (open but silent) and resumes it', async () => {
    const { frames, send } = await open();
    send({ type: 'subscribe', channels: ['ethusd'] });
    await eventually(() => (frames.some((entry) => entry.frame.type === 'price') ? true : undefined), 3000);
    expect((await sim.post('/__sim/perps/stall', { stalled: true })).body).toEqual({ ok: true, stalled: true });
    await sleep(300);
    const stalledAt = frames.length;
    await sleep(700);
    expect(frames.length).toBe(stalledAt);
    await sim.post('/__sim/perps/stall', { stalled: false });
    await eventually(() => (frames.length > stalledAt ? true : undefined), 3000);
  });

  it('the client gets SOL ticks through its socket port', async () => {
    const logger = createRecordingLogger();
    const prices = createPerpsPriceSocket({
      socket: wsSocket,
      url: `${sim.url.replace('http', 'ws')}/perps/ws`,
      scheduler: asyncScheduler,
      logger,
      visible$: of(true),
    });
    const ticks = await firstValueFrom(prices.ticks$('solusd').pipe(take(3), toArray()));
    prices.dispose();
    const market = sim.market();
    const sol = market.token('So11111111111111111111111111111111111111112');
    expect(ticks.every((tick) => tick.channel === 'solusd' && tick.priceUsd > 0)).toBe(true);
    expect(ticks[2]?.priceUsd).toBeCloseTo(sol ? market.priceUsd(sol) : 0, 0);
    expect(logger.messages('warn')).toEqual([]);
  });
});
