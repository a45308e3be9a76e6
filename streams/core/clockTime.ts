/**
 * The 24-hour clock, 'HH:MM:SS' in the browser's time zone, written without Intl: en-US with
 * two-digit hours, minutes and seconds and hourCycle 'h23' gives exactly this. The first Intl
 * date formatter loads the locale's date data (~40 ms on a laptop, ~150 ms on a slow phone),
 * and the trades list and the stale marks format a clock in their first render (issue 27).
 */
export const CLOCK_OPTIONS: Readonly<Intl.DateTimeFormatOptions> = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' };

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** 'HH:MM:SS' of a date or epoch ms; undefined for an invalid time (Intl's to say why). */
export const formatClockTime = (date: Date | number): string | undefined => {
  const at = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(at.getTime())) return undefined;
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
};

/** Whether `options` ask for exactly that clock (keys in any order). */
export const isClockOptions = (options: Intl.DateTimeFormatOptions | undefined): boolean => {
  if (!options) return false;
  const keys = Object.keys(options) as (keyof Intl.DateTimeFormatOptions)[];
  return keys.length === Object.keys(CLOCK_OPTIONS).length && keys.every((key) => options[key] === CLOCK_OPTIONS[key]);
};
