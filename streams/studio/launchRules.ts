import {
  STUDIO_DECIMALS,
  STUDIO_LAUNCH_FEE_LAMPORTS,
  STUDIO_MAX_FIRST_BUY_LAMPORTS,
  STUDIO_MAX_SUPPLY,
  STUDIO_MIN_SUPPLY,
  firstBuyTokens,
  supplyBaseUnits,
} from '../instructions/studio';
import { type StudioImageType, type StudioLaunchText, STUDIO_LIMITS, cleanStudioText, groupDigits, sniffImageType } from '../schemas/studio';
import { fromBaseUnits, isNumericAmount, toBaseUnits } from '../swap/baseUnits';

/** An image the user picked, read into bytes; its type is what the bytes say. */
export interface StudioImage {
  readonly bytes: Uint8Array;
  readonly type: StudioImageType;
  readonly fileName: string;
}

/** What the user typed, as typed. */
export interface LaunchFields {
  readonly name: string;
  readonly symbol: string;
  readonly description: string;
  readonly website: string;
  readonly twitter: string;
  readonly telegram: string;
  /** Whole tokens ('1,000,000,000' is fine). */
  readonly supply: string;
  /** SOL. */
  readonly firstBuy: string;
  readonly image: StudioImage | undefined;
  /** Why the last file picked was refused. */
  readonly imageError: string | undefined;
}

/** A launch ready to ask for: cleaned text, amounts in base units, the least the first buy must get. */
export interface LaunchRequest extends StudioLaunchText {
  /** Whole tokens. */
  readonly supply: bigint;
  /** Lamports. */
  readonly firstBuy: bigint;
  /** Base units the first buy gets on the fresh curve. */
  readonly expectedTokens: bigint;
  /** The least the transaction may give (1 % under the exact figure: rounding only, nobody trades first). */
  readonly minTokens: bigint;
  readonly image: StudioImage | undefined;
}

export type LaunchErrors = Partial<Record<'name' | 'symbol' | 'description' | 'website' | 'twitter' | 'telegram' | 'supply' | 'firstBuy' | 'image', string>>;

/** The first buy is the curve's first trade: only rounding can make it give less. */
export const FIRST_BUY_TOLERANCE_BPS = 100n;

const SOL_DECIMALS = 9;
const LONG = 100_000;

