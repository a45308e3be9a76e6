import { numberFormat } from './locale';

const usd = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * USD with 2 decimals; '<$0.01' for positive amounts under a cent (spec 000 §2 holdings).
 * It lives with the streams because form models write amounts into their messages; the app's
 * formatters re-export it, so a message and the screen around it read the same.
 */
export const formatUsd = (value: number | null | undefined): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  if (value > 0 && value < 0.01) return '<$0.01';
  return `${value < 0 ? '-' : ''}$${usd.format(Math.abs(value))}`;
};
