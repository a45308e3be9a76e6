import { formatUsd } from '../core/usd';
import type { PerpPosition } from '../portfolio/types';
import { toBaseUnits } from '../swap/baseUnits';
import { feesOf, grossPnl, leverageOf, liquidationPrice, MAINTENANCE_MARGIN, MAX_LEVERAGE, MIN_COLLATERAL_USD, MIN_LEVERAGE } from './positionMath';

/**
 * The collateral forms' rules (issue 16 item 5). Adding may not take leverage under the
 * service's minimum nor spend more than the wallet holds; removing (in USD, as the Perps API's
 * collateralUsdDelta) must leave at least $10, stay at or under the market's maximum leverage
 * and keep the liquidation price clear of the mark.
 */
export interface CollateralPreview {
  readonly leverage: number;
  readonly liquidationPrice: number | null;
}

export type CollateralCheck<T> = ({ readonly ok: true } & T & CollateralPreview) | { readonly ok: false; readonly error: string };

const AMOUNT_TEXT = /^\d*(?:[.,]\d*)?$/;

const preview = (position: PerpPosition, collateralUsd: number): CollateralPreview => ({
  leverage: leverageOf(position.positionSize, collateralUsd),
  liquidationPrice: liquidationPrice(position, collateralUsd),
});

export interface AddCollateralInput {
  readonly text: string;
  readonly symbol: string;
  readonly decimals: number;
  /** USD per unit of the collateral token (live). */
  readonly unitPriceUsd: number | undefined;
  /** What the wallet can spend, base units; undefined while unknown. */
  readonly spendable: bigint | undefined;
}

export const checkAddCollateral = (position: PerpPosition, input: AddCollateralInput): CollateralCheck<{ readonly amount: bigint; readonly usd: number }> => {
  const text = input.text.trim();
  if (text === '' || !AMOUNT_TEXT.test(text)) return { ok: false, error: `Enter an amount of ${input.symbol}` };
  const amount = toBaseUnits(text, input.decimals);
  if (amount <= 0n) return { ok: false, error: `Enter an amount of ${input.symbol} above 0` };
  if (input.spendable !== undefined && amount > input.spendable) return { ok: false, error: `Insufficient ${input.symbol} balance` };
  if (input.unitPriceUsd === undefined) return { ok: false, error: `Waiting for the ${input.symbol} price…` };
  const usd = (Number(amount) / 10 ** input.decimals) * input.unitPriceUsd;
  const after = position.initialCollateralValue + usd;
  if (leverageOf(position.positionSize, after) < MIN_LEVERAGE) return { ok: false, error: `Leverage would fall under ${MIN_LEVERAGE}x` };
  return { ok: true, amount, usd, ...preview(position, after) };
};

/** The largest whole cent strictly under `usd` (float noise of a millionth of a cent forgiven). */
const centUnder = (usd: number) => (Math.ceil(usd * 100 - 1e-6) - 1) / 100;

type RemovalBound = 'minimum' | 'leverage' | 'liquidation';

/** What binds a removal at this mark: the collateral that must stay and why. */
const removalBound = (position: PerpPosition, markPriceUsd: number): { readonly mustStay: number; readonly bound: RemovalBound } => {
  const size = position.positionSize;
  const equityNeeded = MAINTENANCE_MARGIN * size + feesOf(position) - grossPnl(position.side, size, position.entryPrice, markPriceUsd);
  const bounds: [number, RemovalBound][] = [
    [MIN_COLLATERAL_USD, 'minimum'],
    [size / MAX_LEVERAGE, 'leverage'],
    [equityNeeded, 'liquidation'],
  ];
  const [mustStay, bound] = bounds.reduce((a, b) => (b[0] > a[0] ? b : a));
  return { mustStay, bound };
};

/** The most USD that can leave the position at this mark, a cent inside the bound (the service checks at its own, moving, price); 0 when none can. */
export const maxRemovableUsd = (position: PerpPosition, markPriceUsd: number): number =>
  Math.max(0, centUnder(position.initialCollateralValue - removalBound(position, markPriceUsd).mustStay));

const boundMessage = (bound: RemovalBound, max: string) => {
  switch (bound) {
    case 'minimum':
      return `At least ${formatUsd(MIN_COLLATERAL_USD)} of collateral must stay: remove at most ${max}`;
    case 'leverage':
      return `Leverage would go over the market's ${MAX_LEVERAGE}x maximum: remove at most ${max}`;
    case 'liquidation':
      return `The position would be liquidated at the mark price: remove at most ${max}`;
  }
};

export const checkRemoveCollateral = (position: PerpPosition, markPriceUsd: number, text: string): CollateralCheck<{ readonly usd: number }> => {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '' || !AMOUNT_TEXT.test(trimmed)) return { ok: false, error: 'Enter an amount in USD' };
  const usd = Number(trimmed.replace(',', '.'));
  if (!(usd > 0)) return { ok: false, error: 'Enter an amount in USD above 0' };
  const collateral = position.initialCollateralValue;
  if (usd >= collateral) return { ok: false, error: 'Close the position to take out all of its collateral' };
  const max = maxRemovableUsd(position, markPriceUsd);
  if (usd > max) return { ok: false, error: boundMessage(removalBound(position, markPriceUsd).bound, formatUsd(max)) };
  return { ok: true, usd, ...preview(position, collateral - usd) };
};
