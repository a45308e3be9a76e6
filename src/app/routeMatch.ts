/**
 * Route patterns as the router reads them, without the router: the early script (src/early.ts)
 * picks the landing page's chunks with these before the app has loaded.
 */

/** Whether a route pattern ('/tokens/:id') matches a path, as the router does: each ':name' takes one segment, case aside. */
export const matchesPattern = (pattern: string, pathname: string): boolean => {
  const want = pattern.split('/');
  const have = pathname.replace(/(.)\/+$/, '$1').split('/');
  return (
    want.length === have.length && want.every((part, i) => (part.startsWith(':') ? (have[i] ?? '') !== '' : part.toLowerCase() === have[i]?.toLowerCase()))
  );
};

const params = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':')).length;

/** The pattern the router picks for a path among `patterns` (the fewest parameters wins), if any matches. */
export const bestPattern = (patterns: Iterable<string>, pathname: string): string | undefined =>
  [...patterns].filter((pattern) => matchesPattern(pattern, pathname)).sort((a, b) => params(a) - params(b))[0];
