/**
 * Interest as an index that grows with simulated time: simple interest at `rateBps` a year from
 * the market's epoch, in fixed point (INDEX_ONE = 1.0) so amounts stay bigint. An earn vault's
 * index is assets per share; a borrow vault's is debt per debt share.
 */
export const INDEX_ONE = 1_000_000_000_000n;
export const YEAR_MS = 365 * 24 * 3600 * 1000;

export const indexAt = (rateBps: number, elapsedMs: number): bigint => {
  const elapsed = BigInt(Math.max(0, Math.floor(elapsedMs)));
  return INDEX_ONE + (INDEX_ONE * BigInt(rateBps) * elapsed) / (10_000n * BigInt(YEAR_MS));
};

/** Shares for `assets` at `index`, rounded down (the vault never owes more than it took). */
export const sharesFor = (assets: bigint, index: bigint): bigint => (assets * INDEX_ONE) / index;

/** Shares to burn for `assets` out, rounded up (the vault never pays more than was burned). */
export const sharesToBurn = (assets: bigint, index: bigint): bigint => (assets * INDEX_ONE + index - 1n) / index;

/** What `shares` are worth at `index`, rounded down. */
export const assetsOf = (shares: bigint, index: bigint): bigint => (shares * index) / INDEX_ONE;

/** Debt shares for a new debt, rounded up (the borrower never owes less than they took). */
export const debtSharesFor = (debt: bigint, index: bigint): bigint => sharesToBurn(debt, index);

/** What debt shares owe at `index`, rounded up. */
export const debtOf = (debtShares: bigint, index: bigint): bigint => (debtShares * index + INDEX_ONE - 1n) / INDEX_ONE;

/** Base units to UI units (display and USD values only; never back into a transaction). */
export const uiAmount = (amount: bigint, decimals: number): number => Number(amount) / 10 ** decimals;
