import type { ParsedTransaction } from '../solana/wireFormat';
import { fromBaseUnits } from '../swap/baseUnits';
import { shortAddress, theOnlyInstruction } from '../tx/intent';

/**
 * The words of the lend and claim intent checks: each term of the program's one instruction
 * against what the user asked for, the first that does not hold said as "the debt change is
 * +20 USDC in the transaction, not the +10 USDC you asked for" (what follows 'Refused to sign: ').
 */
export interface TermCheck {
  readonly holds: boolean;
  readonly what: string;
  /** The transaction's value, in words. */
  readonly found: string;
  /** What was wanted instead, finishing the sentence: 'not your wallet'. */
  readonly wanted: string;
}

export const firstBroken = (checks: readonly TermCheck[]): string | undefined => {
  const broken = checks.find((check) => !check.holds);
  return broken && `${broken.what} is ${broken.found} in the transaction, ${broken.wanted}`;
};

/** The same value as asked. */
export const same = <T>(what: string, asked: T, found: T, show: (value: T) => string = String): TermCheck => ({
  holds: asked === found,
  what,
  found: show(found),
  wanted: `not the ${show(asked)} you asked for`,
});

/** The user's own wallet (where what is theirs goes). */
export const yourWallet = (what: string, wallet: string, found: string): TermCheck => ({
  holds: found === wallet,
  what,
  found: shortAddress(found),
  wanted: 'not your wallet',
});

/** Base units in the token's words: 1500000n, 6, 'USDC' → '1.5 USDC'. */
export const tokens = (decimals: number, symbol: string) => (amount: bigint) => `${fromBaseUnits(amount, decimals)} ${symbol}`;

/** A change in the token's words, its sign always shown: '+1.5 USDC', '-2 SOL', '0 SOL'. */
export const change = (decimals: number, symbol: string) => (amount: bigint) => `${amount > 0n ? '+' : ''}${fromBaseUnits(amount, decimals)} ${symbol}`;

/**
 * A WriteIntent's `verify` for a program that expects exactly one instruction: decoded with its
 * layout, then checked term by term.
 */
export const verifyTerms =
  <T>(program: string, decode: (data: Uint8Array) => T | undefined, what: string, checks: (terms: T) => readonly TermCheck[]) =>
  (tx: ParsedTransaction): string | undefined => {
    const found = theOnlyInstruction(tx, program, decode, what);
    return found.ok ? firstBroken(checks(found.value)) : found.reason;
  };
