/**
 * `npm run bench`: runs every benchmark (or those named on the command line), prints a table
 * and writes bench/results/<name>.json. Figures, not pass/fail.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Benchmark } from './harness';
import { browserFirehoseBenchmark } from './browserFirehose.bench';
import { chartTicksBenchmark } from './chartTicks.bench';
import { installBenchmark } from './install.bench';
import { ledgerSendBenchmark } from './ledgerSend.bench';
import { listIngestBenchmark } from './listIngest.bench';
import { perpsFeedBenchmark } from './perpsFeed.bench';
import { priceBatchingBenchmark } from './priceBatching.bench';
import { streamDeliveryBenchmark } from './streamDelivery.bench';
import { streamsCoreBenchmark } from './streamsCore.bench';
import { swapLatencyBenchmark } from './swapLatency.bench';

const all: Benchmark[] = [
  streamsCoreBenchmark,
  priceBatchingBenchmark,
  listIngestBenchmark,
  streamDeliveryBenchmark,
  ledgerSendBenchmark,
  swapLatencyBenchmark,
  browserFirehoseBenchmark,
  chartTicksBenchmark,
  perpsFeedBenchmark,
  installBenchmark,
];
const wanted = process.argv.slice(2);
const selected = wanted.length === 0 ? all : all.filter((benchmark) => wanted.includes(benchmark.name));

mkdirSync('bench/results', { recursive: true });
const machine = { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length };

for (const benchmark of selected) {
  console.log(`\n${benchmark.name}: ${benchmark.description}`);
  const figures = await benchmark.run();
  console.table(figures.map((figure) => ({ figure: figure.name, value: figure.value.toLocaleString('en-US'), unit: figure.unit })));
  const result = { benchmark: benchmark.name, description: benchmark.description, measuredAt: new Date().toISOString(), machine, figures };
  writeFileSync(`bench/results/${benchmark.name}.json`, `${JSON.stringify(result, null, 2)}\n`);
}
