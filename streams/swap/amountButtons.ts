import { SOL_RESERVE_LAMPORTS } from './solReserve';

/** Minimum SOL left for fees and rent when selling native SOL (spec 001 §5, §9): the write reserve, 0.01 SOL. */
export const MIN_SOL_RESERVE_LAMPORTS = SOL_RESERVE_LAMPORTS.write;

export interface BalanceForButtons {
  /** Base units. */
  readonly amount: bigint;
  /** Native SOL (not wrapped SOL): keeps the reserve. */
  readonly native: boolean;
}

/**
 * MAX (spec 001 §5): the whole balance; native SOL minus the reserve, and when that would be
 * negative, the full balance.
 */
export const maxAmount = ({ amount, native }: BalanceForButtons): bigint => {
  if (!native) return amount;
  const spendable = amount - MIN_SOL_RESERVE_LAMPORTS;
  return spendable < 0n ? amount : spendable;
};

/**
 * HALF: half the balance (rounded down); native SOL capped so that the reserve remains. When
 * the balance is below the reserve there is nothing to keep it with, so plain half is used
 * (the same choice MAX makes).
 */
export const halfAmount = ({ amount, native }: BalanceForButtons): bigint => {
  const half = amount / 2n;
  if (!native) return half;
  const spendable = amount - MIN_SOL_RESERVE_LAMPORTS;
  if (spendable < 0n) return half;
  return half < spendable ? half : spendable;
};
