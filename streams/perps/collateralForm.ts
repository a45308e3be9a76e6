import { BehaviorSubject, type Observable, combineLatest, map } from 'rxjs';
import type { PerpPosition } from '../portfolio/types';
import { fromBaseUnits } from '../swap/baseUnits';
import { type CollateralPreview, checkAddCollateral, checkRemoveCollateral, maxRemovableUsd } from './collateralRules';

export type CollateralMode = 'add' | 'remove';

/** The collateral token of a position as the form needs it. */
export interface CollateralToken {
  readonly symbol: string;
  readonly decimals: number;
  /** USD per unit, live; undefined until known. */
  readonly priceUsd: number | undefined;
  /** What the wallet can put in, base units (the SOL reserve already kept); undefined while unknown. */
  readonly spendable: bigint | undefined;
}

/** What the page knows: the position at its live mark and its collateral token (flat: a hook compares fields). */
export interface CollateralContext extends CollateralToken {
  readonly position: PerpPosition;
}

/** The change the form asks for: base units in, or USD out (paid back in the collateral token). */
export type CollateralChange = { readonly kind: 'add'; readonly amount: bigint } | { readonly kind: 'remove'; readonly usd: number };

export interface CollateralView {
  readonly mode: CollateralMode;
  readonly text: string;
  /** What is wrong with the amount; none while the field is empty. */
  readonly error: string | undefined;
  /** The leverage and liquidation price after the change, when it is valid. */
  readonly after: CollateralPreview | undefined;
  /** The text Max writes: the spendable balance (add) or the most USD that may leave at this mark (remove). */
  readonly max: string | undefined;
  /** What submit sends; undefined while the button is disabled. */
  readonly change: CollateralChange | undefined;
}

interface Fields {
  readonly mode: CollateralMode;
  readonly text: string;
}

/** The pure view: the rules of collateralRules.ts applied to what is typed, at the position's live mark. */
export const collateralView = ({ mode, text }: Fields, { position, ...token }: CollateralContext): CollateralView => {
  if (mode === 'add') {
    const check = checkAddCollateral(position, {
      text,
      symbol: token.symbol,
      decimals: token.decimals,
      unitPriceUsd: token.priceUsd,
      spendable: token.spendable,
    });
    return {
      mode,
      text,
      error: check.ok || text === '' ? undefined : check.error,
      after: check.ok ? { leverage: check.leverage, liquidationPrice: check.liquidationPrice } : undefined,
      max: token.spendable === undefined ? undefined : fromBaseUnits(token.spendable, token.decimals),
      change: check.ok ? { kind: 'add', amount: check.amount } : undefined,
    };
  }
  const check = checkRemoveCollateral(position, position.currentPrice, text);
  return {
    mode,
    text,
    error: check.ok || text === '' ? undefined : check.error,
    after: check.ok ? { leverage: check.leverage, liquidationPrice: check.liquidationPrice } : undefined,
    max: maxRemovableUsd(position, position.currentPrice).toFixed(2),
    change: check.ok ? { kind: 'remove', usd: check.usd } : undefined,
  };
};

/**
 * The collateral dialog as a stream model, like the swap form: the dialog renders `view$` for
 * the live position and dispatches edits; a mark that moves re-checks the typed amount at once.
 * Switching between add and remove clears the amount (one is a token amount, the other USD).
 * It holds no subscription of its own: nothing to dispose.
 */
export const createCollateralForm = () => {
  const fields = new BehaviorSubject<Fields>({ mode: 'add', text: '' });
  return {
    view$: (context$: Observable<CollateralContext>): Observable<CollateralView> =>
      combineLatest([fields, context$]).pipe(map(([typed, context]) => collateralView(typed, context))),
    setMode: (mode: CollateralMode) => fields.next({ mode, text: '' }),
    setText: (text: string) => fields.next({ ...fields.value, text }),
  };
};

export type CollateralForm = ReturnType<typeof createCollateralForm>;
