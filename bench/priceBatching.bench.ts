import { VirtualTimeScheduler, of } from 'rxjs';
import { createHttpClient } from '../streams/core/http';
import { silentLogger } from '../streams/core/ports';
import { createPrices } from '../streams/market/prices';
import { type Benchmark, round } from './harness';
import { sized } from './smoke';

const TOKENS = sized(1_000, 50);
const mints = Array.from({ length: TOKENS }, (_, i) => `Mint${i.toString().padStart(40, '0')}`);

/**
 * Issue 7: 1,000 distinct tokens asked for within one window (T24: 250 ms, chunks of 50) must
 * go out as exactly 20 Price API calls. Virtual time: the figure is the count, plus how long the
 * streams layer takes to batch, answer and deliver the 1,000 prices.
 */
const run = () => {
  const scheduler = new VirtualTimeScheduler();
  const calls: string[] = [];
  const http = createHttpClient({
    transport: (request) => {
      calls.push(request.url);
      const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
      return of({ status: 200, statusText: 'OK', headers: {}, body: Object.fromEntries(ids.map((id, i) => [id, { usdPrice: i + 1 }])) });
    },
    scheduler,
    logger: silentLogger,
  });
  const prices = createPrices({ http, priceApi: 'http://sim/price/v3', scheduler });
  let delivered = 0;
  const start = process.hrtime.bigint();
  let ms = 0;
  const subscriptions = mints.map((mint) =>
    prices.price$(mint).subscribe((state) => state.status === 'ready' && ++delivered === TOKENS && (ms = Number(process.hrtime.bigint() - start) / 1e6)),
  );
  // Prices refetch every 60 s while observed: leave after the first answers, then flush.
  scheduler.schedule(() => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  }, 1_000);
  scheduler.flush();
  const idsPerCall = calls.map((url) => new URL(url).searchParams.get('ids')?.split(',').length ?? 0);
  return { calls: calls.length, maxIds: Math.max(...idsPerCall), delivered, ms };
};

export const priceBatchingBenchmark: Benchmark = {
  name: 'price-batching',
  description: '1,000 distinct mints observed within one T24 window: Price API calls issued (goal: exactly 20)',
  run: () => {
    run(); // warm-up
    const result = run();
    return [
      { name: 'Price API calls for 1,000 mints', value: result.calls, unit: 'calls' },
      { name: 'largest call', value: result.maxIds, unit: 'ids' },
      { name: 'prices delivered', value: result.delivered, unit: 'prices' },
      { name: 'batch, answer and deliver 1,000 prices', value: round(result.ms, 1), unit: 'ms' },
    ];
  },
};
