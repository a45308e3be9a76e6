import type { PerpPosition } from '@streams/portfolio';
import { formatUsdPrice } from '@/format/number';

/**
 * The TP/SL form's rules (issue 16 item 5): a take profit beyond the mark in the position's
 * favour, a stop loss on the other side of the mark and short of the liquidation price; an
 * empty field removes that trigger. The service refuses the same shapes; checking here says
 * why before anything is signed.
 */
export type TriggerKind = 'tp' | 'sl';

export type TriggerCheck =
  | { readonly ok: true; readonly takeProfitPriceUsd: number | null; readonly stopLossPriceUsd: number | null; readonly changed: boolean }
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<TriggerKind, string>>> };

const PRICE_TEXT = /^\d+(?:[.,]\d*)?$|^[.,]\d+$/;

export const triggerName = (kind: TriggerKind) => (kind === 'tp' ? 'take profit' : 'stop loss');

/** '187.5', '$187.5' or '187,5' → 187.5; '' → null (remove); anything else → undefined. */
export const parsePriceText = (text: string): number | null | undefined => {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return null;
  if (!PRICE_TEXT.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
};

/** Why one trigger price does not fit the position at this mark, or undefined when it does. */
export const triggerProblem = (
  position: Pick<PerpPosition, 'side' | 'liquidationPrice'>,
  markPriceUsd: number,
  kind: TriggerKind,
  price: number,
): string | undefined => {
  const long = position.side === 'Long';
  if (!(price > 0)) return `The ${triggerName(kind)} must be more than $0`;
  const mark = formatUsdPrice(markPriceUsd);
  if (kind === 'tp') {
    if (long ? price <= markPriceUsd : price >= markPriceUsd)
      return `Take profit must be ${long ? 'above' : 'below'} the mark price (${mark}) for a ${long ? 'long' : 'short'}`;
    return undefined;
  }
  if (long ? price >= markPriceUsd : price <= markPriceUsd)
    return `Stop loss must be ${long ? 'below' : 'above'} the mark price (${mark}) for a ${long ? 'long' : 'short'}`;
  const liquidation = position.liquidationPrice;
  if (liquidation !== null && (long ? price <= liquidation : price >= liquidation)) {
    return `Stop loss must be ${long ? 'above' : 'below'} the liquidation price (${formatUsdPrice(liquidation)})`;
  }
  return undefined;
};

const fieldProblem = (position: PerpPosition, markPriceUsd: number, kind: TriggerKind, value: number | null | undefined): string | undefined => {
  if (value === undefined) return `Enter a price in USD, or leave it empty to remove the ${triggerName(kind)}`;
  return value === null ? undefined : triggerProblem(position, markPriceUsd, kind, value);
};

/** Both fields against the position at the live mark. */
export const checkTriggers = (position: PerpPosition, markPriceUsd: number, takeProfitText: string, stopLossText: string): TriggerCheck => {
  const takeProfit = parsePriceText(takeProfitText);
  const stopLoss = parsePriceText(stopLossText);
  const tp = fieldProblem(position, markPriceUsd, 'tp', takeProfit);
  const sl = fieldProblem(position, markPriceUsd, 'sl', stopLoss);
  if (tp !== undefined || sl !== undefined || takeProfit === undefined || stopLoss === undefined) {
    return { ok: false, errors: { ...(tp !== undefined ? { tp } : {}), ...(sl !== undefined ? { sl } : {}) } };
  }
  const changed = takeProfit !== position.takeProfitTriggerPrice || stopLoss !== position.stopLossTriggerPrice;
  return { ok: true, takeProfitPriceUsd: takeProfit, stopLossPriceUsd: stopLoss, changed };
};

/** A trigger price as the field shows it: plain digits, no grouping, so it parses back. */
export const priceFieldText = (price: number | null): string => (price === null ? '' : String(Number(price.toPrecision(8))));
