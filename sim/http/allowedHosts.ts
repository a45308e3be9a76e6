/**
 * The Host check against DNS rebinding. A page on evil.example whose name is rebound to
 * 127.0.0.1 reaches the simulator as its own origin (its GETs carry no Origin header), but
 * every request it makes still says `Host: evil.example:8787`. Allowed: 127.0.0.1, localhost
 * and [::1] with the port the connection arrived on, the bind address (SIM_HOST) likewise, and
 * exact `host:port` values from SIM_ALLOWED_HOSTS (comma-separated: a port forward, a
 * container's name).
 */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
/** Bind addresses that are no name a client would use. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::']);

type Env = Readonly<Record<string, string | undefined>>;

export const allowedExtraHosts = (env: Env = process.env): ReadonlySet<string> => {
  const hosts = new Set<string>();
  for (const raw of (env.SIM_ALLOWED_HOSTS ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    if (!/^([a-z0-9.-]+|\[[0-9a-f:.]+\]):\d{1,5}$/.test(entry)) throw new Error(`SIM_ALLOWED_HOSTS: "${raw.trim()}" is not a host:port such as sim.local:8787`);
    hosts.add(entry);
  }
  return hosts;
};

/**
 * Whether a Host header may reach a server bound to `bindHost`, on a connection to `localPort`.
 * No Host at all (HTTP/1.0; Node answers 400 to HTTP/1.1 without one) passes: browsers always
 * send one, so its absence is never a rebound page.
 */
export const isAllowedHost = (host: string | undefined, localPort: number | undefined, bindHost: string, extra: ReadonlySet<string>): boolean => {
  if (host === undefined) return true;
  const value = host.toLowerCase();
  if (extra.has(value)) return true;
  if (localPort === undefined) return false;
  const bound = bindHost.toLowerCase();
  const names = ANY_ADDRESS.has(bound) ? LOOPBACK_NAMES : [...LOOPBACK_NAMES, bound.includes(':') ? `[${bound}]` : bound];
  return names.some((name) => value === `${name}:${localPort}`);
};
