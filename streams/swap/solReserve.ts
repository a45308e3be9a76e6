/**
 * The SOL a wallet keeps when a form's MAX spends native SOL: one table, beside the base-unit
 * helpers, so every form keeps the same amount for the same reason.
 */
export const SOL_RESERVE_LAMPORTS = {
  /**
   * A write through a program (swap, order, perps request, lend; spec 001 §5, §9): its fees and
   * the rent of the accounts it may open, 0.01 SOL.
   */
  write: 10_000_000n,
  /** A plain transfer's Max (spec 000 §5): the signature fee alone, so a wallet can be emptied. */
  transfer: 5000n,
} as const;

/** What of `held` lamports a form may spend, keeping `reserve`; nothing when it holds no more. */
export const spendableSol = (held: bigint, reserve: bigint = SOL_RESERVE_LAMPORTS.write): bigint => (held > reserve ? held - reserve : 0n);
