import { WELL_KNOWN_TOKENS } from '../catalogues/wellKnownTokens';

/**
 * Whether a token can be trusted at a glance (reliability K4; spec 001 §6 'Unknown tokens get a
 * warning badge'): verified tokens get the tick, unless their symbol mixes alphabets or looks
 * like a well-known symbol it is not (the Armenian 'Տ' in a fake 'UՏDT'). Identity is the mint.
 */
export type TokenTrust =
  { readonly level: 'verified' } | { readonly level: 'warning'; readonly reason: 'unverified' | 'mixed-script' | 'imitation'; readonly imitates?: string };

/** Letters that look like Latin ones, by script: the impostors' favourites (after Unicode's confusables). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  Ү: 'Y',
  Ԛ: 'Q',
  Ԝ: 'W',
  а: 'A',
  в: 'B',
  е: 'E',
  к: 'K',
  м: 'M',
  н: 'H',
  о: 'O',
  р: 'P',
  с: 'C',
  т: 'T',
  х: 'X',
  у: 'Y',
  ѕ: 'S',
  і: 'I',
  ј: 'J',
  ԁ: 'D',
  һ: 'H',
  ԛ: 'Q',
  ԝ: 'W',
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  ο: 'O',
  ν: 'V',
  ρ: 'P',
  ι: 'I',
  κ: 'K',
  υ: 'U',
  // Armenian
  Ս: 'U',
  ս: 'U',
  Տ: 'S',
  Օ: 'O',
  օ: 'O',
  ո: 'N',
  Լ: 'L',
  հ: 'H',
  զ: 'Q',
  ց: 'G',
  // Cherokee
  Ꭺ: 'A',
  Ᏼ: 'B',
  Ꮯ: 'C',
  Ꭰ: 'D',
  Ꭼ: 'E',
  Ꮐ: 'G',
  Ꮋ: 'H',
  Ꭻ: 'J',
  Ꮶ: 'K',
  Ꮮ: 'L',
  Ꮇ: 'M',
  Ꮎ: 'O',
  Ꮲ: 'P',
  Ꮪ: 'S',
  Ꭲ: 'T',
  Ꮩ: 'V',
  Ꮃ: 'W',
  Ꮓ: 'Z',
  // Digits read as letters
  '0': 'O',
  '1': 'I',
};

/** What a symbol looks like: compatibility forms folded (full-width, mathematical letters), look-alikes mapped, case ignored. */
export const symbolSkeleton = (symbol: string): string =>
  [...symbol.normalize('NFKC')]
    .map((character) => LOOKALIKES[character] ?? character)
    .join('')
    .toUpperCase()
    .replace(/[\s._-]/g, '');

/** Scripts that write symbols together legitimately count as one (Japanese mixes three). */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
];

/** True when the symbol's letters come from more than one alphabet (digits and signs do not count). */
export const mixesScripts = (symbol: string): boolean => {
  const scripts = new Set<string>();
  for (const character of symbol.normalize('NFKC')) {
    if (!/\p{L}/u.test(character)) continue;
    const script = SCRIPTS.find(([, pattern]) => pattern.test(character))?.[0] ?? 'Other';
    scripts.add(script);
    if (scripts.size > 1) return true;
  }
  return false;
};

const wellKnownBySkeleton = new Map(WELL_KNOWN_TOKENS.map((token) => [symbolSkeleton(token.symbol), token]));

/** The well-known symbol this token shows or imitates under another mint, if any. */
export const imitatedSymbol = (mint: string, symbol: string): string | undefined => {
  const known = wellKnownBySkeleton.get(symbolSkeleton(symbol));
  return known && known.mint !== mint ? known.symbol : undefined;
};

export const tokenTrust = (token: { readonly id: string; readonly symbol: string; readonly verified: boolean }): TokenTrust => {
  const imitates = imitatedSymbol(token.id, token.symbol);
  if (imitates) return { level: 'warning', reason: 'imitation', imitates };
  if (mixesScripts(token.symbol)) return { level: 'warning', reason: 'mixed-script' };
  return token.verified ? { level: 'verified' } : { level: 'warning', reason: 'unverified' };
};

/** What the warning badge says. */
export const trustWarning = (trust: TokenTrust): string | undefined => {
  if (trust.level === 'verified') return undefined;
  switch (trust.reason) {
    case 'imitation':
      return `Not the real ${trust.imitates ?? 'token'}: check the address`;
    case 'mixed-script':
      return 'Symbol mixes alphabets: check the address';
    case 'unverified':
      return 'Not verified: check the address';
  }
};
