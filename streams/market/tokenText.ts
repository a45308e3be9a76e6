/**
 * Token text from the network is hostile input (reliability K4): shown as text only, with NUL
 * and bidirectional control characters removed, and cut to 30 (name) or 10 (symbol) characters
 * (spec 001 §3 token info rules).
 */
const unsafe = (code: number) =>
  code < 0x20 || code === 0x7f || code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

const cut = (text: string, max: number) => {
  const characters = [...[...text].filter((character) => !unsafe(character.codePointAt(0) ?? 0)).join('').trim()];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : characters.join('');
};

export const tokenName = (name: string | null | undefined) => cut(name ?? '', 30) || 'Unknown';
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
