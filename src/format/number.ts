import { numberFormat } from '@streams/core';

/**
 * Number display (spec 001 §9): compact notation from 1,000 (prices only from 1e7), the long
 * format with grouping above 10, 5 decimals by default below, and subscript zero counts for
 * tiny values under 0.001 (0.0000123 → 0.0₄123). USD with 2 decimals.
 */
const subscriptDigits = '₀₁₂₃₄₅₆₇₈₉';
/** Compact suffixes k, M, B (giga), T, P, E. */
const suffixes = [
  [1e18, 'E'],
  [1e15, 'P'],
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'k'],
] as const;

const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

const long = numberFormat({ maximumFractionDigits: 2 });
const whole = numberFormat({ maximumFractionDigits: 0 });

export const subscript = (count: number) => [...String(count)].map((digit) => subscriptDigits[Number(digit)] ?? digit).join('');

/** 0.0000123 → '0.0₄123': the zeros after the point as a subscript count, then 4 significant digits. */
export const formatTiny = (value: number): string => {
  const sign = value < 0 ? '-' : '';
  // toExponential rounds and carries (9.9999e-5 → 1.000e-4), so the zero count stays right.
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential(3).split('e');
  const zeros = -Number(exponent) - 1;
  const digits = mantissa.replace('.', '').replace(/0+$/, '') || '0';
  return `${sign}0.0${subscript(zeros)}${digits}`;
};

export const formatCompact = (value: number): string => {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const index = suffixes.findIndex(([size]) => abs >= size);
  if (index < 0) return `${sign}${trimZeros(abs.toFixed(2))}`;
  const [size, suffix] = suffixes[index] ?? suffixes[0];
  const scaled = abs / size;
  // 999.996k rounds to 1000.00k: show it as 1M instead.
  const bigger = suffixes[index - 1];
  if (scaled.toFixed(2) === '1000.00' && bigger) return `${sign}${trimZeros((abs / bigger[0]).toFixed(2))}${bigger[1]}`;
  return `${sign}${trimZeros(scaled.toFixed(2))}${suffix}`;
};

export interface NumberFormatOptions {
  /** Fraction digits at or below 10 (default 5). */
  readonly decimals?: number;
  /** Where compact notation starts (1,000 for amounts, 1e7 for prices). */
  readonly compactFrom?: number;
}

export const formatNumber = (value: number | null | undefined, { decimals = 5, compactFrom = 1000 }: NumberFormatOptions = {}): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  if (abs === 0) return '0';
  if (abs >= compactFrom) return formatCompact(value);
  if (abs > 10) return long.format(value);
  if (abs < 0.001) return formatTiny(value);
  return trimZeros(value.toFixed(decimals));
};

/** A whole count with grouping, never compact: 'Slot 312,456,789'. */
export const formatInteger = (value: number): string => (Number.isFinite(value) ? whole.format(value) : '–');

/** Prices keep their digits up to 1e7. */
export const formatPrice = (value: number | null | undefined) => formatNumber(value, { compactFrom: 1e7 });

/** '$1.23M' style for market caps, liquidity and volume. */
export const formatUsdCompact = (value: number | null | undefined): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  if (Math.abs(value) < 1000) return `${value < 0 ? '-' : ''}$${Math.abs(value).toFixed(2)}`;
  return `${value < 0 ? '-' : ''}$${formatCompact(Math.abs(value))}`;
};

/** USD with 2 decimals (the streams' form messages use the same one). */
export { formatUsd } from '@streams/core';

/** A USD price: '$' and the price rule; tiny prices keep their subscript. */
export const formatUsdPrice = (value: number | null | undefined): string => {
  const text = formatPrice(value);
  return text === '–' ? text : text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
};

/** Compact in three significant digits (1.23k, 73.2k, 793k): as much as a narrow column can hold. */
const compactSignificant = (abs: number): string => {
  const fixed = (scaled: number) => scaled.toFixed(scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2);
  const index = suffixes.findIndex(([size]) => abs >= size);
  // Only called from 1,000 up: a suffix always fits (k at least).
  const [size, suffix] = suffixes[index] ?? suffixes[5];
  const text = fixed(abs / size);
  // 999.6k rounds to 1000k: show it as 1M instead.
  const bigger = suffixes[index - 1];
  if (Number(text) >= 1000 && bigger) return `${trimZeros(fixed(abs / bigger[0]))}${bigger[1]}`;
  return `${trimZeros(text)}${suffix}`;
};

/**
 * A price change for a grid column: '+12.3%' (one decimal) below 1,000%, then three
 * significant digits ('+73.2k%', '+793k%', '+1.03M%'): never wider than '+888.8%', which a
 * phone's column holds whole (formatPercent's '+792.99k%' ended in an ellipsis there).
 */
export const formatChangePercent = (value: number | null | undefined): string => {
  if (value === null || value === undefined || !Number.isFinite(value) || Math.abs(value) < 1000) return formatPercent(value, 1);
  return `${value > 0 ? '+' : '-'}${compactSignificant(Math.abs(value))}%`;
};

/** '+12.34%' / '-3.1%'; values given in percent. */
export const formatPercent = (value: number | null | undefined, decimals = 2): string => {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const text = Math.abs(value) >= 1000 ? formatCompact(value) : trimZeros(value.toFixed(decimals));
  // A change that rounds to nothing is no change: never '-0%' or '+0%'.
  if (Number(text) === 0) return '0%';
  return `${value > 0 ? '+' : ''}${text}%`;
};
