import { Market } from '../sim/market/market';
import { poolOf } from '../sim/market/serialize';
import type { TokenState } from '../sim/market/token';
import { TokenListModel } from '../streams/market/tokenListModel';
import { readServerFrame } from '../streams/market/readFrame';
import { type Benchmark, round } from './harness';
import { sized } from './smoke';

const SECONDS_RECORDED = sized(20, 1);
const TOKENS = sized(500, 50);

/** Stream frames as the simulator sends them: one batched 'updates' frame per 50 ms step. */
const recordFrames = () => {
  const market = new Market({ seed: 3, now: Date.now(), tokenCount: TOKENS, rate: 100 });
  const context = () => ({ market, publicUrl: 'http://sim', now: market.now() });
  const pending = new Set<TokenState>();
  const frames: string[] = [];
  market.subscribe((event) => {
    if (event.type === 'trade') pending.add(event.token);
    if (event.type !== 'step' || pending.size === 0) return;
    const ctx = context();
    frames.push(JSON.stringify({ type: 'updates', data: [...pending].map((token) => ({ type: 'update', pool: poolOf(token, ctx, true) })) }));
    pending.clear();
  });
  const start = market.now();
  for (let t = 1; t <= SECONDS_RECORDED * 10; t++) market.advanceTo(start + t * 100);
  const snapshot = [...market.tokens()].map((token) => poolOf(token, context()));
  return { frames, snapshot, now: market.now() };
};

/**
 * Ingest cost of the token list in Node: each recorded frame parsed, validated with the frame
 * schema, merged into a 500-token list model, then the list filtered and sorted once per frame.
 * Compared with JSON.parse alone on the same frames (goal: at least half its throughput).
 */
export const listIngestBenchmark: Benchmark = {
  name: 'list-ingest',
  description: 'Token list ingest in Node: parse + validate + merge + filter + sort, vs JSON.parse alone',
  run: () => {
    const { frames, snapshot, now } = recordFrames();
    const updates = frames.reduce((sum, frame) => sum + (JSON.parse(frame) as { data: unknown[] }).data.length, 0);
    const bytes = frames.reduce((sum, frame) => sum + frame.length, 0);

    const timed = (work: () => void) => {
      work(); // warm-up
      const samples: number[] = [];
      for (let run = 0; run < 5; run++) {
        const started = process.hrtime.bigint();
        work();
        samples.push(Number(process.hrtime.bigint() - started) / 1e9);
      }
      return samples.sort((a, b) => a - b)[2] ?? 0;
    };

    let sink = 0;
    const parseOnly = timed(() => {
      for (const frame of frames) sink += (JSON.parse(frame) as { data: unknown[] }).data.length;
    });
    const pipeline = timed(() => {
      const model = new TokenListModel(false);
      model.load(snapshot);
      for (const frame of frames) {
        const reading = readServerFrame(JSON.parse(frame));
        if (!reading.ok || reading.frame.type !== 'updates') continue;
        for (const update of reading.frame.data) model.apply(update);
        sink += model.view('24h', { minLiquidity: 1000, searchExclude: ['rug'] }, 'volume', now).length;
      }
    });
    if (sink === 0) throw new Error('nothing was ingested');
    const parseRate = updates / parseOnly;
    const pipelineRate = updates / pipeline;
    return [
      { name: `frames recorded (${SECONDS_RECORDED} s of SIM_RATE=100, ${TOKENS} tokens)`, value: frames.length, unit: 'frames' },
      { name: 'pool updates in them', value: updates, unit: 'updates' },
      { name: 'average frame size', value: round(bytes / frames.length / 1024, 1), unit: 'KiB' },
      { name: 'JSON.parse alone', value: round(parseRate), unit: 'updates/s' },
      { name: 'parse + validate + merge + filter + sort', value: round(pipelineRate), unit: 'updates/s' },
      { name: 'ratio to JSON.parse alone (goal ≥ 0.5)', value: round(pipelineRate / parseRate, 2), unit: '×' },
    ];
  },
};
