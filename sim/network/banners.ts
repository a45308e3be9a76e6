/**
 * Promotional banners of the static host (spec 000 §3 Banner, §7): one active banner per
 * product slot, named in /banner/metadata.json (`activeBanner`), each at /banner/{id}/banner.json
 * with its image beside it. The switchboard replaces a slot's banner or empties it.
 */
export const bannerSlots = ['swap', 'limit', 'dca', 'perps', 'perps-loan', 'bridge'] as const;
export type BannerSlot = (typeof bannerSlots)[number];

export interface SimBanner {
  readonly id: string;
  readonly startTime: number;
  readonly expiryTime: number;
  readonly closeCount: number;
  /** Unix ms a countdown runs to, when the banner has one. */
  readonly countdownTo?: number;
  /** Button links instead of the default one (the switchboard can make them hostile). */
  readonly links?: readonly string[];
}

const DAY = 86_400_000;

const titles: Record<BannerSlot, string> = {
  swap: 'Zero-fee swaps week',
  limit: 'Limit orders now fill partially',
  dca: 'Recurring buys, every hour',
  perps: 'Perps trading competition',
  'perps-loan': 'Borrow against JLP',
  bridge: 'Bridge from Ethereum in minutes',
};

/** One banner per slot, live from a day ago for a week, closable twice. */
export const defaultBanners = (now: number): Map<BannerSlot, SimBanner> =>
  new Map(bannerSlots.map((slot) => [slot, { id: `${slot}-launch`, startTime: now - DAY, expiryTime: now + 7 * DAY, closeCount: 2 }]));

/** The banner document (spec 000 §3): times in ms, the image path relative to the banner folder. */
export const bannerJson = (slot: BannerSlot, banner: SimBanner) => ({
  id: banner.id,
  startTime: banner.startTime,
  expiryTime: banner.expiryTime,
  closeCount: banner.closeCount,
  data: {
    imageUrl: '/image.svg',
    title: { en: titles[slot] },
    ...(banner.countdownTo !== undefined
      ? { countdownConfig: { text: 'Ends in', endTime: banner.countdownTo, dayLabel: 'd', hourLabel: 'h', minuteLabel: 'm', secondLabel: 's' } }
      : {}),
    paragraphs: [{ text: 'A simulated promotion from the static host.', actionText: 'Read more', actionLink: 'https://example.com/promo' }],
    buttons: banner.links
      ? banner.links.map((link, index) => ({ text: `Link ${index + 1}`, link }))
      : [{ text: 'Learn more', link: 'https://example.com/promo' }],
  },
});

/** A small banner picture: the slot's colour and name, drawn here (no network). */
export const bannerImage = (id: string): string => {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 40%)"/></linearGradient></defs><rect width="96" height="96" rx="20" fill="url(#g)"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">★</text></svg>`;
};
