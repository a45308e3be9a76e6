import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { BroadcastMode } from '../tx/types';
import type { QuoteOptions } from './quoteParams';
import type { SwapProfile } from './swapProfile';

/**
 * The most the Auto slippage may be (300 bps, 3 %): the client's own ceiling, sent to the
 * service as maxAutoSlippageBps and as the dynamic slippage's maxBps, and the slippage a swap
 * on the Auto profile is held to whatever the service answers.
 */
export const AUTO_SLIPPAGE_CEILING_BPS = 300;

/** Broadcast modes of the settings (spec 001 §2.3, §4): priority fees, a bundle tip, or both. */
export const broadcastModes = ['priorityFees', 'jito', 'mixed'] as const;
export type BroadcastModeSetting = (typeof broadcastModes)[number];

/** max-cap: the fee is at most the setting; exact-fee: it is the setting. */
export const feeTypes = ['maxCap', 'exactFee'] as const;
export type FeeType = (typeof feeTypes)[number];

export interface SwapSettings {
  /** Percent: 0.5 is 50 bps. */
  readonly slippage: number;
  /** SOL; the lamport cap is this × 1e9 (spec 001 §9). */
  readonly maxPriorityFee: number;
  readonly maxJitoTip: number;
  readonly broadcastMode: BroadcastModeSetting;
  readonly feeType: FeeType;
  readonly directRoutesOnly: boolean;
  /** Keep wrapped SOL (no wrap/unwrap around the swap). */
  readonly useWrappedSol: boolean;
  readonly restrictIntermediateTokens: boolean;
  readonly legacyTransaction: boolean;
  readonly excludedDexes: readonly string[];
}

/**
 * spec 001 §2.3 Default settings and stored preferences. The spec's Nozomi tip and excluded
 * routers are not kept: no broadcast mode sends through Nozomi, and routers are an Ultra /order
 * option that the quote and swap APIs this app calls do not take (a stored value is dropped).
 */
export const DEFAULT_SWAP_SETTINGS: SwapSettings = {
  slippage: 0.5,
  maxPriorityFee: 0.001,
  maxJitoTip: 0.001,
  broadcastMode: 'priorityFees',
  feeType: 'maxCap',
  directRoutesOnly: false,
  useWrappedSol: false,
  restrictIntermediateTokens: true,
  legacyTransaction: false,
  excludedDexes: [],
};

/** The most a priority fee or tip setting may be, in SOL (the stored value is checked against it). */
export const MAX_PRIORITY_FEE_SOL = 1;
const solAmount = z.number().check(z.nonnegative(), z.maximum(MAX_PRIORITY_FEE_SOL));

/** Each field falls back to its default on its own, so one bad value does not reset the rest. */
const swapSettingsSchema = z.object({
  slippage: z.catch(z.number().check(z.minimum(0), z.maximum(100)), DEFAULT_SWAP_SETTINGS.slippage),
  maxPriorityFee: z.catch(solAmount, DEFAULT_SWAP_SETTINGS.maxPriorityFee),
  maxJitoTip: z.catch(solAmount, DEFAULT_SWAP_SETTINGS.maxJitoTip),
  broadcastMode: z.catch(z.enum(broadcastModes), DEFAULT_SWAP_SETTINGS.broadcastMode),
  feeType: z.catch(z.enum(feeTypes), DEFAULT_SWAP_SETTINGS.feeType),
  directRoutesOnly: z.catch(z.boolean(), false),
  useWrappedSol: z.catch(z.boolean(), false),
  restrictIntermediateTokens: z.catch(z.boolean(), true),
  legacyTransaction: z.catch(z.boolean(), false),
  excludedDexes: z.catch(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(200)), []),
});

export const SWAP_SETTINGS_KEY = 'callisto.swap.settings';

export const createSwapSettings = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) =>
  createPersistedValue<SwapSettings>({ storage, logger, key: SWAP_SETTINGS_KEY, schema: swapSettingsSchema, defaults: DEFAULT_SWAP_SETTINGS });

export type SwapSettingsStore = ReturnType<typeof createSwapSettings>;

/** A slippage the user typed, in percent: a finite number from 0 to 100. */
export const isValidSlippage = (percent: number): boolean => Number.isFinite(percent) && percent >= 0 && percent <= 100;

export const LAMPORTS_PER_SOL = 1_000_000_000;

/** SOL → lamports, rounded down (the cap never grows by rounding). */
export const solToLamports = (sol: number): bigint => BigInt(Math.floor(Math.round(sol * LAMPORTS_PER_SOL * 1000) / 1000));

/**
 * Query options from the settings. The manual profile sends the user's slippage; the auto
 * profile lets the service choose (autoSlippage) within the client's ceiling, so slippageBps is
 * left out (spec 001 §5).
 */
export const quoteOptionsFrom = (settings: SwapSettings, profile: SwapProfile): QuoteOptions => ({
  ...(profile === 'manual' ? { slippageBps: Math.round(settings.slippage * 100) } : { autoSlippage: true, maxAutoSlippageBps: AUTO_SLIPPAGE_CEILING_BPS }),
  onlyDirectRoutes: settings.directRoutesOnly,
  restrictIntermediateTokens: settings.restrictIntermediateTokens,
  asLegacyTransaction: settings.legacyTransaction,
  ...(settings.excludedDexes.length > 0 ? { excludeDexes: settings.excludedDexes } : {}),
});

/** priorityFees sends to the RPCs, jito as a bundle only, mixed both ways. */
export const engineBroadcastMode = (mode: BroadcastModeSetting): BroadcastMode => (mode === 'priorityFees' ? 'plain' : mode);

/** Whether the mode pays a bundle tip (in the swap transaction) rather than a priority fee. */
export const paysTip = (mode: BroadcastModeSetting): boolean => mode !== 'priorityFees';

/**
 * POST /swap prioritizationFeeLamports from the settings (research §1). A tipping mode pays
 * `tipLamports` (the floor within the user's maximum; the maximum when not given): the swap
 * API takes either a priority fee or a tip, never both.
 */
export const prioritizationFee = (settings: SwapSettings, tipLamports?: number) => {
  if (paysTip(settings.broadcastMode)) return { jitoTipLamports: tipLamports ?? Number(solToLamports(settings.maxJitoTip)) };
  const lamports = Number(solToLamports(settings.maxPriorityFee));
  return settings.feeType === 'exactFee' ? lamports : { priorityLevelWithMaxLamports: { priorityLevel: 'veryHigh' as const, maxLamports: lamports } };
};
