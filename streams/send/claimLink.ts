import { fromBase58, toBase58 } from '../solana/codec';
import { TOKEN_ACCOUNT_RENT_LAMPORTS } from '../solana/programs';
import { fromBaseUnits } from '../swap/baseUnits';

/**
 * A claim link (issue 28 item 2): a one-time key whose account holds what was sent. The key's
 * 32-byte seed travels only in the URL's fragment, which browsers never send to a server; with
 * it rides the first characters of the key's address, so a link altered on its way (a character
 * lost, another pasted in) is told apart from one already claimed.
 */
export type ClaimLinkKind = 'send' | 'gift' | 'invite';

/** The signature fee of the claim (or reclaim): one signer, no priority fee. */
export const CLAIM_FEE_LAMPORTS = 5_000n;
/**
 * The least SOL a link may carry: what arrives must keep a brand-new wallet above the rent
 * minimum (890,880 lamports), or the claim could not land.
 */
export const MIN_SOL_LINK_LAMPORTS = 1_000_000n;
/** Characters of the claim address the fragment carries: 58^6 ≈ 3.8e10 makes a damaged seed that passes unlikely. */
const ADDRESS_CHECK_CHARS = 6;

/**
 * What the sender puts on the claim key besides the token: a SOL link carries its amount and the
 * claim's fee; a token link the fee and the rent of the recipient's token account, which the
 * claim opens when the recipient has none (and which arrives as SOL when it is not needed).
 */
export const claimKeyLamports = (native: boolean, amount: bigint): bigint =>
  native ? amount + CLAIM_FEE_LAMPORTS : CLAIM_FEE_LAMPORTS + TOKEN_ACCOUNT_RENT_LAMPORTS;

/** All the SOL the link costs the sender (the claim key's own token account is rent it gets back from the claim). */
export const linkSolCost = (native: boolean, amount: bigint): bigint => claimKeyLamports(native, amount) + (native ? 0n : TOKEN_ACCOUNT_RENT_LAMPORTS);

/** The funding's own signature fee, paid by the sender. */
const FUND_FEE_LAMPORTS = 5_000n;

/** The most a link can carry of a holding: a SOL link keeps back its claim's fee and the funding's. */
export const linkMax = (native: boolean, balance: bigint): bigint => {
  if (!native) return balance;
  const rest = balance - CLAIM_FEE_LAMPORTS - FUND_FEE_LAMPORTS;
  return rest > 0n ? rest : 0n;
};

/** Why a link of `amount` cannot be made from a wallet holding `solBalance` lamports, or undefined when it can. */
export const linkProblem = (native: boolean, amount: bigint, solBalance: bigint): string | undefined => {
  if (native && amount < MIN_SOL_LINK_LAMPORTS)
    return `A SOL link carries at least ${fromBaseUnits(MIN_SOL_LINK_LAMPORTS, 9)} SOL: less could not open a new wallet.`;
  const needed = linkSolCost(native, amount) + FUND_FEE_LAMPORTS;
  if (solBalance < needed) {
    return native
      ? `Not enough SOL: the link and its fees need ${fromBaseUnits(needed, 9)} SOL.`
      : `Not enough SOL: a token link needs ${fromBaseUnits(needed, 9)} SOL for the claim's fee and the token accounts' rent.`;
  }
  return undefined;
};

export const claimFragment = (seed: Uint8Array, address: string): string => `k=${toBase58(seed)}&a=${address.slice(0, ADDRESS_CHECK_CHARS)}`;

export const claimLinkUrl = (origin: string, kind: ClaimLinkKind, fragment: string): string => `${origin}/${kind === 'invite' ? 'invite' : 'gift'}#${fragment}`;

export type ReadFragment =
  { readonly status: 'none' } | { readonly status: 'damaged' } | { readonly status: 'ok'; readonly seed: Uint8Array; readonly addressCheck: string };

/** The fragment as the recipient's page reads it ('#k=…&a=…'); anything else is no link or a damaged one. */
export const readClaimFragment = (hash: string): ReadFragment => {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '') return { status: 'none' };
  const params = new URLSearchParams(text);
  const key = params.get('k');
  const check = params.get('a');
  if (key === null && check === null) return { status: 'none' };
  const seed = key === null ? undefined : fromBase58(key);
  if (!seed || seed.length !== 32 || check === null || !/^[1-9A-HJ-NP-Za-km-z]{6}$/.test(check)) return { status: 'damaged' };
  return { status: 'ok', seed, addressCheck: check };
};

/** Whether the key the seed makes is the one the link was made for. */
export const matchesCheck = (address: string, addressCheck: string): boolean => address.slice(0, ADDRESS_CHECK_CHARS) === addressCheck;

/** A link's identity in this browser: its seed, base58 (what the sent list stores). */
export const linkIdOf = (seed: Uint8Array): string => toBase58(seed);

/** A fresh claim key's seed from the browser's cryptographic random source. */
export const newLinkSeed = (): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(32));
