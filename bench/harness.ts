/** Tiny benchmark harness: warm up, then the median of several timed runs (one in a smoke run). */
import { sized } from './smoke';

export interface Figure {
  readonly name: string;
  readonly value: number;
  readonly unit: string;
}

export interface Benchmark {
  readonly name: string;
  readonly description: string;
  run(): Promise<Figure[]> | Figure[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Operations per second of `fn` (which performs `ops` operations per call), median of `runs`. */
export const opsPerSecond = (ops: number, fn: () => void, runs = sized(5, 1)): number => {
  fn(); // warm-up: JIT and caches
  const rates: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = process.hrtime.bigint();
    fn();
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    rates.push(ops / seconds);
  }
  return median(rates);
};

export const round = (value: number, digits = 0) => Number(value.toFixed(digits));
