import { safeExternalLink } from '../core/safeLink';

/**
 * Token text from the network is hostile input (reliability K4): shown as text only, with NUL
 * and other control characters, bidirectional controls, zero-width characters, Unicode tag
 * characters and combining marks beyond a run of three removed, and
 * cut to 30 (name) or 10 (symbol) characters (spec 001 §3 token info rules).
 */
const unsafe = (code: number) =>
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) || // DEL and the C1 controls
  code === 0x061c || // Arabic letter mark
  code === 0x180e || // Mongolian vowel separator
  (code >= 0x200b && code <= 0x200f) || // zero-width space, non-joiner, joiner; LRM, RLM
  (code >= 0x202a && code <= 0x202e) || // bidi embeddings and overrides
  (code >= 0x2060 && code <= 0x2069) || // word joiner, invisible operators, bidi isolates
  code === 0xfeff; // zero-width no-break space

/** Unicode tag characters (U+E0000–U+E007F): invisible, they can smuggle text past a reader. */
const isTag = (code: number) => code >= 0xe0000 && code <= 0xe007f;

/** Combining marks kept on one character: enough for any script's accents, not for a 'zalgo' tower over the row. */
export const MAX_COMBINING_RUN = 3;
const COMBINING = /\p{M}/u;

/** The characters of `text` without controls, invisible formatting, tags and combining marks beyond a short run. */
const clean = (text: string): string => {
  let kept = '';
  let run = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (unsafe(code) || isTag(code)) continue;
    run = COMBINING.test(character) ? run + 1 : 0;
    if (run <= MAX_COMBINING_RUN) kept += character;
  }
  return kept;
};

/** Whether text carries what `clean` removes (controls, invisible formatting, tags, piled-up marks): typed text a page refuses rather than rewrites. */
export const hasHiddenCharacters = (text: string): boolean => clean(text) !== text;

const cut = (text: string, max: number) => {
  const characters = [...clean(text).trim()];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : characters.join('');
};

export const tokenName = (name: string | null | undefined) => cut(name ?? '', 30) || 'Unknown';

/** The most of a token description the page shows. */
export const DESCRIPTION_MAX = 2_000;

/**
 * A token's description as the page shows it: the same characters removed as from names, but
 * line breaks kept (at most one blank line in a row), cut to DESCRIPTION_MAX characters.
 */
export const tokenDescription = (text: string | null | undefined): string => {
  const lines = (text ?? '').split(/\r\n|\r|\n/).map((line) => clean(line).trimEnd());
  const joined = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const characters = [...joined];
  return characters.length > DESCRIPTION_MAX ? `${characters.slice(0, DESCRIPTION_MAX - 1).join('')}…` : joined;
};
export const tokenSymbol = (symbol: string | null | undefined) => cut(symbol ?? '', 10) || '?';

/** A token's link is followed only when it goes to another https site (the link rules of core/safeLink.ts). */
export const safeHttpsUrl = safeExternalLink;
