import { createOwnerMap } from './ownerMap';
import type { ActivityProduct, PerpsActivityRecord, SwapActivityRecord } from './records';

/**
 * Each wallet's activity per product, newest first, capped: the activities service's source.
 * A transfer the ledger saw and the swap the swap feature records for the same transaction
 * are one activity: the swap wins, whichever arrives first. The same holds for an order step
 * (a limit order's deposit, fill or refund moves tokens too): it shows under LO or DCA only.
 */
export const ACTIVITY_CAP = 500;
/** The platform of transfers seen on the ledger (Send / Receive). */
export const TRANSFER_PLATFORM = 'transfer';

interface WalletActivity {
  SWAP: SwapActivityRecord[];
  LO: SwapActivityRecord[];
  DCA: SwapActivityRecord[];
  PERPS: PerpsActivityRecord[];
}

export interface ActivityLog {
  /** A transfer seen on the ledger; ignored when a swap is already recorded for its transaction. */
  recordTransfer(owner: string, activity: SwapActivityRecord): void;
  /** A swap; replaces the transfers recorded for the same transaction. */
  recordSwap(owner: string, activity: SwapActivityRecord): void;
  /** A limit-order (LO) or recurring-order (DCA) step: placed, filled, cancelled…; replaces the transfers recorded for the same transaction. */
  recordOrderActivity(owner: string, product: 'LO' | 'DCA', activity: SwapActivityRecord): void;
  recordPerpsTrade(owner: string, trade: PerpsActivityRecord): void;
  /** Newest first. */
  swapLike(owner: string, product: Exclude<ActivityProduct, 'PERPS'>): readonly SwapActivityRecord[];
  perpsTrades(owner: string): readonly PerpsActivityRecord[];
  /** Every wallet that traded perps, with its trades (the leaderboard's source). */
  perpsTraders(): readonly (readonly [owner: string, trades: readonly PerpsActivityRecord[]])[];
  clear(): void;
}

/** Inserts newest first (a later record of the same second comes first) and drops the oldest past the cap. */
const insert = <T>(list: T[], item: T, time: (item: T) => number) => {
  const at = list.findIndex((existing) => time(existing) <= time(item));
  list.splice(at === -1 ? list.length : at, 0, item);
  if (list.length > ACTIVITY_CAP) list.length = ACTIVITY_CAP;
};

const swapTime = (activity: SwapActivityRecord) => Number(activity.timestamp);
const perpsTime = (trade: PerpsActivityRecord) => Number(trade.createdAt);

export const createActivityLog = (): ActivityLog => {
  const wallets = createOwnerMap<WalletActivity>(() => ({ SWAP: [], LO: [], DCA: [], PERPS: [] }));
  return {
    recordTransfer: (owner, activity) => {
      const wallet = wallets.touch(owner);
      if (wallet.SWAP.some((existing) => existing.txHash === activity.txHash && existing.platform !== TRANSFER_PLATFORM)) return;
      if (wallet.LO.some((existing) => existing.txHash === activity.txHash) || wallet.DCA.some((existing) => existing.txHash === activity.txHash)) return;
      insert(wallet.SWAP, { ...activity, platform: TRANSFER_PLATFORM }, swapTime);
    },
    recordSwap: (owner, activity) => {
      const wallet = wallets.touch(owner);
      wallet.SWAP = wallet.SWAP.filter((existing) => !(existing.txHash === activity.txHash && existing.platform === TRANSFER_PLATFORM));
      insert(wallet.SWAP, activity, swapTime);
    },
    recordOrderActivity: (owner, product, activity) => {
      const wallet = wallets.touch(owner);
      wallet.SWAP = wallet.SWAP.filter((existing) => !(existing.txHash === activity.txHash && existing.platform === TRANSFER_PLATFORM));
      insert(wallet[product], activity, swapTime);
    },
    recordPerpsTrade: (owner, trade) => insert(wallets.touch(owner).PERPS, trade, perpsTime),
    swapLike: (owner, product) => wallets.get(owner)?.[product] ?? [],
    perpsTrades: (owner) => wallets.get(owner)?.PERPS ?? [],
    perpsTraders: () => [...wallets.entries()].filter(([, activity]) => activity.PERPS.length > 0).map(([owner, activity]) => [owner, activity.PERPS] as const),
    clear: () => wallets.clear(),
  };
};
