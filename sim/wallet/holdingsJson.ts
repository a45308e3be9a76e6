import type { z } from 'zod';
import { type balancesResponseSchema, type holdingsResponseSchema, NATIVE_SOL_KEY, type nativeHoldingSchema } from '../../streams/schemas';
import { uiAmountString } from '../ledger/tokenLayout';
import type { OwnerBalances } from './ledgerBalances';

/** The Ultra wallet shapes (research §4) of an owner's ledger balances. */

const SOL_DECIMALS = 9;

const ui = (amount: bigint, decimals: number) => {
  const text = uiAmountString(amount, decimals);
  return { amount: amount.toString(), uiAmount: Number(text), uiAmountString: text };
};

export const nativeJson = (balances: OwnerBalances): z.input<typeof nativeHoldingSchema> => ui(balances.lamports, SOL_DECIMALS);

/** `/balances`: native SOL keyed 'SOL', then one entry per mint (the owner's total). */
export const balancesJson = (balances: OwnerBalances): z.input<typeof balancesResponseSchema> => {
  const entry = (amount: bigint, decimals: number) => {
    const { amount: raw, uiAmount } = ui(amount, decimals);
    return { amount: raw, uiAmount, slot: balances.slot, isFrozen: false };
  };
  const out: z.input<typeof balancesResponseSchema> = { [NATIVE_SOL_KEY]: entry(balances.lamports, SOL_DECIMALS) };
  for (const account of balances.accounts) {
    const previous = BigInt(out[account.mint]?.amount ?? '0');
    out[account.mint] = entry(previous + account.amount, account.decimals);
  }
  return out;
};

/** `/holdings`: native SOL at the top, token accounts grouped by mint. */
export const holdingsJson = (balances: OwnerBalances): z.input<typeof holdingsResponseSchema> => {
  const tokens: Record<string, z.input<typeof holdingsResponseSchema>['tokens'][string]> = {};
  for (const account of balances.accounts) {
    (tokens[account.mint] ??= []).push({
      account: account.address,
      ...ui(account.amount, account.decimals),
      isFrozen: account.isFrozen,
      isAssociatedTokenAccount: account.isAssociated,
      decimals: account.decimals,
      programId: account.programId,
    });
  }
  return { ...nativeJson(balances), lamports: Number(balances.lamports), tokens };
};
