/**
 * The product's one number and date locale: en-US on every screen and in every message, whatever
 * the browser's language, so a price reads the same in a screenshot, a test and a support ticket
 * (README "Numbers, dates and live marks"). Every formatter is made through these two.
 *
 * Each Intl formatter is built on its first use, not when its module loads: the browser's first
 * Intl formatter loads the locale data, ~50 ms on a laptop and ~400 ms on a slow phone, and
 * modules load before the landing list is asked for (issue 27's first rows). Plain numbers need
 * no Intl at all (`numberFormat`).
 */
import { formatClockTime, isClockOptions } from './clockTime';
import { formatEnUsFractionDigits } from './enUsNumber';

export const LOCALE = 'en-US';

const lazily = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

export interface NumberFormatter {
  format(value: number | bigint): string;
}

export interface DateTimeFormatter {
  format(date?: Date | number): string;
  formatToParts(date?: Date | number): Intl.DateTimeFormatPart[];
}

/** Options that need no locale data: Intl's defaults for them are 0 and 3 fraction digits. */
const onlyFractionDigits = (options: Intl.NumberFormatOptions = {}): { minimum: number; maximum: number } | undefined => {
  if (Object.keys(options).some((key) => key !== 'minimumFractionDigits' && key !== 'maximumFractionDigits')) return undefined;
  const minimum = options.minimumFractionDigits ?? 0;
  return { minimum, maximum: options.maximumFractionDigits ?? Math.max(minimum, 3) };
};

/**
 * Grouping and fraction digits are written without Intl (`enUsNumber.ts`: the first Intl
 * formatter's locale data was on the path to the first rows); anything else, and the values it
 * does not write (bigints, NaN, infinities, from 1e21), goes to Intl.
 */
export const numberFormat = (options?: Intl.NumberFormatOptions): NumberFormatter => {
  const made = lazily(() => new Intl.NumberFormat(LOCALE, options));
  const digits = onlyFractionDigits(options);
  if (!digits) return { format: (value) => made().format(value) };
  return {
    format: (value) => (typeof value === 'number' ? formatEnUsFractionDigits(value, digits.minimum, digits.maximum) : undefined) ?? made().format(value),
  };
};

/** The 24-hour clock ('14:03:05') is written without Intl (`clockTime.ts`); everything else, and its parts, go to Intl. */
export const dateTimeFormat = (options?: Intl.DateTimeFormatOptions): DateTimeFormatter => {
  const made = lazily(() => new Intl.DateTimeFormat(LOCALE, options));
  const clock = isClockOptions(options);
  return {
    format: (date) => (clock && date !== undefined ? formatClockTime(date) : undefined) ?? made().format(date),
    formatToParts: (date) => made().formatToParts(date),
  };
};
