import { createHash } from 'node:crypto';
import { getBase58Decoder } from '@solana/kit';
import { launchpadById, launchpads } from '../../streams/catalogues';

/**
 * The route program and the simulated AMMs. Pools carry a `dex` id (sim/market/genesis.ts):
 * the well-known AMMs have their real program ids and Jupiter labels; a launchpad's bonding
 * curve is labelled after the launchpad, under a program id derived from its name (stable
 * across seeds and restarts).
 */
export const ROUTE_PROGRAM_ID = 'JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4';

const base58 = getBase58Decoder();

const knownAmms: Readonly<Record<string, { readonly programId: string; readonly label: string }>> = {
  whirlpool: { programId: 'whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc', label: 'Whirlpool' },
  'raydium-cpmm': { programId: 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C', label: 'Raydium CP' },
  raydium: { programId: '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8', label: 'Raydium' },
  'pump.fun': { programId: '6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P', label: 'Pump.fun' },
  'pump-amm': { programId: 'pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA', label: 'Pump.fun Amm' },
  'met-dbc': { programId: 'dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN', label: 'Meteora DBC' },
  'meteora-damm-v2': { programId: 'cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG', label: 'Meteora DAMM v2' },
  'raydium-launchlab': { programId: 'LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj', label: 'Raydium Launchlab' },
};

const derivedProgramId = (dex: string) => base58.decode(createHash('sha256').update(`callisto-amm:${dex}`).digest());

const curveLabel = (dex: string) => launchpadById(dex)?.label ?? dex;

/** The AMM a pool of `dex` runs on. */
export const ammOf = (dex: string): { readonly programId: string; readonly label: string } =>
  knownAmms[dex] ?? { programId: derivedProgramId(dex), label: curveLabel(dex) };

/** GET /swap/v1/program-id-to-label: every AMM a simulated pool can run on. */
export const programIdToLabel = (): Record<string, string> => {
  const dexes = new Set([...Object.keys(knownAmms), ...launchpads.map((launchpad) => launchpad.id)]);
  const map: Record<string, string> = {};
  for (const dex of dexes) {
    const amm = ammOf(dex);
    map[amm.programId] = amm.label;
  }
  return map;
};
