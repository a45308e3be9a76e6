import type { TransactionRecord } from '../solana/ports';
import { NATIVE_MINT } from '../wallet/holdings';

const SOL_DECIMALS = 9;

/** One owner's change in one token, in the token's base units (negative: it left the owner). */
export interface BalanceChange {
  readonly owner: string;
  readonly mint: string;
  readonly change: bigint;
  readonly decimals: number;
}

/**
 * What a transaction moved, by owner and token: SOL from each account's lamports before and
 * after (the fee payer's change includes the fee), tokens from the token balances before and
 * after, credited to the token account's owner. Unchanged balances are left out; the order is the
 * transaction's account order, SOL before tokens.
 */
export const balanceChanges = (record: TransactionRecord): BalanceChange[] => {
  const sol: BalanceChange[] = [];
  record.accountKeys.forEach((owner, index) => {
    const change = (record.postBalances[index] ?? 0n) - (record.preBalances[index] ?? 0n);
    // Lamports shown as wrapped SOL's mint, as explorers show SOL.
    if (change !== 0n) sol.push({ owner, mint: NATIVE_MINT, change, decimals: SOL_DECIMALS });
  });

  const byAccount = new Map<number, { owner: string; mint: string; decimals: number; before: bigint; after: bigint }>();
  const side = (balances: TransactionRecord['preTokenBalances'], which: 'before' | 'after') => {
    for (const balance of balances) {
      const entry = byAccount.get(balance.accountIndex) ?? {
        // A token balance names its owner; without one, the token account itself is the owner shown.
        owner: balance.owner ?? record.accountKeys[balance.accountIndex] ?? '',
        mint: balance.mint,
        decimals: balance.decimals,
        before: 0n,
        after: 0n,
      };
      entry[which] = balance.amount;
      byAccount.set(balance.accountIndex, entry);
    }
  };
  side(record.preTokenBalances, 'before');
  side(record.postTokenBalances, 'after');

  // One row per owner and mint: an owner with two accounts of a token sees their sum.
  const tokens = new Map<string, BalanceChange>();
  for (const [, entry] of [...byAccount].sort(([a], [b]) => a - b)) {
    const key = `${entry.owner}:${entry.mint}`;
    const change = (tokens.get(key)?.change ?? 0n) + entry.after - entry.before;
    tokens.set(key, { owner: entry.owner, mint: entry.mint, change, decimals: entry.decimals });
  }
  return [...sol, ...[...tokens.values()].filter((row) => row.change !== 0n)];
};
