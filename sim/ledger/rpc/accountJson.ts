import { toBase58, toBase64 } from '../codec';
import { invalidParams } from '../errors';
import { decodeMint, decodeTokenAccount, isTokenProgram, NATIVE_MINT, TOKEN_2022_PROGRAM, uiTokenAmount } from '../tokenLayout';
import type { AccountView, Vm } from '../vm';
import { type Config, stringParam } from './params';

/** Accounts in the RPC's encodings, with the real `jsonParsed` shapes for SPL Token mints and accounts. */
export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed' | 'binary';

/** Rent-exempt accounts report rent epoch u64::MAX (rounded as any JSON reader will). */
const RENT_EXEMPT_EPOCH = 2 ** 64;
const BASE58_LIMIT = 128;

export const encodingOf = (config: Config, fallback: AccountEncoding): AccountEncoding => {
  const value = config.encoding;
  if (value === undefined || value === null) return fallback;
  const encoding = stringParam(value);
  if (encoding === 'base64+zstd') throw invalidParams('Invalid params: base64+zstd encoding is not supported by the simulator; use base64.');
  if (encoding === 'base58' || encoding === 'base64' || encoding === 'jsonParsed' || encoding === 'binary') return encoding;
  throw invalidParams(`Invalid params: unknown variant \`${encoding}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\`, \`base64+zstd\`.`);
};

export interface DataSlice {
  offset: number;
  length: number;
}

export const dataSliceOf = (config: Config): DataSlice | undefined => {
  const value = config.dataSlice;
  if (value === undefined || value === null) return undefined;
  const slice = value as Partial<DataSlice>;
  if (
    typeof value !== 'object' ||
    !Number.isSafeInteger(slice.offset) ||
    !Number.isSafeInteger(slice.length) ||
    (slice.offset ?? -1) < 0 ||
    (slice.length ?? -1) < 0
  ) {
    throw invalidParams('Invalid params: dataSlice needs non-negative integer offset and length.');
  }
  return { offset: slice.offset ?? 0, length: slice.length ?? 0 };
};

/** The `parsed` part of a token mint or account, or undefined when the data is not SPL Token. */
export const parseTokenData = (vm: Vm, account: AccountView): { program: string; parsed: unknown; space: number } | undefined => {
  if (!isTokenProgram(account.owner)) return undefined;
  const program = account.owner === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token';
  const space = account.data.length;
  const mint = decodeMint(account.data);
  if (mint) {
    const info = {
      decimals: mint.decimals,
      freezeAuthority: mint.freezeAuthority,
      isInitialized: mint.isInitialized,
      mintAuthority: mint.mintAuthority,
      supply: mint.supply.toString(),
    };
    return { program, parsed: { info, type: 'mint' }, space };
  }
  const state = decodeTokenAccount(account.data);
  if (!state) return undefined;
  const decimals = decodeMint(vm.read(state.mint)?.data ?? new Uint8Array())?.decimals ?? (state.mint === NATIVE_MINT ? 9 : undefined);
  if (decimals === undefined) return undefined;
  const info: Record<string, unknown> = {
    isNative: state.isNative !== null,
    mint: state.mint,
    owner: state.owner,
    state: state.state,
    tokenAmount: uiTokenAmount(state.amount, decimals),
  };
  if (state.delegate !== null) {
    info.delegate = state.delegate;
    info.delegatedAmount = uiTokenAmount(state.delegatedAmount, decimals);
  }
  if (state.isNative !== null) info.rentExemptReserve = uiTokenAmount(state.isNative, 9);
  if (state.closeAuthority !== null) info.closeAuthority = state.closeAuthority;
  return { program, parsed: { info, type: 'account' }, space };
};

const encodeData = (vm: Vm, account: AccountView, encoding: AccountEncoding, slice: DataSlice | undefined): unknown => {
  const data = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data;
  if (encoding === 'jsonParsed' && !slice) {
    const parsed = parseTokenData(vm, account);
    if (parsed) return parsed;
  }
  if (encoding === 'base58' || encoding === 'binary') {
    if (data.length > BASE58_LIMIT) throw invalidParams('Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.');
    return encoding === 'binary' ? toBase58(data) : [toBase58(data), 'base58'];
  }
  return [toBase64(data), 'base64'];
};

export const encodeAccount = (vm: Vm, account: AccountView, encoding: AccountEncoding, slice?: DataSlice) => ({
  data: encodeData(vm, account, encoding, slice),
  executable: account.executable,
  lamports: Number(account.lamports),
  owner: account.owner,
  rentEpoch: RENT_EXEMPT_EPOCH,
  space: account.data.length,
});