const linkError = (text: string): string | undefined => {
  if (text === '') return undefined;
  if (text.length > STUDIO_LIMITS.link) return `At most ${STUDIO_LIMITS.link} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full link (https://…)';
  }
  return url.protocol !== 'https:' || url.username || url.password ? 'Only https links' : undefined;
};

const wholeTokens = (text: string): bigint | undefined => {
  const digits = text.replace(/[,_\s]/g, '');
  return /^[0-9]{1,19}$/.test(digits) ? BigInt(digits) : undefined;
};

/** The first buy in lamports ('' is none), or undefined when the text is no amount of SOL. */
export const parseFirstBuy = (text: string): bigint | undefined => {
  const trimmed = text.trim();
  if (trimmed === '') return 0n;
  return isNumericAmount(trimmed) && trimmed.length <= 40 ? toBaseUnits(trimmed, SOL_DECIMALS) : undefined;
};

/** Reads a picked file: its size and its first bytes decide, never its name or the browser's type. */
export const readImage = (bytes: Uint8Array, fileName: string): { readonly image: StudioImage } | { readonly error: string } => {
  if (bytes.length > STUDIO_LIMITS.imageBytes)
    return { error: `The image is ${Math.ceil(bytes.length / 1024)} KB: at most ${STUDIO_LIMITS.imageBytes / 1024} KB` };
  const type = sniffImageType(bytes);
  return type ? { image: { bytes, type, fileName } } : { error: 'Only PNG, JPEG, WebP or GIF images' };
};

/**
 * The Studio form's rules (issue 28 item 3), the same the simulator keeps (sim/studio/launchForm.ts
 * cleans with the same cleanStudioText and limits): each field's message, and the request when
 * every field holds. What is cleaned away (direction overrides, zero-width characters) is not
 * an error: the preview shows the name as it will be kept.
 */
export interface LaunchCheck {
  readonly errors: LaunchErrors;
  readonly request: LaunchRequest | undefined;
  /** The name and ticker as they will be kept (cleaned), whatever else is wrong: the preview shows them. */
  readonly kept: { readonly name: string; readonly symbol: string };
}

export const checkLaunch = (fields: LaunchFields): LaunchCheck => {
  const errors: LaunchErrors = {};
  const name = cleanStudioText(fields.name, LONG);
  if (name === '') errors.name = 'Give the token a name';
  else if (Array.from(name).length > STUDIO_LIMITS.name) errors.name = `At most ${STUDIO_LIMITS.name} characters`;
  const symbol = cleanStudioText(fields.symbol, LONG).replace(/\s/gu, '');
  if (symbol === '') errors.symbol = 'Give the token a ticker';
  else if (Array.from(symbol).length > STUDIO_LIMITS.symbol) errors.symbol = `At most ${STUDIO_LIMITS.symbol} characters`;
  const description = cleanStudioText(fields.description, LONG);
  if (Array.from(description).length > STUDIO_LIMITS.description) errors.description = `At most ${STUDIO_LIMITS.description} characters`;
  const links = { website: fields.website.trim(), twitter: fields.twitter.trim(), telegram: fields.telegram.trim() };
  for (const key of ['website', 'twitter', 'telegram'] as const) {
    const error = linkError(links[key]);
    if (error) errors[key] = error;
  }
  const supply = wholeTokens(fields.supply);
  if (supply === undefined || supply < STUDIO_MIN_SUPPLY || supply > STUDIO_MAX_SUPPLY)
    errors.supply = `From ${groupDigits(STUDIO_MIN_SUPPLY)} to ${groupDigits(STUDIO_MAX_SUPPLY)} tokens`;
  const firstBuy = parseFirstBuy(fields.firstBuy);
  if (firstBuy === undefined) errors.firstBuy = 'Enter an amount of SOL';
  else if (firstBuy > STUDIO_MAX_FIRST_BUY_LAMPORTS) errors.firstBuy = `At most ${fromBaseUnits(STUDIO_MAX_FIRST_BUY_LAMPORTS, SOL_DECIMALS)} SOL`;
  if (fields.imageError) errors.image = fields.imageError;
  const kept = { name: Array.from(name).slice(0, STUDIO_LIMITS.name).join(''), symbol: Array.from(symbol).slice(0, STUDIO_LIMITS.symbol).join('') };
  if (Object.keys(errors).length > 0 || supply === undefined || firstBuy === undefined) return { errors, request: undefined, kept };
  const expectedTokens = firstBuyTokens(supplyBaseUnits(supply), firstBuy);
  return {
    errors,
    kept,
    request: {
      name,
      symbol,
      description: description || undefined,
      website: links.website || undefined,
      twitter: links.twitter || undefined,
      telegram: links.telegram || undefined,
      supply,
      firstBuy,
      expectedTokens,
      minTokens: (expectedTokens * (10_000n - FIRST_BUY_TOLERANCE_BPS)) / 10_000n,
      image: fields.image,
    },
  };
};

/** SOL the launch may take from the wallet besides the network fee: the studio's fee, the first buy, and the new token account's rent. */
export const TOKEN_ACCOUNT_RENT_LAMPORTS = 2_039_280n;
export const launchCostLamports = (firstBuy: bigint): bigint => STUDIO_LAUNCH_FEE_LAMPORTS + firstBuy + (firstBuy > 0n ? TOKEN_ACCOUNT_RENT_LAMPORTS : 0n);

export { STUDIO_DECIMALS };
