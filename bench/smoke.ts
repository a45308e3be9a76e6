/**
 * `npm run bench:smoke` (BENCH_SMOKE=1, part of `npm test`): every benchmark runs a tiny version
 * of itself (a second or two instead of thirty, a handful of transfers instead of thousands),
 * end to end, so none can rot unseen. Its figures mean nothing and are never written to
 * bench/results; only that each benchmark ran and gave a number for every figure.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** A benchmark's size: the full one, or the smoke run's. */
export const sized = (full: number, smoke: number): number => (SMOKE ? smoke : full);
