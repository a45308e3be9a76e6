import WebSocket from 'ws';
import { type Benchmark, round } from './harness';
import { spawnSim } from './simProcess';
import { sized } from './smoke';

const TOKENS = sized(500, 50);
const RATE = Number(process.env.BENCH_SIM_RATE ?? 100);
const SECONDS = sized(10, 2);

/**
 * Stream delivery to one client: the simulator (a child process, 500 tokens, firehose rate)
 * pushes pool updates for every pool the client subscribed to. Goal: at least 5,000 updates/s.
 */
export const streamDeliveryBenchmark: Benchmark = {
  name: 'stream-delivery',
  description: `Live stream pool updates delivered to one client (${TOKENS} tokens, SIM_RATE=${RATE}, ${SECONDS} s)`,
  run: async () => {
    const sim = await spawnSim({ SIM_TOKENS: String(TOKENS), SIM_RATE: String(RATE) }, 18787);
    try {
      // Every pool any list shows: the union of the category lists.
      const lists = await Promise.all(
        [
          'toptraded',
          'recent',
          'launchpads',
          'aboutToGraduate',
          'graduated',
          'topgainer',
          'runners',
          'popular',
          'toporganicscore',
          'toptrending',
          'stocks',
        ].flatMap((category) =>
          ['24h', '1h'].map(
            async (timeframe) => ((await (await fetch(`${sim.url}/v1/pools/${category}/${timeframe}`)).json()) as { pools: { id: string }[] }).pools,
          ),
        ),
      );
      const ids = [...new Set(lists.flat().map((pool) => pool.id))];
      const socket = new WebSocket(`${sim.url.replace('http', 'ws')}/ws`);
      await new Promise((resolve) => socket.once('open', resolve));
      let counting = false;
      let updates = 0;
      let frames = 0;
      let bytes = 0;
      let parseMs = 0;
      socket.on('message', (data: Buffer) => {
        if (!counting) return;
        const started = performance.now();
        const frame = JSON.parse(data.toString()) as { type: string; data: unknown[] };
        parseMs += performance.now() - started;
        frames++;
        bytes += data.length;
        if (frame.type === 'updates') updates += frame.data.length;
      });
      socket.send(JSON.stringify({ type: 'subscribe:recent' }));
      socket.send(JSON.stringify({ type: 'subscribe:pool', pools: ids }));
      await new Promise((resolve) => setTimeout(resolve, 2000)); // warm-up
      counting = true;
      const started = performance.now();
      await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
      const seconds = (performance.now() - started) / 1000;
      counting = false;
      socket.terminate();
      return [
        { name: 'pools subscribed', value: ids.length, unit: 'pools' },
        { name: 'pool updates delivered', value: round(updates / seconds), unit: 'updates/s' },
        { name: 'frames delivered', value: round(frames / seconds), unit: 'frames/s' },
        { name: 'bytes delivered', value: round(bytes / seconds / 1e6, 2), unit: 'MB/s' },
        { name: 'client JSON.parse time', value: round((parseMs / seconds / 1000) * 100, 1), unit: '% of one core' },
      ];
    } finally {
      await sim.stop();
    }
  },
};
