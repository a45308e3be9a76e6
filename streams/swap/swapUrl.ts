import type { Asset } from '../schemas/asset';
import { USDC_MINT, USDT_MINT, WRAPPED_SOL_MINT, looksLikeAddress } from './addresses';

/** The global maximum input (spec 001 §5, §9). */
export const MAX_INPUT_LIMIT = 1e17;
/** Whole-number digits below MAX_INPUT_LIMIT: 1e17 has 18, so at most 17. */
const MAX_INPUT_DIGITS = 17;

/** How the URL names one side of the pair. */
export type TokenRef =
  | { readonly kind: 'address'; readonly address: string }
  | { readonly kind: 'symbol'; readonly symbol: string }
  | { readonly kind: 'symbol-address'; readonly symbol: string; readonly address: string };

export interface SwapUrlInput {
  readonly pathname: string;
  /** 'SOL-USDC' or 'SOL-JUP_JUPyiw…': from the path (/swap/SOL-USDC) or the query. */
  readonly inOut?: string | null | undefined;
  readonly sell?: string | null | undefined;
  readonly buy?: string | null | undefined;
  readonly inAmount?: string | null | undefined;
}

export interface ParsedSwapUrl {
  readonly sell: TokenRef | undefined;
  readonly buy: TokenRef | undefined;
  readonly inAmount: string | undefined;
  /** inAmount was present but not a number above 0 and below the limit: drop it from the URL. */
  readonly amountDropped: boolean;
  /** inOut was present but not two dash-separated parts. */
  readonly malformed: boolean;
}

/** Built-in tokens: the search service short-circuits these symbols (spec 001 §7). */
export const BUILT_IN_TOKENS: readonly Asset[] = [
  { id: WRAPPED_SOL_MINT, name: 'Wrapped SOL', symbol: 'SOL', decimals: 9, isVerified: true, tags: ['verified', 'strict', 'community'] },
  { id: USDC_MINT, name: 'USD Coin', symbol: 'USDC', decimals: 6, isVerified: true, tags: ['verified', 'strict', 'community', 'stablecoin'] },
  { id: USDT_MINT, name: 'USDT', symbol: 'USDT', decimals: 6, isVerified: true, tags: ['verified', 'strict', 'community', 'stablecoin'] },
];

export const builtInBySymbol = (symbol: string): Asset | undefined => BUILT_IN_TOKENS.find((token) => token.symbol === symbol.toUpperCase());
export const builtInByAddress = (address: string): Asset | undefined => BUILT_IN_TOKENS.find((token) => token.id === address);

/** The default pair: sell SOL, buy USDC. */
export const DEFAULT_SELL = BUILT_IN_TOKENS[0] as Asset;
export const DEFAULT_BUY = BUILT_IN_TOKENS[1] as Asset;

/** Perps pages keep their own pair in the path: no swap resolution there. */
export const isPerpsRoute = (pathname: string): boolean => /^\/perps(?:-[a-z0-9]+)?(?:\/|$)/.test(pathname);

/**
 * One inOut part: 'symbol_address' names an address when the part after the (last) underscore
 * is 32 to 48 characters long; a bare 32–48 character text without underscore is an address.
 */
export const parseTokenRef = (part: string): TokenRef | undefined => {
  if (part === '') return undefined;
  const underscore = part.lastIndexOf('_');
  if (underscore > 0) {
    const address = part.slice(underscore + 1);
    if (address.length >= 32 && address.length <= 48) return { kind: 'symbol-address', symbol: part.slice(0, underscore), address };
  }
  return looksLikeAddress(part) ? { kind: 'address', address: part } : { kind: 'symbol', symbol: part };
};

/** An inAmount worth keeping: a number above 0 and below the maximum input limit. */
export const isValidInAmount = (text: string): boolean => {
  const trimmed = text.trim();
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return false;
  // Compared as digits, not as a Number: 99999999999999999 is below the limit, its float is not.
  const [whole = '', fraction = ''] = trimmed.split('.');
  const digits = whole.replace(/^0+/, '');
  return /[1-9]/.test(whole + fraction) && digits.length <= MAX_INPUT_DIGITS;
};

const queryAddress = (value: string | null | undefined): TokenRef | undefined =>
  value && looksLikeAddress(value) ? { kind: 'address', address: value } : undefined;

/** The URL's pair and amount (spec 001 §2.2, §5); sell and buy parameters win over inOut. */
export const parseSwapUrl = (input: SwapUrlInput): ParsedSwapUrl => {
  let sell: TokenRef | undefined;
  let buy: TokenRef | undefined;
  let malformed = false;
  if (input.inOut) {
    const parts = decodeURIComponent(input.inOut).split('-');
    if (parts.length === 2) {
      sell = parseTokenRef(parts[0] ?? '');
      buy = parseTokenRef(parts[1] ?? '');
    }
    malformed = parts.length !== 2 || sell === undefined || buy === undefined;
  }
  sell = queryAddress(input.sell) ?? sell;
  buy = queryAddress(input.buy) ?? buy;
  const rawAmount = input.inAmount ?? undefined;
  const keep = rawAmount !== undefined && isValidInAmount(rawAmount);
  return { sell, buy, inAmount: keep ? rawAmount.trim() : undefined, amountDropped: rawAmount !== undefined && !keep, malformed };
};

const VERIFIED_TAGS = new Set(['verified', 'strict', 'community']);
export const isVerifiedToken = (asset: Asset): boolean => asset.isVerified === true || (asset.tags ?? []).some((tag) => VERIFIED_TAGS.has(tag));

/**
 * The slug of a token in a swap URL (spec 001 §5): its symbol when alphanumeric, verified and
 * not shared by another verified token; otherwise its address.
 */
export const swapSlug = (asset: Asset, duplicatedSymbols: ReadonlySet<string>): string =>
  /^[A-Za-z0-9]+$/.test(asset.symbol) && isVerifiedToken(asset) && !duplicatedSymbols.has(asset.symbol.toUpperCase()) ? asset.symbol : asset.id;

/** /swap/SOL-USDC, with ?inAmount= when there is one. */
export const swapPath = (sell: Asset, buy: Asset, duplicatedSymbols: ReadonlySet<string>, inAmount?: string): string =>
  `/swap/${swapSlug(sell, duplicatedSymbols)}-${swapSlug(buy, duplicatedSymbols)}${inAmount ? `?inAmount=${encodeURIComponent(inAmount)}` : ''}`;

/** Same token on both sides: the sell side resets to the default sell token (then buy, if SOL). */
export const separatePair = (sell: Asset, buy: Asset): { sell: Asset; buy: Asset } => {
  if (sell.id !== buy.id) return { sell, buy };
  return buy.id === DEFAULT_SELL.id ? { sell: DEFAULT_SELL, buy: DEFAULT_BUY } : { sell: DEFAULT_SELL, buy };
};
