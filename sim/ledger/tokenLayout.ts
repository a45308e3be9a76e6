import { PublicKey } from '@solana/web3.js';
import { addressBytes, readU32, readU64, toBase58, writeU32, writeU64 } from './codec';

/** Program ids and the SPL Token account layouts (the same 165/82-byte base for Token-2022). */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
export const NATIVE_LOADER = 'NativeLoader1111111111111111111111111111111';
export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111';
export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';
export const MINT_SIZE = 82;
export const TOKEN_ACCOUNT_SIZE = 165;
/** Token-2022 puts an account-type byte after the 165-byte base when extensions follow. */
const ACCOUNT_TYPE_OFFSET = 165;

export const isTokenProgram = (program: string) => program === TOKEN_PROGRAM || program === TOKEN_2022_PROGRAM;

export interface MintState {
  mintAuthority: string | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: string | null;
}

export type TokenAccountStateName = 'uninitialized' | 'initialized' | 'frozen';

export interface TokenAccountState {
  mint: string;
  owner: string;
  amount: bigint;
  delegate: string | null;
  state: TokenAccountStateName;
  /** Rent-exempt reserve of a wrapped-SOL account, null otherwise. */
  isNative: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: string | null;
}

const STATES: TokenAccountStateName[] = ['uninitialized', 'initialized', 'frozen'];

const optionalKey = (data: Uint8Array, offset: number): string | null =>
  readU32(data, offset) === 1 ? toBase58(data.subarray(offset + 4, offset + 36)) : null;

const writeOptionalKey = (data: Uint8Array, offset: number, key: string | null) => {
  writeU32(data, offset, key === null ? 0 : 1);
  if (key !== null) data.set(addressBytes(key), offset + 4);
};

const isMintData = (data: Uint8Array) => data.length === MINT_SIZE || (data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === 1);
const isAccountData = (data: Uint8Array) => data.length === TOKEN_ACCOUNT_SIZE || (data.length > ACCOUNT_TYPE_OFFSET && data[ACCOUNT_TYPE_OFFSET] === 2);

export const decodeMint = (data: Uint8Array): MintState | undefined => {
  if (!isMintData(data)) return undefined;
  return {
    mintAuthority: optionalKey(data, 0),
    supply: readU64(data, 36),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: optionalKey(data, 46),
  };
};

export const encodeMint = (mint: MintState): Uint8Array => {
  const data = new Uint8Array(MINT_SIZE);
  writeOptionalKey(data, 0, mint.mintAuthority);
  writeU64(data, 36, mint.supply);
  data[44] = mint.decimals;
  data[45] = mint.isInitialized ? 1 : 0;
  writeOptionalKey(data, 46, mint.freezeAuthority);
  return data;
};

export const decodeTokenAccount = (data: Uint8Array): TokenAccountState | undefined => {
  if (!isAccountData(data)) return undefined;
  const state = STATES[data[108] ?? 0];
  if (state === undefined || state === 'uninitialized') return undefined;
  return {
    mint: toBase58(data.subarray(0, 32)),
    owner: toBase58(data.subarray(32, 64)),
    amount: readU64(data, 64),
    delegate: optionalKey(data, 72),
    state,
    isNative: readU32(data, 109) === 1 ? readU64(data, 113) : null,
    delegatedAmount: readU64(data, 121),
    closeAuthority: optionalKey(data, 129),
  };
};

export const encodeTokenAccount = (account: TokenAccountState): Uint8Array => {
  const data = new Uint8Array(TOKEN_ACCOUNT_SIZE);
  data.set(addressBytes(account.mint), 0);
  data.set(addressBytes(account.owner), 32);
  writeU64(data, 64, account.amount);
  writeOptionalKey(data, 72, account.delegate);
  data[108] = STATES.indexOf(account.state);
  writeU32(data, 109, account.isNative === null ? 0 : 1);
  writeU64(data, 113, account.isNative ?? 0n);
  writeU64(data, 121, account.delegatedAmount);
  writeOptionalKey(data, 129, account.closeAuthority);
  return data;
};

const ataCache = new Map<string, string>();

/** The associated token account of owner for mint (owners may be off-curve PDAs, e.g. pool vaults). */
export const associatedTokenAddress = (owner: string, mint: string, tokenProgram = TOKEN_PROGRAM): string => {
  const key = `${owner}:${mint}:${tokenProgram}`;
  const cached = ataCache.get(key);
  if (cached) return cached;
  const [address] = PublicKey.findProgramAddressSync(
    [addressBytes(owner), addressBytes(tokenProgram), addressBytes(mint)],
    new PublicKey(ASSOCIATED_TOKEN_PROGRAM),
  );
  const text = address.toBase58();
  if (ataCache.size > 100_000) ataCache.clear();
  ataCache.set(key, text);
  return text;
};

/** Base units as the RPC's decimal string: trailing zeros trimmed ("1.5", "0", "0.000001"). */
export const uiAmountString = (amount: bigint, decimals: number): string => {
  if (decimals === 0) return amount.toString();
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
};

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

/** The real `UiTokenAmount`; transaction metadata reports a zero balance's uiAmount as null. */
export const uiTokenAmount = (amount: bigint, decimals: number, zeroAsNull = false): UiTokenAmount => {
  const text = uiAmountString(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: zeroAsNull && amount === 0n ? null : Number(text), uiAmountString: text };
};
