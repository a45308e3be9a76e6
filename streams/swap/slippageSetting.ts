import { BehaviorSubject, type Observable, combineLatest, map } from 'rxjs';
import { isValidSlippage } from './settings';
import type { SwapProfile } from './swapProfile';

/** Below this manual slippage (percent) a moving market fails the swap. */
export const TIGHT_SLIPPAGE_PERCENT = 0.1;
/** Above this manual slippage (percent) a sandwich can fill the swap at a worse price. */
export const LOOSE_SLIPPAGE_PERCENT = 5;

export const SLIPPAGE_TOO_TIGHT = 'Your transaction may fail: the price can move more than this before it lands.';
export const SLIPPAGE_TOO_LOOSE = 'Your transaction may be frontrun: a worse price than quoted can fill it.';

/** What a manual slippage risks: too tight fails in a moving market, too loose invites sandwiches. */
export const slippageWarning = (percent: number): string | undefined => {
  if (percent < TIGHT_SLIPPAGE_PERCENT) return SLIPPAGE_TOO_TIGHT;
  if (percent > LOOSE_SLIPPAGE_PERCENT) return SLIPPAGE_TOO_LOOSE;
  return undefined;
};

export interface SlippageView {
  readonly profile: SwapProfile;
  /** The manual percentage stored (kept while Auto, for when the user returns to Manual). */
  readonly slippage: number;
  /** What the custom field holds. */
  readonly custom: string;
  /** The custom percentage Set would store; undefined while the field holds none (0 is no slippage at all). */
  readonly customPercent: number | undefined;
  /** 'Slippage: Auto' or 'Slippage: 0.5%'. */
  readonly summary: string;
  /** The risk of the manual percentage, shown in Manual only. */
  readonly warning: string | undefined;
}

/** The settings and profile stores, as far as the slippage setting touches them. */
export interface SlippageStores {
  readonly settings: {
    readonly value$: Observable<{ readonly slippage: number }>;
    current(): { readonly slippage: number };
    update(change: { readonly slippage: number }): void;
  };
  readonly profile: { readonly profile$: Observable<SwapProfile>; choose(profile: SwapProfile): void };
}

/**
 * The slippage setting (spec 001 §2.3, §4 Swap profile) as a stream model: Auto lets the service
 * pick; Manual stores the user's percentage (a preset or a custom one from above 0 to 100) and
 * starts the 14 days after which the profile returns to Auto (swapProfile.ts).
 */
export const createSlippageSetting = ({ settings, profile }: SlippageStores) => {
  const custom = new BehaviorSubject('');
  const chooseManual = (percent: number) => {
    settings.update({ slippage: percent });
    profile.choose('manual');
  };
  const customPercent = (text: string) => {
    const percent = Number(text);
    return text !== '' && isValidSlippage(percent) && percent > 0 ? percent : undefined;
  };
  return {
    view$: combineLatest([profile.profile$, settings.value$, custom]).pipe(
      map(([mode, { slippage }, text]): SlippageView => ({
        profile: mode,
        slippage,
        custom: text,
        customPercent: customPercent(text),
        summary: mode === 'auto' ? 'Slippage: Auto' : `Slippage: ${slippage}%`,
        warning: mode === 'manual' ? slippageWarning(slippage) : undefined,
      })),
    ),
    chooseAuto: () => profile.choose('auto'),
    /** Manual at a preset, or at the stored percentage when no percent is given (the Manual tab). */
    chooseManual: (percent?: number) => chooseManual(percent ?? settings.current().slippage),
    setCustom: (text: string) => custom.next(text),
    /** Set: stores the custom percentage when it is one. */
    applyCustom: () => {
      const percent = customPercent(custom.value);
      if (percent !== undefined) chooseManual(percent);
    },
  };
};

export type SlippageSetting = ReturnType<typeof createSlippageSetting>;
