import { STUDIO_DECIMALS, STUDIO_MAX_FIRST_BUY_LAMPORTS, STUDIO_MAX_SUPPLY, STUDIO_MIN_SUPPLY } from '../../streams/instructions';
import {
  type StudioImageType,
  type StudioLaunchText,
  STUDIO_LIMITS,
  cleanStudioText,
  groupDigits,
  sniffImageType,
  studioLaunchRequestSchema,
} from '../../streams/schemas';
import { isAddress } from '../ledger/codec';

/** A launch request the service accepted: every text cleaned and capped, the image checked. */
export interface CleanLaunch extends StudioLaunchText {
  readonly creator: string;
  /** Whole tokens. */
  readonly supply: bigint;
  readonly decimals: number;
  readonly firstBuy: bigint;
  readonly imageBytes: Uint8Array | undefined;
  readonly imageType: StudioImageType | undefined;
  /** The image's URL once stored (launchStore.ts). */
  readonly image?: string;
}

export type LaunchFormResult = { readonly ok: true; readonly value: CleanLaunch } | { readonly ok: false; readonly error: string };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** An https link as kept: cleaned, at most 200 characters, no credentials; '' is none. */
const linkOf = (raw: string | undefined, what: string): { ok: true; value: string | undefined } | { ok: false; error: string } => {
  const text = cleanStudioText(raw ?? '', STUDIO_LIMITS.link + 1);
  if (text === '') return { ok: true, value: undefined };
  if (text.length > STUDIO_LIMITS.link) return { ok: false, error: `${what}: at most ${STUDIO_LIMITS.link} characters` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: `${what}: not a link (https://…)` };
  }
  if (url.protocol !== 'https:' || url.username || url.password) return { ok: false, error: `${what}: only https links` };
  return { ok: true, value: url.href };
};

const imageOf = (base64: string | undefined): { ok: true; bytes?: Uint8Array; type?: StudioImageType } | { ok: false; error: string } => {
  if (base64 === undefined || base64 === '') return { ok: true };
  if (!BASE64.test(base64)) return { ok: false, error: 'Image: not base64' };
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length > STUDIO_LIMITS.imageBytes) return { ok: false, error: `Image: at most ${STUDIO_LIMITS.imageBytes / 1024} KB` };
  const type = sniffImageType(bytes);
  return type ? { ok: true, bytes, type } : { ok: false, error: 'Image: PNG, JPEG, WebP or GIF only' };
};

/**
 * Reads a launch request (the Studio form): zod for its shape, then the rules a launchpad keeps.
 * Text is cleaned before it is measured (cleanStudioText: no control or direction characters,
 * spaces collapsed), names and symbols must keep something visible, links must be https, the
 * supply and the first buy stay within the program's bounds, and an image must be what its bytes
 * say (PNG, JPEG, WebP or GIF), never SVG or HTML. Each refusal says what to fix.
 */
export const readLaunchForm = (body: unknown): LaunchFormResult => {
  const parsed = studioLaunchRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `Invalid launch request: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'unreadable'}` };
  }
  const form = parsed.data;
  if (!isAddress(form.creator)) return { ok: false, error: 'Invalid address' };
  const name = cleanStudioText(form.name, STUDIO_LIMITS.name);
  if (name === '') return { ok: false, error: 'Name: required' };
  const symbol = cleanStudioText(form.symbol, 200).replace(/\s/gu, '');
  if (symbol === '') return { ok: false, error: 'Symbol: required' };
  if (Array.from(symbol).length > STUDIO_LIMITS.symbol) return { ok: false, error: `Symbol: at most ${STUDIO_LIMITS.symbol} characters` };
  const description = cleanStudioText(form.description ?? '', STUDIO_LIMITS.description) || undefined;
  const supply = BigInt(form.supply);
  if (supply < STUDIO_MIN_SUPPLY || supply > STUDIO_MAX_SUPPLY)
    return { ok: false, error: `Supply: ${groupDigits(STUDIO_MIN_SUPPLY)} to ${groupDigits(STUDIO_MAX_SUPPLY)} tokens` };
  const firstBuy = BigInt(form.firstBuy);
  if (firstBuy > STUDIO_MAX_FIRST_BUY_LAMPORTS) return { ok: false, error: `First buy: at most ${STUDIO_MAX_FIRST_BUY_LAMPORTS / 1_000_000_000n} SOL` };
  const links = [linkOf(form.website, 'Website'), linkOf(form.twitter, 'X'), linkOf(form.telegram, 'Telegram')] as const;
  for (const link of links) if (!link.ok) return link;
  const [website, twitter, telegram] = links.map((link) => (link.ok ? link.value : undefined));
  const image = imageOf(form.image);
  if (!image.ok) return image;
  return {
    ok: true,
    value: {
      creator: form.creator,
      name,
      symbol,
      description,
      website,
      twitter,
      telegram,
      supply,
      decimals: STUDIO_DECIMALS,
      firstBuy,
      imageBytes: image.bytes,
      imageType: image.type,
    },
  };
};
