/**
 * The product's one number and date locale: en-US on every screen and in every message, whatever
 * the browser's language, so a price reads the same in a screenshot, a test and a support ticket
 * (README "Numbers, dates and live marks"). Every formatter is made through these two.
 *
 * Each formatter is built on its first use, not when its module loads: the browser's first
 * Intl formatter loads the locale data, ~50 ms on a laptop and ~200 ms on a phone, and modules
 * load before the landing list is asked for (issue 27's first rows).
 */
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

export const numberFormat = (options?: Intl.NumberFormatOptions): NumberFormatter => {
  const made = lazily(() => new Intl.NumberFormat(LOCALE, options));
  return { format: (value) => made().format(value) };
};

export const dateTimeFormat = (options?: Intl.DateTimeFormatOptions): DateTimeFormatter => {
  const made = lazily(() => new Intl.DateTimeFormat(LOCALE, options));
  return { format: (date) => made().format(date), formatToParts: (date) => made().formatToParts(date) };
};

/**
 * Loads the locale's number data now: the browser's first Intl number formatter pays for it
 * (~75 ms on issue 27's phone, ~1 ms for each one after). The page's first script calls this
 * while the app's code is still downloading, so the first rows do not wait for it.
 */
export const loadLocaleData = (): void => {
  new Intl.NumberFormat(LOCALE).format(0);
};
