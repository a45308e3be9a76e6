/**
 * Token text from the network is hostile input (reliability K4): shown as text only, with NUL
 * and other control characters, bidirectional controls and zero-width characters removed, and
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

const cut = (text: string, max: number) => {
  const characters = [...[...text].filter((character) => !unsafe(character.codePointAt(0) ?? 0)).join('').trim()];
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
  const lines = (text ?? '').split(/\r\n|\r|\n/).map((line) => [...line].filter((character) => !unsafe(character.codePointAt(0) ?? 0)).join('').trimEnd());
  const joined = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  const characters = [...joined];
  return characters.length > DESCRIPTION_MAX ? `${characters.slice(0, DESCRIPTION_MAX - 1).join('')}…` : joined;
};
export const tokenSymbol = (symbol: string | null | undefined) => cut(symbol ?? '', 10) || '?';

/** A link is followed only when it is https. */
export const safeHttpsUrl = (url: string | null | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
};
