import type { TokenFilter } from '@streams/market';

/** How many criteria a filter sets (shown on the Filters button; its own module so the list's page loads without the form's code). */
export const activeCriteria = (filter: TokenFilter) =>
  Object.values(filter).filter((value) => value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0)).length;
