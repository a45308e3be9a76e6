/** A search as typed: the text to look for and how to match it (spec 000 §4 Search). */
export interface SearchQuery {
  /** Trimmed, without the quotes. Empty means no search (history and the trending list). */
  readonly text: string;
  /** Quoted, or ending with a space: exact, case-insensitive symbol match. */
  readonly exact: boolean;
  /** The text has the shape of an address (a wallet or a mint): the UI offers 'View Portfolio'. */
  readonly isAddress: boolean;
}

const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const QUOTED = /^["'“”‘’](.*)["'“”‘’]$/s;

export const parseSearchInput = (raw: string): SearchQuery => {
  const trimmed = raw.trim();
  const quoted = trimmed.length >= 2 ? QUOTED.exec(trimmed) : null;
  const text = quoted ? (quoted[1] ?? '').trim() : trimmed;
  const trailingSpace = trimmed !== '' && /\s$/.test(raw);
  return { text, exact: text !== '' && (quoted !== null || trailingSpace), isAddress: ADDRESS.test(text) };
};

/** Two inputs that ask the same question share one request. */
export const queryKey = (query: SearchQuery): string => `${query.exact ? 'exact' : 'any'}:${query.text}`;
