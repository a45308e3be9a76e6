import * as z from 'zod/mini';

/** The product slots that have a banner (spec 000 §2 Banners); search shows them too. */
export const bannerSlots = ['swap', 'limit', 'dca', 'perps', 'perps-loan', 'bridge'] as const;
export type BannerSlot = (typeof bannerSlots)[number];

/** A banner id as the static host names its folder: anything else is unparseable (spec 000 §8). */
export const BANNER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Unix ms, or an ISO date. */
const instant = z.union([
  z.number().check(z.nonnegative()),
  z.pipe(
    z.string().check(z.maxLength(40)),
    z.transform((text, context) => {
      const ms = Date.parse(text);
      if (Number.isNaN(ms)) context.issues.push({ code: 'custom', message: 'not a date', input: text });
      return ms;
    }),
  ),
]);

/** A link as sent: checked where it is shown (core/safeLink.ts), so one bad link drops that link, not the banner. */
const link = z.string().check(z.maxLength(500));

/** GET /banner/metadata.json: the active banner's id per slot (or none). */
export const bannerMetadataSchema = z.object({ activeBanner: z.record(z.string(), z.nullable(z.string().check(z.maxLength(100)))) });

/** GET /banner/{id}/banner.json (spec 000 §3 Banner). */
export const bannerSchema = z.object({
  id: z.string().check(z.maxLength(100)),
  startTime: instant,
  expiryTime: instant,
  closeCount: z.int().check(z.minimum(0), z.maximum(1000)),
  data: z.object({
    imageUrl: z.optional(z.string().check(z.maxLength(500))),
    title: z.record(z.string(), z.string().check(z.maxLength(200))),
    countdownConfig: z.optional(
      z.object({
        text: z.string().check(z.maxLength(100)),
        endTime: instant,
        dayLabel: z._default(z.string().check(z.maxLength(10)), 'd'),
        hourLabel: z._default(z.string().check(z.maxLength(10)), 'h'),
        minuteLabel: z._default(z.string().check(z.maxLength(10)), 'm'),
        secondLabel: z._default(z.string().check(z.maxLength(10)), 's'),
      }),
    ),
    paragraphs: z._default(
      z
        .array(z.object({ text: z.string().check(z.maxLength(500)), actionText: z.optional(z.string().check(z.maxLength(100))), actionLink: z.optional(link) }))
        .check(z.maxLength(10)),
      [],
    ),
    buttons: z._default(z.array(z.object({ text: z.string().check(z.maxLength(60)), link })).check(z.maxLength(4)), []),
  }),
});
export type Banner = z.infer<typeof bannerSchema>;
