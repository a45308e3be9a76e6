import { type ActivityLog, createActivityLog } from './activityLog';
import { type PositionBook, createPositionBook } from './positionBook';

/**
 * The simulator's per-wallet store: activities (what `/v2/activities` pages through) and the
 * positions the portfolio service values (perps, orders, stake, lend). Token balances are not
 * here: the ledger is their source of truth. Later features write through this API:
 *
 * - swaps: `recordSwap(owner, activity)` (replaces the ledger's Send/Receive of that transaction)
 * - limit orders: `addLimitOrder`, `updateLimitOrder` (fills), `removeLimitOrder`, plus
 *   `recordOrderActivity(owner, 'LO', …)`
 * - recurring orders: `upsertRecurringOrder(owner, 'DCA' | 'SmartDCA', …)`, `removeRecurringOrder`,
 *   plus `recordOrderActivity(owner, 'DCA', …)`
 * - perps: `upsertPerpPosition`, `removePerpPosition`, `recordPerpsTrade`
 * - staking and lend: `setStake`, `upsertEarnPosition`, `upsertBorrowPosition` and their removals
 *
 * Bounded: at most 10,000 wallets (least recently written go first), 500 activities per wallet
 * and product, 200 positions per wallet and kind.
 */
export interface WalletStore extends Omit<ActivityLog, 'clear'>, Omit<PositionBook, 'clear'> {
  /** Forgets everything (the simulator's reset). */
  reset(): void;
}

export const createWalletStore = (): WalletStore => {
  const { clear: clearActivities, ...activities } = createActivityLog();
  const { clear: clearPositions, ...positions } = createPositionBook();
  return {
    ...activities,
    ...positions,
    reset: () => {
      clearActivities();
      clearPositions();
    },
  };
};
