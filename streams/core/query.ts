/**
 * Query serialisation (spec 000 §7): arrays joined by commas, dates as ISO strings,
 * undefined values dropped. Commas between array items stay literal so that
 * `assetIds=a,b` reads the same in logs as in the specs.
 */
export type QueryScalar = string | number | boolean | bigint | Date;
export type QueryValue = QueryScalar | readonly QueryScalar[] | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

const scalarToString = (value: QueryScalar): string => (value instanceof Date ? value.toISOString() : String(value));

export const toQueryString = (params: QueryParams): string =>
  Object.entries(params)
    .flatMap(([key, value]) => {
      if (value === undefined) return [];
      const encoded = Array.isArray(value)
        ? (value as readonly QueryScalar[]).map((item) => encodeURIComponent(scalarToString(item))).join(',')
        : encodeURIComponent(scalarToString(value as QueryScalar));
      return [`${encodeURIComponent(key)}=${encoded}`];
    })
    .join('&');

/** Appends serialised params to a URL that may already carry a query. */
export const withQuery = (url: string, params: QueryParams | undefined): string => {
  const query = params ? toQueryString(params) : '';
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
};
