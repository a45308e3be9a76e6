/**
 * Type guards compiled once from a shape, for the one hot path where zod's cost shows: the live
 * stream's pool updates (thousands a second). A guard checks exactly what the zod schema beside
 * it checks, allocates nothing and returns the value itself (extra keys stay; nothing reads them).
 * test/streams/schemas/poolUpdateGuard.test.ts holds each guard to its schema on random input.
 */
export type Guard = (value: unknown) => boolean;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const nullish = (value: unknown) => value === undefined || value === null;

export const str: Guard = (value) => typeof value === 'string';
export const num: Guard = (value) => typeof value === 'number' && Number.isFinite(value);
export const optStr: Guard = (value) => nullish(value) || typeof value === 'string';
export const optNum: Guard = (value) => nullish(value) || num(value);
export const optBool: Guard = (value) => nullish(value) || typeof value === 'boolean';
export const oneOf =
  (...allowed: readonly string[]): Guard =>
  (value) =>
    typeof value === 'string' && allowed.includes(value);
export const arrayOf =
  (item: Guard): Guard =>
  (value) =>
    Array.isArray(value) && value.every(item);
export const opt =
  (guard: Guard): Guard =>
  (value) =>
    nullish(value) || guard(value);

/** An object whose listed keys pass their guards; the checks run in a fixed, precompiled order. */
export const object = (shape: Readonly<Record<string, Guard>>): Guard => {
  const entries = Object.entries(shape);
  return (value) => {
    if (!isRecord(value)) return false;
    for (const [key, guard] of entries) if (!guard(value[key])) return false;
    return true;
  };
};
