/**
 * `npm run bench`: runs every benchmark (or those named on the command line), prints a table
 * and writes bench/results/<name>.json. Figures, not pass/fail. `npm run bench:smoke` runs a
 * tiny version of each (bench/smoke.ts) and fails if one throws or leaves a figure without a
 * number; it writes no results.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { Benchmark } from './harness';
import { browserFirehoseBenchmark } from './browserFirehose.bench';
import { chartTicksBenchmark } from './chartTicks.bench';
import { firstRowsBenchmark } from './firstRows.bench';
import { installBenchmark } from './install.bench';
import { lighthouseBenchmark } from './lighthouse.bench';
import { SMOKE } from './smoke';
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
  firstRowsBenchmark,
  lighthouseBenchmark,
  installBenchmark,
];
const wanted = process.argv.slice(2);
const selected = wanted.length === 0 ? all : all.filter((benchmark) => wanted.includes(benchmark.name));

mkdirSync('bench/results', { recursive: true });
const machine = { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length };

const broken: string[] = [];
for (const benchmark of selected) {
  console.log(`\n${benchmark.name}${SMOKE ? ' (smoke run: the figures mean nothing)' : ''}: ${benchmark.description}`);
  const started = Date.now();
  const figures = await Promise.resolve()
    .then(() => benchmark.run())
    .catch((error: unknown) => {
      broken.push(`${benchmark.name}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    });
  console.table(figures.map((figure) => ({ figure: figure.name, value: figure.value.toLocaleString('en-US'), unit: figure.unit })));
  const missing = figures.filter((figure) => !Number.isFinite(figure.value)).map((figure) => figure.name);
  if (figures.length === 0 && !broken.some((line) => line.startsWith(`${benchmark.name}:`))) broken.push(`${benchmark.name}: no figures`);
  if (missing.length > 0) broken.push(`${benchmark.name}: no number for ${missing.join(', ')}`);
  if (SMOKE) {
    console.log(`${benchmark.name} ran in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    continue;
  }
  const result = { benchmark: benchmark.name, description: benchmark.description, measuredAt: new Date().toISOString(), machine, figures };
  if (figures.length > 0) writeFileSync(`bench/results/${benchmark.name}.json`, `${JSON.stringify(result, null, 2)}\n`);
}
if (broken.length > 0) {
  console.error(`\nBenchmarks that did not run:\n${broken.map((line) => `- ${line}`).join('\n')}`);
  process.exit(1);
}
