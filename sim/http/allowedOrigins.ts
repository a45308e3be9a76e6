/**
 * The browser origins that may drive the simulator: the app itself, by IP and by name, on its
 * dev port (APP_PORT, 5173 by default, as vite.config.ts) and its preview port (4173, used by
 * Playwright and the browser benchmarks). SIM_ALLOWED_ORIGINS adds more, comma-separated, for
 * unusual set-ups (the app served from another host or port). Any other page a browser has
 * open is refused: the simulator holds wallets and a switchboard that resets everything.
 */
export const DEV_PORT = 5173;
export const PREVIEW_PORT = 4173;

type Env = Readonly<Record<string, string | undefined>>;

const portOf = (value: string, name: string) => {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name}=${value} is not a port`);
  return port;
};

/** An exact origin (scheme, host, port): no path, query, credentials or wildcard. */
const originOf = (entry: string): string => {
  let url: URL | undefined;
  try {
    url = new URL(entry);
  } catch {
    url = undefined;
  }
  const plain =
    url &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '';
  if (!url || !plain) {
    throw new Error(`SIM_ALLOWED_ORIGINS: "${entry}" is not an origin such as http://127.0.0.1:3000`);
  }
  return url.origin;
};

export const allowedOrigins = (env: Env = process.env): ReadonlySet<string> => {
  const ports = [env.APP_PORT ? portOf(env.APP_PORT, 'APP_PORT') : DEV_PORT, PREVIEW_PORT];
  const origins = new Set(ports.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]));
  for (const entry of (env.SIM_ALLOWED_ORIGINS ?? '').split(',')) {
    if (entry.trim() !== '') origins.add(originOf(entry.trim()));
  }
  return origins;
};
