import type { Rng } from '../prng';

/**
 * Trading regimes: how often a token trades, which way, and how big. Tokens move between them
 * at random; a rug ends in a dead token. `steady` is for the well-known tokens.
 */
export type RegimeName = 'steady' | 'quiet' | 'trending' | 'pump' | 'rug' | 'dead';

export interface Regime {
  readonly name: RegimeName;
  /** Mean trades per second. */
  readonly rate: number;
  /** Probability that a trade is a buy. */
  readonly buyBias: number;
  /** Median trade size in USD. */
  readonly sizeUsd: number;
  /** When this regime ends (ms). */
  readonly until: number;
}

const seconds = (rng: Rng, min: number, max: number) => rng.range(min, max) * 1000;

export const makeRegime = (rng: Rng, name: RegimeName, now: number, scale = 1): Regime => {
  switch (name) {
    case 'steady':
      return { name, rate: scale, buyBias: 0.5, sizeUsd: 1, until: now + seconds(rng, 60, 600) };
    case 'quiet':
      return { name, rate: rng.range(0.03, 0.25), buyBias: rng.range(0.42, 0.52), sizeUsd: rng.range(20, 120), until: now + seconds(rng, 60, 900) };
    case 'trending':
      return { name, rate: rng.range(0.3, 1.5), buyBias: rng.range(0.55, 0.68), sizeUsd: rng.range(80, 300), until: now + seconds(rng, 60, 600) };
    case 'pump':
      return { name, rate: rng.range(1.5, 5), buyBias: rng.range(0.68, 0.8), sizeUsd: rng.range(150, 600), until: now + seconds(rng, 20, 180) };
    case 'rug':
      return { name, rate: rng.range(1, 3), buyBias: 0.15, sizeUsd: rng.range(300, 1500), until: now + seconds(rng, 15, 60) };
    case 'dead':
      return { name, rate: rng.range(0.002, 0.02), buyBias: 0.45, sizeUsd: rng.range(5, 40), until: now + seconds(rng, 300, 1200) };
  }
};

/** The regime after `current` ends. */
export const nextRegime = (rng: Rng, current: Regime, now: number, scale = 1): Regime => {
  const roll = rng.next();
  const name: RegimeName = (() => {
    switch (current.name) {
      case 'steady':
        return 'steady';
      case 'quiet':
        return roll < 0.2 ? 'trending' : roll < 0.26 ? 'pump' : roll < 0.28 ? 'dead' : 'quiet';
      case 'trending':
        return roll < 0.2 ? 'pump' : roll < 0.6 ? 'quiet' : roll < 0.63 ? 'rug' : 'trending';
      case 'pump':
        return roll < 0.5 ? 'trending' : roll < 0.92 ? 'quiet' : 'rug';
      case 'rug':
        return 'dead';
      case 'dead':
        return roll < 0.15 ? 'quiet' : 'dead';
    }
  })();
  return makeRegime(rng, name, now, scale);
};

/** How a regime moves the valuation traders drift toward. */
export const anchorShift = (rng: Rng, name: RegimeName): number => {
  switch (name) {
    case 'pump':
      return rng.range(1.5, 4);
    case 'trending':
      return rng.range(1.05, 1.6);
    case 'quiet':
      return rng.range(0.8, 1.05);
    case 'rug':
      return rng.range(0.05, 0.2);
    case 'dead':
      return rng.range(0.4, 0.8);
    case 'steady':
      return 1;
  }
};

/** An established token's valuation in a regime, relative to its base: it reverts, never compounds. */
export const establishedFactor = (rng: Rng, name: RegimeName): number => {
  switch (name) {
    case 'pump':
      return rng.range(1.2, 1.6);
    case 'trending':
      return rng.range(1.02, 1.2);
    case 'rug':
      return rng.range(0.6, 0.8);
    case 'dead':
      return rng.range(0.8, 0.95);
    default:
      return rng.range(0.92, 1.08);
  }
};
