/**
 * The product's one number and date locale: en-US on every screen and in every message, whatever
 * the browser's language, so a price reads the same in a screenshot, a test and a support ticket
 * (README "Numbers, dates and live marks"). Every formatter is made through these two.
 */
export const LOCALE = 'en-US';

export const numberFormat = (options?: Intl.NumberFormatOptions): Intl.NumberFormat => new Intl.NumberFormat(LOCALE, options);

export const dateTimeFormat = (options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => new Intl.DateTimeFormat(LOCALE, options);
