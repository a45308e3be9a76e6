import type { Rng } from '../prng';

/** Poisson-distributed count with mean `lambda` (normal approximation for large means). */
export const poisson = (rng: Rng, lambda: number): number => {
  if (lambda <= 0) return 0;
  if (lambda > 30) return Math.max(0, Math.round(rng.normal(lambda, Math.sqrt(lambda))));
  const limit = Math.exp(-lambda);
  let count = 0;
  let product = rng.next();
  while (product > limit) {
    count++;
    product *= rng.next();
  }
  return count;
};

/** Binomial count of successes among `n` draws (normal approximation for large n). */
export const binomial = (rng: Rng, n: number, p: number): number => {
  if (n <= 0) return 0;
  if (n > 40) return Math.min(n, Math.max(0, Math.round(rng.normal(n * p, Math.sqrt(n * p * (1 - p))))));
  let count = 0;
  for (let i = 0; i < n; i++) if (rng.next() < p) count++;
  return count;
};

/** A trade size: log-normal around `median`. */
export const tradeSize = (rng: Rng, median: number) => median * Math.exp(rng.normal(0, 0.9));
