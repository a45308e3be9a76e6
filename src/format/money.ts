import type { ValueDenomination } from '@streams/shell';
import { formatNumber, formatPrice, formatUsd, formatUsdCompact, formatUsdPrice } from './number';

/**
 * Values in the user's Default Currency (spec 001 §2.3): the USD formats of number.ts, or the
 * same value in SOL at SOL's live price ('12.5 SOL'). Perps stay in USD: their markets are.
 */
export interface Money {
  readonly currency: 'USD' | 'SOL';
  /** An amount: '$1,234.56' or '8.2314 SOL'. */
  value(usd: number | null | undefined): string;
  /** A market cap, liquidity or volume: '$1.23M' or '◎8.2k' (the SOL sign keeps table columns narrow). */
  compact(usd: number | null | undefined): string;
  /** A token's price: '$0.0₄123' or '◎0.0₆82'. */
  price(usd: number | null | undefined): string;
}

const isNumber = (value: number | null | undefined): value is number => value !== null && value !== undefined && Number.isFinite(value);

export const USD_MONEY: Money = { currency: 'USD', value: formatUsd, compact: formatUsdCompact, price: formatUsdPrice };

/** '◎1.2k', '-◎3' (the sign before the symbol, as '-$3'). */
const signed = (text: string) => (text.startsWith('-') ? `-◎${text.slice(1)}` : `◎${text}`);

export const moneyIn = (denomination: ValueDenomination): Money => {
  if (denomination.currency === 'USD') return USD_MONEY;
  const inSol = (usd: number) => usd / denomination.solPriceUsd;
  return {
    currency: 'SOL',
    value: (usd) => (isNumber(usd) ? `${formatNumber(inSol(usd), { decimals: 4 })} SOL` : '–'),
    compact: (usd) => (isNumber(usd) ? signed(formatNumber(inSol(usd), { decimals: 2 })) : '–'),
    price: (usd) => (isNumber(usd) ? signed(formatPrice(inSol(usd))) : '–'),
  };
};
