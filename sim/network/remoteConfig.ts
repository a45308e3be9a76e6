import type { Market } from '../market/market';

/** How many tokens the simulator's remote config bans (from search). */
const BANNED_COUNT = 3;

export type Metadata = Record<string, unknown>;

/**
 * The remote configuration of the static host (spec 000 §7: GET /remoteConfig/metadata.json).
 * Banned tokens are the first generated tokens whose freeze authority is still live: the kind of
 * token a real list bans, and deterministic for a seed. The switchboard's overrides are laid over
 * it one level deep (`{"swapSettings":{"bannedTokens":[…]}}` replaces only bannedTokens).
 */
export const remoteMetadata = (market: Market, overrides: Metadata): Metadata => {
  const bannedTokens: string[] = [];
  for (const token of market.tokens()) {
    if (bannedTokens.length >= BANNED_COUNT) break;
    if (!token.info.known && !token.info.stock && !token.info.audit.freezeAuthorityDisabled) bannedTokens.push(token.info.mint);
  }
  const base: Metadata = {
    swapSettings: { excludedAmms: [], bannedTokens, blockhashSlotsToExpiry: 150, swapProfile: { key: 'sim-1', defaultProfile: 'auto' } },
    perpsSettings: { v2AsDefault: false },
  };
  const merged: Metadata = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const under = merged[key];
    merged[key] = isRecord(under) && isRecord(value) ? { ...under, ...value } : value;
  }
  return merged;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
