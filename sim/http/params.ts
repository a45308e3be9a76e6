import { type Timeframe, timeframes } from '../market/stats';

/** Query-parameter readers that never throw: bad values read as absent. */
export const numberParam = (query: URLSearchParams, name: string): number | undefined => {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
};

export const listParam = (query: URLSearchParams, name: string): string[] | undefined => {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
};

export const isTimeframe = (value: string): value is Timeframe => (timeframes as readonly string[]).includes(value);

/** Milliseconds from a query time given in ms (or, when small, in seconds). */
export const timeParam = (query: URLSearchParams, name: string): number | undefined => {
  const value = numberParam(query, name);
  if (value === undefined) return undefined;
  return value < 1e11 ? value * 1000 : value;
};
