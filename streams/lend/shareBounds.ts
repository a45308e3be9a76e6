import type { EarnVault } from './schemas';

/**
 * How many shares an earn deposit must mint at least, and a withdrawal may burn at most, judged
 * by the vault's rate the user saw when they asked (the vault and position on the page), never
 * by the build's answer. A vault's shares only grow in worth, so a withdrawal's bound needs no
 * slack; a deposit's does, for the yield the vault earns between the page's read and the landing.
 */

/** 0.1 %: a week of yield at the highest vault rate (8 % a year) before a deposit is refused. */
export const DEPOSIT_SHARES_SLACK_BPS = 10n;
const BPS = 10_000n;

/**
 * The fewest shares a deposit of `amount` may mint: what it buys at `convertToShares` (shares
 * for one whole token, read down) less the slack, and never none. 1 when the vault gives no rate.
 */
export const minDepositShares = (amount: bigint, vault: Pick<EarnVault, 'decimals' | 'convertToShares'>): bigint => {
  if (!vault.convertToShares) return 1n;
  const atRate = (amount * BigInt(vault.convertToShares) * (BPS - DEPOSIT_SHARES_SLACK_BPS)) / (10n ** BigInt(vault.decimals) * BPS);
  return atRate > 0n ? atRate : 1n;
};

/**
 * The most shares a withdrawal of `amount` may burn: the position's shares for its assets as
 * shown (assets read down, so the shares per asset are never under the vault's), rounded up.
 * Everything held when the whole position is withdrawn.
 */
export const maxWithdrawShares = (amount: bigint | undefined, position: { readonly shares: bigint; readonly assets: bigint }): bigint =>
  amount === undefined || position.assets === 0n || amount >= position.assets
    ? position.shares
    : (amount * position.shares + position.assets - 1n) / position.assets;
