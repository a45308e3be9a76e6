/**
 * Base-URL overrides (`?api=`, `?ws=`, `?rpc=` or a stored value) are accepted only for
 * allowed origins, compared as whole origins: `https://jup.ag.evil.com` is not jup.ag, and
 * `https://jup.ag@evil.com` is evil.com with a user name. Remote hosts must use https or wss;
 * loopback hosts (the simulator, a local validator) may use any port and plain http or ws.
 *
 * Only the origin is kept: a path, query or fragment is dropped, so a link cannot route the
 * app's calls to another path on an allowed host (`?api=https://api.jup.ag/evil/?x=` is
 * `https://api.jup.ag`). The Content-Security-Policy's connect-src is derived from these
 * same lists (contentSecurityPolicy.ts).
 */
export const allowedRemoteOrigins: ReadonlySet<string> = new Set([
  'https://jup.ag',
  'https://api.jup.ag',
  'https://lite-api.jup.ag',
  'https://datapi.jup.ag',
  'wss://trench-stream.jup.ag',
  'https://perps-api.jup.ag',
  'https://api.mainnet-beta.solana.com',
  'wss://api.mainnet-beta.solana.com',
]);

/**
 * Hosts that mean "this machine". IPv6 `[::1]` is left out on purpose: a CSP source
 * expression cannot name an IPv6 literal, so the policy could never allow it.
 */
export const loopbackHosts: ReadonlySet<string> = new Set(['localhost', '127.0.0.1']);

export type OriginVerdict = { readonly ok: true; readonly url: string; readonly loopback: boolean } | { readonly ok: false; readonly reason: string };

export const checkOverrideUrl = (raw: string, kind: 'http' | 'ws'): OriginVerdict => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a URL' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials in URL' };
  const secure = kind === 'http' ? 'https:' : 'wss:';
  const plain = kind === 'http' ? 'http:' : 'ws:';
  if (url.protocol !== secure && url.protocol !== plain) return { ok: false, reason: `scheme ${url.protocol} not allowed` };
  if (loopbackHosts.has(url.hostname)) return { ok: true, url: url.origin, loopback: true };
  if (url.protocol !== secure) return { ok: false, reason: `plain ${plain.slice(0, -1)} to a remote host` };
  if (!allowedRemoteOrigins.has(url.origin)) return { ok: false, reason: `origin ${url.origin} not allowed` };
  return { ok: true, url: url.origin, loopback: false };
};
