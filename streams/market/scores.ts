import type { Asset } from '../schemas/asset';

export type ScoreTone = 'good' | 'warn' | 'neutral';

const TOP_HOLDERS_THRESHOLD = 15;
/** Market caps above this get a yellow highlight (spec 000 §9). */
export const MCAP_HIGHLIGHT = 250_000;

/**
 * Security score (spec 000 §5 Display scores): a point each for mint authority disabled,
 * freeze authority disabled, and top holders under 15% (or unknown). 3 is green, 2 amber.
 */
export const securityScore = (asset: Asset): { score: number; tone: ScoreTone } => {
  const audit = asset.audit;
  const top = audit?.topHoldersPercentage;
  const score =
    Number(audit?.mintAuthorityDisabled === true) +
    Number(audit?.freezeAuthorityDisabled === true) +
    Number(top === undefined || top === null || top < TOP_HOLDERS_THRESHOLD);
  return { score, tone: score >= 3 ? 'good' : score === 2 ? 'warn' : 'neutral' };
};

/** Organic score label: 'high' is green; the rest neutral. */
export const organicTone = (label: string | null | undefined): ScoreTone => (label === 'high' ? 'good' : 'neutral');

export const highlightMcap = (mcap: number | null | undefined) => (mcap ?? 0) > MCAP_HIGHLIGHT;
