import { type ParsedTransaction, programIdOf } from '../solana/wireFormat';

/**
 * What the user asked a write to do, made from the form, the settings and what the user
 * accepted (or the address the user confirmed), never from the answer of the service that
 * built the transaction. An auto-signing wallet signs only what matches it; an external
 * wallet shows its own prompt and the app shows `summary` beside it.
 */
export interface WriteIntent {
  /** In the user's words: 'Sell 1 SOL for at least 149.25 USDC'. */
  readonly summary: string;
  /**
   * Reads the transaction's own instructions (decoded with the program's layout) and compares
   * what decides the later effect with the intent. Answers what differed, in words that finish
   * 'Refused to sign: …', or undefined when everything matches.
   */
  readonly verify?: (tx: ParsedTransaction) => string | undefined;
}

/** What the user reads when the transaction is not what they asked for. */
export const refusedToSign = (what: string): string => `Refused to sign: ${what}.`;

/** The data of every top-level instruction to `program`, in order. */
export const instructionsTo = (tx: ParsedTransaction, program: string): readonly Uint8Array[] =>
  tx.instructions.filter((instruction) => programIdOf(tx, instruction) === program).map((instruction) => instruction.data);

/**
 * The one instruction to `program` that the command expects, decoded; or what is wrong: none,
 * more than one (a second could do anything), or data the layout does not decode.
 */
export const theOnlyInstruction = <T>(
  tx: ParsedTransaction,
  program: string,
  decode: (data: Uint8Array) => T | undefined,
  what: string,
): { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string } => {
  const found = instructionsTo(tx, program);
  if (found.length === 0) return { ok: false, reason: `the transaction does not contain the ${what} you asked for` };
  if (found.length > 1) return { ok: false, reason: `the transaction contains ${found.length} ${what} instructions where you asked for one` };
  const value = decode(found[0] as Uint8Array);
  return value === undefined ? { ok: false, reason: `the ${what} in the transaction cannot be read` } : { ok: true, value };
};

/**
 * Compares fields one by one: the first that differs, as "the order's receiver is X, not Y".
 * `fields` lists [what, asked, found, show] with `show` turning a value into words.
 */
export const firstDifference = (
  fields: readonly (readonly [what: string, asked: unknown, found: unknown, show?: (value: unknown) => string])[],
): string | undefined => {
  for (const [what, asked, found, show] of fields) {
    if (asked === found) continue;
    const words = show ?? ((value: unknown) => (value === null || value === undefined ? 'none' : String(value)));
    return `${what} is ${words(found)} in the transaction, not the ${words(asked)} you asked for`;
  }
  return undefined;
};

/**
 * 7xKX…9fQm: enough of an address to tell it apart in a message. Only a base58 address is cut:
 * a word that stands in for one ('an unreadable program') is left whole.
 */
export const shortAddress = (address: string): string =>
  /^[1-9A-HJ-NP-Za-km-z]{13,}$/.test(address) ? `${address.slice(0, 4)}…${address.slice(-4)}` : address;
