import { NEVER, Subject, VirtualTimeScheduler, of, takeUntil } from 'rxjs';
import { z } from 'zod';
import { batchKeys } from '../streams/core/batchKeys';
import { priceBatchPolicy } from '../streams/core/batchPolicies';
import { createHttpClient } from '../streams/core/http';
import { createKeyedRefCount } from '../streams/core/keyedRefCount';
import { silentLogger } from '../streams/core/ports';
import { toQueryString } from '../streams/core/query';
import { type Benchmark, opsPerSecond, round } from './harness';

const mints = Array.from({ length: 50 }, (_, i) => `Mint${i.toString().padStart(40, '0')}`);

const queryRate = () =>
  opsPerSecond(20_000, () => {
    for (let i = 0; i < 20_000; i++) toQueryString({ ids: mints, limit: 50, verified: true, from: undefined, at: new Date(0) });
  });

const refCountRate = () =>
  opsPerSecond(100_000, () => {
    const scheduler = new VirtualTimeScheduler();
    const refs = createKeyedRefCount<string>({ scheduler, releaseDelayMs: 100, logger: silentLogger, acquire: () => undefined, release: () => undefined });
    const background = mints.map((mint) => refs.hold([mint]).subscribe());
    for (let i = 0; i < 100_000; i++)
      refs
        .hold([mints[i % 50] ?? '', `k${i % 500}`])
        .subscribe()
        .unsubscribe();
    scheduler.flush();
    for (const subscription of background) subscription.unsubscribe();
  });

const batchRate = () =>
  opsPerSecond(200_000, () => {
    const scheduler = new VirtualTimeScheduler();
    const keys = new Subject<string>();
    let chunks = 0;
    keys.pipe(batchKeys(priceBatchPolicy, scheduler), takeUntil(NEVER)).subscribe(() => chunks++);
    for (let i = 0; i < 200_000; i++) {
      keys.next(`k${i % 1000}`);
      if (i % 1000 === 999) scheduler.flush(); // close the window every 1,000 keys
    }
    scheduler.flush();
    if (chunks === 0) throw new Error('batching emitted nothing');
  });

const assets = z.array(z.object({ id: z.string(), symbol: z.string(), usdPrice: z.number().optional() }));
const body = mints.map((id, i) => ({ id, symbol: `T${i}`, usdPrice: i * 1.5 }));

const httpRate = () => {
  const http = createHttpClient({
    transport: () => of({ status: 200, statusText: 'OK', headers: {}, body }),
    scheduler: new VirtualTimeScheduler(),
    logger: silentLogger,
  });
  return opsPerSecond(10_000, () => {
    for (let i = 0; i < 10_000; i++) http.get('http://sim/v1/assets', { api: 'Market API', schema: assets, query: { ids: mints } }).subscribe();
  });
};

export const streamsCoreBenchmark: Benchmark = {
  name: 'streams-core',
  description: 'Throughput of the streams/core building blocks in Node (no I/O)',
  run: () => [
    { name: 'query serialisation (50 ids + 4 params)', value: round(queryRate()), unit: 'ops/s' },
    { name: 'keyed ref-count hold + release (2 keys)', value: round(refCountRate()), unit: 'ops/s' },
    { name: 'key batching (T24 policy), keys in', value: round(batchRate()), unit: 'keys/s' },
    { name: 'http client call + zod parse (50 assets)', value: round(httpRate()), unit: 'calls/s' },
  ],
};
