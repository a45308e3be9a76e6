/**
 * Base-URL overrides (`?api=`, `?ws=`, `?rpc=` or a stored value) are accepted only for
 * allowed origins, compared as whole origins: `https://jup.ag.evil.com` is not jup.ag, and
 * `https://jup.ag@evil.com` is evil.com with a user name. Remote hosts must use https or wss;
 * loopback hosts (the simulator, a local validator) may use any port and plain http or ws.
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

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export type OriginVerdict = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: string };

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
  if (loopbackHosts.has(url.hostname)) return { ok: true, url: stripTrailingSlash(url.toString()) };
  if (url.protocol !== secure) return { ok: false, reason: `plain ${plain.slice(0, -1)} to a remote host` };
  if (!allowedRemoteOrigins.has(url.origin)) return { ok: false, reason: `origin ${url.origin} not allowed` };
  return { ok: true, url: stripTrailingSlash(url.toString()) };
};

const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '');
