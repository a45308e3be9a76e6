import { LOCALE } from '@streams/core';
import { type Time, TickMarkType } from 'lightweight-charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The charts' locale (the crosshair's date label): the product's one locale, not the browser's. */
export const chartLocalization = { locale: LOCALE } as const;

/**
 * The time axis' labels as lightweight-charts' default writes them in en-US (the chart reads its
 * times as UTC: '2026', 'Nov', '28', '14:03', '14:03:05'), without Intl: its default calls
 * `toLocaleString`, whose first call loads the locale's date data (~40 ms on a laptop, ~150 ms on
 * a slow phone) while the chart's first frame waits (issue 27's blocking time). A business day or
 * date string goes to the default (null).
 */
export const tickMarkFormatter = (time: Time, type: TickMarkType): string | null => {
  if (typeof time !== 'number' || !Number.isFinite(time)) return null;
  const date = new Date(time * 1000);
  switch (type) {
    case TickMarkType.Year:
      return String(date.getUTCFullYear());
    case TickMarkType.Month:
      return MONTHS[date.getUTCMonth()] ?? null;
    case TickMarkType.DayOfMonth:
      return String(date.getUTCDate());
    case TickMarkType.Time:
      return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
    case TickMarkType.TimeWithSeconds:
      return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`;
    default:
      return null;
  }
};
