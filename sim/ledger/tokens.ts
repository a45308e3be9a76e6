import { isAddress } from './codec';
import {
  associatedTokenAddress,
  decodeMint,
  decodeTokenAccount,
  encodeMint,
  encodeTokenAccount,
  isTokenProgram,
  MINT_SIZE,
  NATIVE_MINT,
  SYSTEM_PROGRAM,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM,
} from './tokenLayout';
import type { Vm } from './vm';

/**
 * Direct state edits for the rest of the simulator: mints, token accounts and lamports written
 * straight into litesvm (no transaction), as a genesis or a test fixture would. Token writes keep
 * the mint's supply equal to the sum of balances.
 */
const assertAddress = (label: string, value: string) => {
  if (!isAddress(value)) throw new Error(`${label} is not a base58 address: ${value}`);
};

export const createMint = (
  vm: Vm,
  mint: string,
  decimals: number,
  mintAuthority: string,
  options: { supply?: bigint; freezeAuthority?: string | null } = {},
) => {
  assertAddress('mint', mint);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255) throw new Error(`bad decimals ${decimals}`);
  const existing = vm.read(mint);
  if (existing && isTokenProgram(existing.owner) && decodeMint(existing.data)) return;
  const data = encodeMint({ mintAuthority, supply: options.supply ?? 0n, decimals, isInitialized: true, freezeAuthority: options.freezeAuthority ?? null });
  vm.write(mint, { lamports: vm.rentExempt(MINT_SIZE), owner: TOKEN_PROGRAM, executable: false, data });
};

const mintOrThrow = (vm: Vm, mint: string) => {
  const account = vm.read(mint);
  const state = account && isTokenProgram(account.owner) ? decodeMint(account.data) : undefined;
  if (!account || !state) throw new Error(`${mint} is not a mint: call createMint first`);
  return { account, state };
};

export const setTokenAccount = (vm: Vm, address: string, mint: string, owner: string, amount: bigint) => {
  assertAddress('token account', address);
  assertAddress('owner', owner);
  if (amount < 0n || amount >= 2n ** 64n) throw new Error(`token amount out of range: ${amount}`);
  const { account: mintAccount, state: mintState } = mintOrThrow(vm, mint);
  const existing = vm.read(address);
  const previous = existing && existing.owner === mintAccount.owner ? decodeTokenAccount(existing.data) : undefined;
  const sameMint = previous?.mint === mint ? previous : undefined;
  const reserve = vm.rentExempt(TOKEN_ACCOUNT_SIZE);
  const native = mint === NATIVE_MINT;
  const data = encodeTokenAccount({
    mint,
    owner,
    amount,
    delegate: sameMint?.delegate ?? null,
    state: sameMint?.state ?? 'initialized',
    isNative: native ? reserve : null,
    delegatedAmount: sameMint ? (sameMint.delegatedAmount < amount ? sameMint.delegatedAmount : amount) : 0n,
    closeAuthority: sameMint?.closeAuthority ?? null,
  });
  const lamports = native ? reserve + amount : existing && existing.lamports > reserve ? existing.lamports : reserve;
  vm.write(address, { lamports, owner: mintAccount.owner, executable: false, data });
  if (!native) {
    const delta = amount - (sameMint?.amount ?? 0n);
    const supply = mintState.supply + delta;
    vm.write(mint, { ...mintAccount, data: encodeMint({ ...mintState, supply: supply < 0n ? 0n : supply }) });
  }
};

export const setTokenBalance = (vm: Vm, owner: string, mint: string, amount: bigint): string => {
  assertAddress('owner', owner);
  const { account } = mintOrThrow(vm, mint);
  const ata = associatedTokenAddress(owner, mint, account.owner);
  setTokenAccount(vm, ata, mint, owner, amount);
  return ata;
};

/** The owner's total across all its token accounts of that mint. */
export const tokenBalance = (vm: Vm, owner: string, mint: string): bigint => {
  if (!isAddress(owner) || !isAddress(mint)) return 0n;
  let total = 0n;
  for (const address of vm.tokenAccountsOf(owner)) {
    const state = decodeTokenAccount(vm.read(address)?.data ?? new Uint8Array());
    if (state?.mint === mint) total += state.amount;
  }
  return total;
};

/** Every token account of the owner with its mint's decimals (accounts of a missing mint are left out). */
export const tokenAccounts = (vm: Vm, owner: string) => {
  if (!isAddress(owner)) return [];
  return vm.tokenAccountsOf(owner).flatMap((address) => {
    const account = vm.read(address);
    const state = account ? decodeTokenAccount(account.data) : undefined;
    const decimals = state ? decodeMint(vm.read(state.mint)?.data ?? new Uint8Array())?.decimals : undefined;
    if (!account || !state || decimals === undefined) return [];
    return [{ address, mint: state.mint, amount: state.amount, decimals, programId: account.owner, isFrozen: state.state === 'frozen' }];
  });
};

export const setLamports = (vm: Vm, address: string, lamports: bigint) => {
  assertAddress('address', address);
  if (lamports < 0n || lamports >= 2n ** 64n) throw new Error(`lamports out of range: ${lamports}`);
  const existing = vm.read(address);
  vm.write(address, existing ? { ...existing, lamports } : { lamports, owner: SYSTEM_PROGRAM, executable: false, data: new Uint8Array() });
};
