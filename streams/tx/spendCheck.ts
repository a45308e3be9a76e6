import { toBase58 } from '../solana/codec';
import type { AccountSnapshot } from '../solana/ports';
import { SYSTEM_PROGRAM, isTokenProgram } from '../solana/programs';
import { NATIVE_SOL, WRAPPED_SOL } from './landed';

/**
 * What a command allows its transaction to move out of (and requires it to bring into) the
 * signer's accounts, in base units per mint. SOL is keyed NATIVE_SOL (wrapped SOL counts as
 * SOL). Fees come on top of the SOL allowance; any mint not listed may not decrease at all.
 */
export interface SpendLimits {
  readonly maxOutflow: Readonly<Record<string, bigint>>;
  /** The least that must arrive, such as a swap's minimum out. */
  readonly minInflow?: Readonly<Record<string, bigint>>;
  /** Symbols for the refusal message, by mint. */
  readonly symbols?: Readonly<Record<string, string>>;
}

/** The token account fields a drain could touch (SPL Token layout; Token-2022 extends it). */
interface TokenAccountView {
  readonly mint: string;
  readonly owner: string;
  readonly amount: bigint;
  /** Set when someone else may move tokens out later, or close the account. */
  readonly delegate: string | undefined;
  /** How much the delegate may still move. */
  readonly delegatedAmount: bigint;
  readonly closeAuthority: string | undefined;
}

const ACCOUNT_SIZE = 165;
/** A multisig's size: never a token account, whatever its byte 165 holds (as @solana/spl-token reads it). */
const MULTISIG_SIZE = 355;
const ACCOUNT_TYPE_ACCOUNT = 2;

const optionalKey = (data: Uint8Array, at: number): string | undefined => (data[at] === 1 ? toBase58(data.subarray(at + 4, at + 36)) : undefined);

/** A token account's fields, or undefined for anything else (mints, uninitialised accounts). */
export const readTokenAccount = (account: AccountSnapshot): TokenAccountView | undefined => {
  const { data } = account;
  if (!isTokenProgram(account.owner) || data.length < ACCOUNT_SIZE || data.length === MULTISIG_SIZE) return undefined;
  // Token-2022 mints are padded past 165 bytes and say what they are at byte 165.
  if (data.length > ACCOUNT_SIZE && data[ACCOUNT_SIZE] !== ACCOUNT_TYPE_ACCOUNT) return undefined;
  if (data[108] === 0) return undefined;
  return {
    mint: toBase58(data.subarray(0, 32)),
    owner: toBase58(data.subarray(32, 64)),
    amount: new DataView(data.buffer, data.byteOffset + 64, 8).getBigUint64(0, true),
    delegate: optionalKey(data, 72),
    delegatedAmount: new DataView(data.buffer, data.byteOffset + 121, 8).getBigUint64(0, true),
    closeAuthority: optionalKey(data, 129),
  };
};

const normalise = (mint: string) => (mint === WRAPPED_SOL ? NATIVE_SOL : mint);

interface Holdings {
  /** Per mint; SOL counts the wallet's lamports plus the lamports of its token accounts (rent, wrapped SOL). */
  readonly amounts: Map<string, bigint>;
  /** Token accounts of the owner that another key may drain or close later, with who and how much. */
  readonly handedOver: Map<string, TokenAccountView>;
  readonly systemOwned: boolean;
}

/** What `owner` holds across `accounts` (listed by `addresses`). */
const holdingsOf = (owner: string, addresses: readonly string[], accounts: readonly (AccountSnapshot | null)[]): Holdings => {
  const amounts = new Map<string, bigint>();
  const handedOver = new Map<string, TokenAccountView>();
  let systemOwned = false;
  const add = (mint: string, amount: bigint) => amounts.set(mint, (amounts.get(mint) ?? 0n) + amount);
  addresses.forEach((address, index) => {
    const account = accounts[index];
    if (!account) return;
    if (address === owner) {
      add(NATIVE_SOL, account.lamports);
      systemOwned = account.owner === SYSTEM_PROGRAM;
      return;
    }
    const token = readTokenAccount(account);
    if (token?.owner !== owner) return;
    add(NATIVE_SOL, account.lamports);
    // Wrapped SOL is counted through the account's lamports above.
    if (token.mint !== WRAPPED_SOL) add(token.mint, token.amount);
    if (token.delegate !== undefined || token.closeAuthority !== undefined) handedOver.set(address, token);
  });
  return { amounts, handedOver, systemOwned };
};

/**
 * Whether an account gives another key more power than it did before: a new or different
 * delegate, a larger allowance for the same one, or a new or different close authority. A
 * delegate the user had already approved may spend from its allowance (the balances count that).
 */
const handsMore = (before: TokenAccountView | undefined, after: TokenAccountView): boolean =>
  (after.delegate !== undefined && (after.delegate !== before?.delegate || after.delegatedAmount > before.delegatedAmount)) ||
  (after.closeAuthority !== undefined && after.closeAuthority !== before?.closeAuthority);

export type SpendViolation =
  | { readonly kind: 'outflow'; readonly mint: string; readonly amount: bigint; readonly allowed: bigint }
  | { readonly kind: 'inflow'; readonly mint: string; readonly amount: bigint; readonly required: bigint }
  | { readonly kind: 'authority'; readonly account: string };

/**
 * Compares the signer's holdings before and after the simulation with what the command allows:
 * an outflow beyond its limit (SOL: limit plus fees), an inflow below its minimum, or an
 * account handed to another key (the wallet reassigned, a delegate or close authority set)
 * is a violation. `fees` is the most the transaction can pay in fees.
 */
export const checkSpend = (
  owner: string,
  addresses: readonly string[],
  before: readonly (AccountSnapshot | null)[],
  after: readonly (AccountSnapshot | null)[],
  limits: SpendLimits,
  fees: bigint,
): SpendViolation | undefined => {
  const pre = holdingsOf(owner, addresses, before);
  const post = holdingsOf(owner, addresses, after);
  if (pre.systemOwned && !post.systemOwned && after[addresses.indexOf(owner)]) return { kind: 'authority', account: owner };
  for (const [account, after] of post.handedOver) if (handsMore(pre.handedOver.get(account), after)) return { kind: 'authority', account };

  const allowance = (mint: string) => Object.entries(limits.maxOutflow).reduce((sum, [key, value]) => (normalise(key) === mint ? sum + value : sum), 0n);
  const mints = new Set([...pre.amounts.keys(), ...post.amounts.keys()]);
  for (const mint of mints) {
    const delta = (post.amounts.get(mint) ?? 0n) - (pre.amounts.get(mint) ?? 0n);
    const allowed = allowance(mint) + (mint === NATIVE_SOL ? fees : 0n);
    if (-delta > allowed) return { kind: 'outflow', mint, amount: -delta, allowed };
  }
  for (const [key, required] of Object.entries(limits.minInflow ?? {})) {
    const mint = normalise(key);
    const delta = (post.amounts.get(mint) ?? 0n) - (pre.amounts.get(mint) ?? 0n);
    // SOL arrives net of the fees the same transaction pays.
    const received = delta + (mint === NATIVE_SOL ? fees : 0n);
    if (received < required) return { kind: 'inflow', mint, amount: received, required };
  }
  return undefined;
};
