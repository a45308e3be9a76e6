import Decimal from 'decimal.js';
import { toUnits } from '@streams/swap';

/**
 * A base-unit amount for reading (balances, quoted output): rounded down, at most 6 places
 * from 1 up, 6 significant digits below 1, thousands grouped; trailing zeros dropped.
 */
export const displayAmount = (amount: bigint | string, decimals: number): string => {
  const value = toUnits(amount, decimals);
  if (value.isZero()) return '0';
  const places = value.gte(1) ? Math.min(decimals, 6) : Math.min(decimals, Math.max(0, -value.e - 1) + 6);
  const text = value.toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed();
  const [whole = '0', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
};
