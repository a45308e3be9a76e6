import { boundedSet, createOwnerMap } from './ownerMap';

/**
 * Token accounts seen in landed transactions, per owner. The Ledger facade gives an owner's
 * total per mint but cannot list its accounts, so this index adds what the market's mints
 * cannot tell: accounts of unlisted mints, accounts off the associated address, and empty
 * accounts that still exist.
 */
export const ACCOUNTS_PER_WALLET = 500;

export interface SeenTokenAccount {
  readonly address: string;
  readonly mint: string;
  readonly programId: string;
  readonly decimals: number;
}

export interface TokenAccountIndex {
  /** An account that exists after a transaction. */
  see(owner: string, account: SeenTokenAccount): void;
  /** An account closed (or handed to another owner) by a transaction. */
  forget(owner: string, address: string): void;
  accountsOf(owner: string): readonly SeenTokenAccount[];
  clear(): void;
}

export const createTokenAccountIndex = (): TokenAccountIndex => {
  const owners = createOwnerMap(() => new Map<string, SeenTokenAccount>());
  return {
    see: (owner, account) => boundedSet(owners.touch(owner), account.address, account, ACCOUNTS_PER_WALLET),
    forget: (owner, address) => void owners.get(owner)?.delete(address),
    accountsOf: (owner) => [...(owners.get(owner)?.values() ?? [])],
    clear: () => owners.clear(),
  };
};
