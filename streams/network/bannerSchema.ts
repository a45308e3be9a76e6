import { z } from 'zod';

/** The product slots that have a banner (spec 000 §2 Banners); search shows them too. */
export const bannerSlots = ['swap', 'limit', 'dca', 'perps', 'perps-loan', 'bridge'] as const;
export type BannerSlot = (typeof bannerSlots)[number];

/** A banner id as the static host names its folder: anything else is unparseable (spec 000 §8). */
export const BANNER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Unix ms, or an ISO date. */
const instant = z.union([
  z.number().finite().nonnegative(),
  z
    .string()
    .max(40)
    .transform((text, context) => {
      const ms = Date.parse(text);
      if (Number.isNaN(ms)) context.addIssue({ code: 'custom', message: 'not a date' });
      return ms;
    }),
]);

/** A link as sent: checked where it is shown (core/safeLink.ts), so one bad link drops that link, not the banner. */
const link = z.string().max(500);

/** GET /banner/metadata.json: the active banner's id per slot (or none). */
export const bannerMetadataSchema = z.object({ activeBanner: z.record(z.string(), z.string().max(100).nullable()) });

/** GET /banner/{id}/banner.json (spec 000 §3 Banner). */
export const bannerSchema = z.object({
  id: z.string().max(100),
  startTime: instant,
  expiryTime: instant,
  closeCount: z.number().int().min(0).max(1000),
  data: z.object({
    imageUrl: z.string().max(500).optional(),
    title: z.record(z.string(), z.string().max(200)),
    countdownConfig: z
      .object({
        text: z.string().max(100),
        endTime: instant,
        dayLabel: z.string().max(10).default('d'),
        hourLabel: z.string().max(10).default('h'),
        minuteLabel: z.string().max(10).default('m'),
        secondLabel: z.string().max(10).default('s'),
      })
      .optional(),
    paragraphs: z
      .array(z.object({ text: z.string().max(500), actionText: z.string().max(100).optional(), actionLink: link.optional() }))
      .max(10)
      .default([]),
    buttons: z
      .array(z.object({ text: z.string().max(60), link }))
      .max(4)
      .default([]),
  }),
});
export type Banner = z.infer<typeof bannerSchema>;
