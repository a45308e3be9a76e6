import { fromBaseUnits } from '../swap/baseUnits';
import { shortAddress } from '../tx/intent';

/**
 * How an order's pre-sign check names what it compares (orderIntent files): amounts in the
 * tokens the form showed, mints by symbol when they are the ones asked, wallets as 'your wallet'.
 */
export interface TokenWords {
  readonly symbol: string;
  readonly decimals: number;
}

/** The tokens of an order as the form showed them: what it sells (input) and buys (output). */
export interface OrderTokens {
  readonly input: TokenWords;
  readonly output: TokenWords;
}

/** 1.5 SOL */
export const amountIn =
  (token: TokenWords) =>
  (amount: unknown): string =>
    typeof amount === 'bigint' ? `${fromBaseUnits(amount, token.decimals)} ${token.symbol}` : String(amount);

/** A mint by the symbol the user picked it by; any other by its short address. */
export const mintWords =
  (asked: Readonly<Record<string, string>>) =>
  (mint: unknown): string =>
    typeof mint === 'string' ? (asked[mint] ?? shortAddress(mint)) : String(mint);

/** The first of the wallets a transaction names that is not the user's, in words; undefined when all are. */
export const notYourWallet = (owner: string, named: readonly (readonly [what: string, found: string])[]): string | undefined => {
  const other = named.find(([, found]) => found !== owner);
  return other && `${other[0]} is ${shortAddress(other[1])} in the transaction, not your wallet`;
};

/** Past this a Date cannot hold the time (±100,000,000 days from 1970). */
const MAX_DATE_SECONDS = 8_640_000_000_000n;

/** 2026-11-25 19:00:00 UTC, to the second (two expiries a second apart read apart); none: never. */
export const unixTimeWords = (seconds: unknown): string => {
  if (typeof seconds !== 'bigint') return 'none';
  if (seconds > MAX_DATE_SECONDS) return `unix time ${seconds}`;
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
};
