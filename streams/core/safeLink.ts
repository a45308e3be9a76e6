import type { Logger } from './ports';

/**
 * Where a link from the network may go (banners, token metadata and socials): an absolute
 * `https:` URL without credentials, or a path of this site with exactly one leading slash.
 * Everything else is refused: `//evil.example` and `/\evil.example` (the browser reads both as
 * another host), `javascript:`, `data:`, plain `http:`, and text with controls, spaces or
 * backslashes the browser would quietly rewrite.
 */
export type SafeLink =
  /** Another site: opened in a new tab with `noopener noreferrer`. */
  | { readonly kind: 'external'; readonly href: string }
  /** A page of this app: followed in place. */
  | { readonly kind: 'internal'; readonly href: string };

/** Longer text is no link anyone types. */
export const MAX_LINK_LENGTH = 2048;

/** C0 and C1 controls, spaces of any kind, invisible format characters and backslashes: URL parsing strips or rewrites them. */
const rewritten = (code: number) =>
  code <= 0x20 ||
  (code >= 0x7f && code <= 0xa0) ||
  code === 0x5c || // backslash: '/\\host' is read as '//host'
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200f) ||
  (code >= 0x2028 && code <= 0x202f) ||
  (code >= 0x205f && code <= 0x206f) ||
  code === 0x3000 ||
  code === 0xfeff;

const hasRewritten = (text: string) => {
  for (const character of text) if (rewritten(character.codePointAt(0) ?? 0)) return true;
  return false;
};

/** A base that no real link shares, to resolve a path and see whether it stays on this site. */
const SAME_SITE = 'https://same-origin.invalid';

export const safeLink = (text: string | null | undefined): SafeLink | undefined => {
  if (!text || text.length > MAX_LINK_LENGTH || hasRewritten(text)) return undefined;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return undefined;
    try {
      const resolved = new URL(text, SAME_SITE);
      return resolved.origin === SAME_SITE ? { kind: 'internal', href: `${resolved.pathname}${resolved.search}${resolved.hash}` } : undefined;
    } catch {
      return undefined;
    }
  }
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
    return { kind: 'external', href: url.href };
  } catch {
    return undefined;
  }
};

/** An https link to another site, or nothing: for token socials and other links that must leave the app. */
export const safeExternalLink = (text: string | null | undefined): string | undefined => {
  const link = safeLink(text);
  return link?.kind === 'external' ? link.href : undefined;
};

/**
 * A path of this app and nothing else (a `next` or `from` parameter): the path, query and
 * fragment as safeLink resolves them, or undefined for another site, a scheme, or odd text.
 */
export const appPath = (text: string | null | undefined): string | undefined => {
  const link = safeLink(text);
  return link?.kind === 'internal' ? link.href : undefined;
};

/** The most refused links logged one by one in a visit; past it, a hostile feed cannot flood the log. */
const MAX_LOGGED = 100;

/**
 * safeLink with a record: each refused link is logged once (where it came from, its first
 * characters), so a banner or token that carries a bad link is visible in the log, not silent.
 */
export const createLinkGuard = (logger: Logger) => {
  const logged = new Set<string>();
  const refused = (text: string, where: string) => {
    if (logged.has(text) || logged.size >= MAX_LOGGED) return;
    logged.add(text);
    logger.warn('Dropped a link that does not go to an https site or a page of this app', { where, link: text.slice(0, 120) });
  };
  const link = (text: string | null | undefined, where: string): SafeLink | undefined => {
    const checked = safeLink(text);
    if (!checked && text) refused(text, where);
    return checked;
  };
  return {
    link,
    /** Only another https site (token socials): an in-app path is refused too. */
    external: (text: string | null | undefined, where: string): string | undefined => {
      const checked = link(text, where);
      if (checked?.kind === 'internal' && text) refused(text, where);
      return checked?.kind === 'external' ? checked.href : undefined;
    },
  };
};

export type LinkGuard = ReturnType<typeof createLinkGuard>;
