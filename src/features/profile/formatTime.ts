import { dateTimeFormat } from '@streams/core';

/** Day, month and time in the user's zone; built once (formatters are costly to create). */
const parts = dateTimeFormat({
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const pad = (value: number) => String(value).padStart(2, '0');

/** The zone offset as ISO 8601 short: '+01', '+0530', '-08', '+00'. */
const offsetOf = (date: Date) => {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${absolute % 60 === 0 ? '' : pad(absolute % 60)}`;
};

/** Spec 000 §2: 'dd MMM, y HH:mm:ss (x)', e.g. '21 Nov, 2026 14:03:09 (+01)'. */
export const formatActivityTime = (unixMs: number): string => {
  if (!Number.isFinite(unixMs)) return '–';
  const date = new Date(unixMs);
  const part = Object.fromEntries(parts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month}, ${part.year} ${part.hour}:${part.minute}:${part.second} (${offsetOf(date)})`;
};
