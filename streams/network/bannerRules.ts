import type { Banner } from './bannerSchema';

/**
 * Whether a banner shows now (spec 000 §4 Banner rules): there is one, it has started, it has
 * not expired, and it was closed fewer times than its closeCount.
 */
export const bannerVisible = (banner: Banner | undefined, now: number, dismissals: number): boolean =>
  banner !== undefined && now >= banner.startTime && now < banner.expiryTime && dismissals < banner.closeCount;

/** When the answer of bannerVisible changes next by time alone (start or expiry), if ever. */
export const nextBoundary = (banner: Banner | undefined, now: number): number | undefined => {
  if (!banner) return undefined;
  if (now < banner.startTime) return banner.startTime;
  if (now < banner.expiryTime) return banner.expiryTime;
  return undefined;
};

export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** The time left to `end` in d/h/m/s (zero once passed). */
export const countdownParts = (end: number, now: number): CountdownParts => {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
};

/**
 * Where a banner's image is (spec 000 §6): a path starting with '/' is inside the banner's folder
 * on the static host; an absolute URL on the provider's static host is moved to the configured
 * one; any other https URL stays; anything else is dropped.
 */
export const bannerImageUrl = (imageUrl: string | undefined, id: string, staticHost: string): string | undefined => {
  if (!imageUrl) return undefined;
  if (imageUrl.startsWith('/')) return `${staticHost}/banner/${encodeURIComponent(id)}${imageUrl}`;
  try {
    const url = new URL(imageUrl);
    if (url.origin === PROVIDER_STATIC_HOST) return `${staticHost}${url.pathname}`;
    return url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
};

/** [I] The provider's own static host, which banner documents may name in absolute URLs. */
export const PROVIDER_STATIC_HOST = 'https://static.jup.ag';
