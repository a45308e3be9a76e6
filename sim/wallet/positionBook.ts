import { boundedSet, createOwnerMap } from './ownerMap';
import type {
  BorrowPositionRecord,
  EarnPositionRecord,
  LimitOrderRecord,
  OtherDefiRecord,
  PerpPositionRecord,
  RecurringKind,
  RecurringOrderRecord,
  StakeRecord,
} from './records';

/**
 * Each wallet's positions outside its token balances: perps, limit and recurring orders, staked
 * JUP, lend deposits and loans. Features write here; the portfolio service reads. Keyed by the
 * position's own key so an upsert replaces in place (and keeps its order).
 */
export const POSITIONS_PER_KIND = 200;

interface WalletPositions {
  readonly perps: Map<string, PerpPositionRecord>;
  readonly limitOrders: Map<string, LimitOrderRecord>;
  readonly recurring: Map<string, RecurringOrderRecord & { readonly kind: RecurringKind }>;
  readonly earn: Map<string, EarnPositionRecord>;
  readonly borrow: Map<string, BorrowPositionRecord>;
  stake: StakeRecord | undefined;
  otherDefi: readonly OtherDefiRecord[];
}

export interface PositionBook {
  upsertPerpPosition(owner: string, position: PerpPositionRecord): void;
  removePerpPosition(owner: string, positionKey: string): boolean;
  perpPositions(owner: string): readonly PerpPositionRecord[];

  addLimitOrder(owner: string, order: LimitOrderRecord): void;
  /** A fill: new remaining amounts. False when the order is unknown. */
  updateLimitOrder(owner: string, orderKey: string, patch: Pick<LimitOrderRecord, 'remainingMakingAmount' | 'remainingTakingAmount'>): boolean;
  removeLimitOrder(owner: string, orderKey: string): boolean;
  limitOrders(owner: string): readonly LimitOrderRecord[];

  upsertRecurringOrder(owner: string, kind: RecurringKind, order: RecurringOrderRecord): void;
  removeRecurringOrder(owner: string, orderKey: string): boolean;
  recurringOrders(owner: string, kind: RecurringKind): readonly RecurringOrderRecord[];

  /** Undefined or a zero stake with nothing unstaking removes it. */
  setStake(owner: string, stake: StakeRecord | undefined): void;
  stake(owner: string): StakeRecord | undefined;

  upsertEarnPosition(owner: string, position: EarnPositionRecord): void;
  removeEarnPosition(owner: string, id: string): boolean;
  earnPositions(owner: string): readonly EarnPositionRecord[];
  upsertBorrowPosition(owner: string, position: BorrowPositionRecord): void;
  removeBorrowPosition(owner: string, id: string): boolean;
  borrowPositions(owner: string): readonly BorrowPositionRecord[];

  /** Positions on other protocols (replaced as a whole). */
  setOtherDefi(owner: string, positions: readonly OtherDefiRecord[]): void;
  otherDefi(owner: string): readonly OtherDefiRecord[];

  clear(): void;
}

export const createPositionBook = (): PositionBook => {
  const wallets = createOwnerMap<WalletPositions>(() => ({
    perps: new Map(),
    limitOrders: new Map(),
    recurring: new Map(),
    earn: new Map(),
    borrow: new Map(),
    stake: undefined,
    otherDefi: [],
  }));
  const list = <T>(owner: string, pick: (wallet: WalletPositions) => Map<string, T>): T[] => {
    const wallet = wallets.get(owner);
    return wallet ? [...pick(wallet).values()] : [];
  };
  const remove = (owner: string, pick: (wallet: WalletPositions) => Map<string, unknown>, key: string) => {
    const wallet = wallets.get(owner);
    return wallet ? pick(wallet).delete(key) : false;
  };

  return {
    upsertPerpPosition: (owner, position) => boundedSet(wallets.touch(owner).perps, position.positionKey, position, POSITIONS_PER_KIND),
    removePerpPosition: (owner, key) => remove(owner, (wallet) => wallet.perps, key),
    perpPositions: (owner) => list(owner, (wallet) => wallet.perps),

    addLimitOrder: (owner, order) => boundedSet(wallets.touch(owner).limitOrders, order.orderKey, order, POSITIONS_PER_KIND),
    updateLimitOrder: (owner, orderKey, patch) => {
      const orders = wallets.get(owner)?.limitOrders;
      const order = orders?.get(orderKey);
      if (!orders || !order) return false;
      orders.set(orderKey, { ...order, ...patch });
      return true;
    },
    removeLimitOrder: (owner, key) => remove(owner, (wallet) => wallet.limitOrders, key),
    limitOrders: (owner) => list(owner, (wallet) => wallet.limitOrders),

    upsertRecurringOrder: (owner, kind, order) => boundedSet(wallets.touch(owner).recurring, order.orderKey, { ...order, kind }, POSITIONS_PER_KIND),
    removeRecurringOrder: (owner, key) => remove(owner, (wallet) => wallet.recurring, key),
    recurringOrders: (owner, kind) => list(owner, (wallet) => wallet.recurring).filter((order) => order.kind === kind),

    setStake: (owner, stake) => {
      const empty = !stake || (stake.stakedAmount <= 0 && (stake.unstaking ?? []).length === 0);
      if (empty) {
        const wallet = wallets.get(owner);
        if (wallet) wallet.stake = undefined;
        return;
      }
      wallets.touch(owner).stake = stake;
    },
    stake: (owner) => wallets.get(owner)?.stake,

    upsertEarnPosition: (owner, position) => boundedSet(wallets.touch(owner).earn, position.id, position, POSITIONS_PER_KIND),
    removeEarnPosition: (owner, id) => remove(owner, (wallet) => wallet.earn, id),
    earnPositions: (owner) => list(owner, (wallet) => wallet.earn),
    upsertBorrowPosition: (owner, position) => boundedSet(wallets.touch(owner).borrow, position.id, position, POSITIONS_PER_KIND),
    removeBorrowPosition: (owner, id) => remove(owner, (wallet) => wallet.borrow, id),
    borrowPositions: (owner) => list(owner, (wallet) => wallet.borrow),

    setOtherDefi: (owner, positions) => {
      wallets.touch(owner).otherDefi = positions.slice(0, POSITIONS_PER_KIND);
    },
    otherDefi: (owner) => wallets.get(owner)?.otherDefi ?? [],

    clear: () => wallets.clear(),
  };
};
