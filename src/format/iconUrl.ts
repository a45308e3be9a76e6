/** Where the unknown-icon fallback lives (public/). */
export const fallbackIcon = '/token-fallback.svg';

/** Hosts served as they are: already small, or local (the simulator draws its own icons). */
const directHosts = new Set(['127.0.0.1', 'localhost']);

/**
 * A token icon's URL: the app's own path, https (or a local http) only, else the fallback; through the resizing
 * proxy (w=48, h=48, dpr) when the profile has one, except for direct hosts and the proxy itself.
 */
export const iconUrl = (icon: string | null | undefined, proxy: string | undefined, size = 48, dpr = 2): string => {
  if (!icon) return fallbackIcon;
  // The app's own files (public/): served as they are.
  if (/^\/[\w-]/.test(icon)) return icon;
  let url: URL;
  try {
    url = new URL(icon);
  } catch {
    return fallbackIcon;
  }
  const local = directHosts.has(url.hostname);
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) return fallbackIcon;
  if (!proxy || local || icon.startsWith(proxy)) return url.toString();
  const proxied = new URL(proxy);
  proxied.searchParams.set('w', String(size));
  proxied.searchParams.set('h', String(size));
  proxied.searchParams.set('dpr', String(dpr));
  proxied.searchParams.set('q', '80');
  proxied.searchParams.set('url', url.toString());
  return proxied.toString();
};
