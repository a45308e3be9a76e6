import * as z from 'zod/mini';

/**
 * The Studio's wire ([I]: Jupiter Studio's API is not public in this shape), shared by the
 * client and the simulator: the launch request, what the service answers, and a launch's page.
 */
export const STUDIO_LIMITS = {
  name: 32,
  symbol: 10,
  description: 500,
  link: 200,
  /** The image's bytes: pump.fun allows more, but a token icon needs no more than this. */
  imageBytes: 256 * 1024,
} as const;

/** The image types accepted, told apart by their first bytes (never by what the sender claims). */
export const STUDIO_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type StudioImageType = (typeof STUDIO_IMAGE_TYPES)[number];

/** An image's type from its magic bytes, or undefined for anything else (SVG included: it can carry script). */
export const sniffImageType = (bytes: Uint8Array): StudioImageType | undefined => {
  const starts = (...head: number[]) => head.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return undefined;
};

/**
 * Text as a launch keeps it: NFC, no format characters (direction overrides, zero-width: they
 * disguise a name as 'USDT' spelt backwards or hide a suffix), controls as spaces, runs of spaces as one,
 * trimmed, then cut to `max` characters (code points, so no half of a pair is left).
 */
export const cleanStudioText = (text: string, max: number): string =>
  Array.from(
    text
      .normalize('NFC')
      .replace(/\p{Cf}/gu, '')
      .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
      .replace(/\s+/gu, ' ')
      .trim(),
  )
    .slice(0, max)
    .join('')
    .trim();

/** A launch's text as kept, cleaned (cleanStudioText) and checked; undefined is none. */
export interface StudioLaunchText {
  readonly name: string;
  readonly symbol: string;
  readonly description: string | undefined;
  readonly website: string | undefined;
  readonly twitter: string | undefined;
  readonly telegram: string | undefined;
}

/** 1000000000n → '1,000,000,000' (en-US grouping, without a locale formatter). */
export const groupDigits = (value: bigint): string => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const WHOLE = /^[1-9][0-9]{0,17}$/;
const LAMPORTS = /^(0|[1-9][0-9]{0,17})$/;

/** POST /studio/v1/launch: the form as the user filled it; the image as base64 (the simulator's POSTs are JSON only). */
export const studioLaunchRequestSchema = z.object({
  creator: z.string().check(z.minLength(32), z.maxLength(44)),
  name: z.string().check(z.maxLength(1_000)),
  symbol: z.string().check(z.maxLength(200)),
  description: z.optional(z.string().check(z.maxLength(5_000))),
  website: z.optional(z.string().check(z.maxLength(1_000))),
  twitter: z.optional(z.string().check(z.maxLength(1_000))),
  telegram: z.optional(z.string().check(z.maxLength(1_000))),
  /** Whole tokens. */
  supply: z.string().check(z.regex(WHOLE)),
  /** Lamports of SOL the creator buys with at launch ('0': none). */
  firstBuy: z.string().check(z.regex(LAMPORTS)),
  /** Base64 of the image's bytes (at most STUDIO_LIMITS.imageBytes once decoded). */
  image: z.optional(z.string().check(z.maxLength(Math.ceil((STUDIO_LIMITS.imageBytes * 4) / 3) + 8))),
});
export type StudioLaunchRequest = z.infer<typeof studioLaunchRequestSchema>;

/** The service's answer: the transaction to sign, and the mint it launches. */
export const studioLaunchAnswerSchema = z.object({
  requestId: z.string().check(z.minLength(1), z.maxLength(64)),
  mint: z.string().check(z.minLength(32), z.maxLength(44)),
  transaction: z.string().check(z.minLength(1), z.maxLength(4_000)),
});
export type StudioLaunchAnswer = z.infer<typeof studioLaunchAnswerSchema>;

const text = (max: number) => z.string().check(z.maxLength(max));
const link = z.nullable(text(STUDIO_LIMITS.link));

/** GET /studio/v1/launches/{mint}: a launch's page. */
export const studioLaunchViewSchema = z.object({
  mint: z.string().check(z.minLength(32), z.maxLength(44)),
  name: text(200),
  symbol: text(100),
  description: text(STUDIO_LIMITS.description * 2),
  image: z.nullable(text(500)),
  website: link,
  twitter: link,
  telegram: link,
  creator: z.string().check(z.minLength(32), z.maxLength(44)),
  createdAt: z.string().check(z.maxLength(40)),
  supply: z.string().check(z.regex(WHOLE)),
  decimals: z.int().check(z.minimum(0), z.maximum(18)),
  launchpad: z.string().check(z.maxLength(40)),
  /** 0–100: the share of the curve's tokens sold. */
  bondingCurve: z.number().check(z.minimum(0), z.maximum(100)),
  graduated: z.boolean(),
  priceUsd: z.number().check(z.minimum(0)),
  mcap: z.number().check(z.minimum(0)),
  holderCount: z.int().check(z.minimum(0)),
  raisedSol: z.number().check(z.minimum(0)),
  /** SOL raised when the curve graduates. */
  graduationSol: z.number().check(z.minimum(0)),
  creatorFeesSol: z.number().check(z.minimum(0)),
  creatorFeesUsd: z.number().check(z.minimum(0)),
});
export type StudioLaunchView = z.infer<typeof studioLaunchViewSchema>;

/** GET /studio/v1/launches?creator=: a wallet's launches, newest first. */
export const studioLaunchesSchema = z.object({ launches: z.array(studioLaunchViewSchema).check(z.maxLength(50)) });
