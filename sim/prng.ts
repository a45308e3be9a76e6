/**
 * Seeded pseudo-random numbers (sfc32 seeded through splitmix32). The simulator never uses
 * Math.random: the same seed gives the same market.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(minInclusive: number, maxExclusive: number): number;
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Normally distributed (Box-Muller). */
  normal(mean?: number, deviation?: number): number;
  /** An independent stream derived from this one and a label, so adding draws elsewhere does not shift it. */
  fork(label: string): Rng;
  bytes(count: number): Uint8Array;
}

const splitmix32 = (seed: number) => () => {
  seed = (seed + 0x9e3779b9) | 0;
  let z = seed;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
};

const hashLabel = (label: string) => {
  let hash = 2166136261;
  for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 16777619);
  return hash >>> 0;
};

export const createRng = (seed: number): Rng => {
  const init = splitmix32(seed >>> 0);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min)),
    range: (min, max) => min + next() * (max - min),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (probability) => next() < probability,
    normal: (mean = 0, deviation = 1) => {
      const u = Math.max(next(), 1e-12);
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    fork: (label) => createRng((seed ^ hashLabel(label)) >>> 0),
    bytes: (count) => {
      const out = new Uint8Array(count);
      for (let i = 0; i < count; i++) out[i] = Math.floor(next() * 256);
      return out;
    },
  };
  return rng;
};
