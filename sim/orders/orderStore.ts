import { createOwnerMap } from '../wallet/ownerMap';
import type { OrderBase } from './orderTypes';

/**
 * Orders of one kind: the live ones (open: their create landed) by key, and each wallet's
 * closed ones (newest first). Bounded: at most MAX_LIVE_PER_WALLET live orders per wallet
 * (a create past it is refused), MAX_LIVE overall, HISTORY_PER_WALLET closed per wallet (the
 * oldest forgotten) and the wallet store's bound on wallets with history.
 */
export const MAX_LIVE_PER_WALLET = 100;
export const MAX_LIVE = 10_000;
export const HISTORY_PER_WALLET = 200;

export interface OrderStore<T extends OrderBase> {
  /** Why `owner` may not add an order now; undefined when it may. */
  refusalFor(owner: string): string | undefined;
  add(order: T): void;
  /** A live order. */
  get(orderKey: string): T | undefined;
  live(): T[];
  liveOf(owner: string): T[];
  /** A live order leaves for its owner's history (closed: completed, cancelled, expired). */
  retire(order: T): void;
  historyOf(owner: string): readonly T[];
  clear(): void;
}

export const createOrderStore = <T extends OrderBase>(): OrderStore<T> => {
  const live = new Map<string, T>();
  const liveByOwner = new Map<string, Set<string>>();
  const history = createOwnerMap<T[]>(() => []);

  const unlink = (order: T) => {
    live.delete(order.orderKey);
    const keys = liveByOwner.get(order.owner);
    keys?.delete(order.orderKey);
    if (keys?.size === 0) liveByOwner.delete(order.owner);
  };

  return {
    refusalFor: (owner) => {
      if ((liveByOwner.get(owner)?.size ?? 0) >= MAX_LIVE_PER_WALLET) return `too many open orders: at most ${MAX_LIVE_PER_WALLET} per wallet`;
      if (live.size >= MAX_LIVE) return `the simulator holds ${MAX_LIVE} open orders: cancel some first`;
      return undefined;
    },
    add: (order) => {
      live.set(order.orderKey, order);
      const keys = liveByOwner.get(order.owner) ?? new Set<string>();
      keys.add(order.orderKey);
      liveByOwner.set(order.owner, keys);
    },
    get: (orderKey) => live.get(orderKey),
    live: () => [...live.values()],
    liveOf: (owner) => [...(liveByOwner.get(owner) ?? [])].flatMap((key) => live.get(key) ?? []),
    retire: (order) => {
      unlink(order);
      const closed = history.touch(order.owner);
      closed.unshift(order);
      if (closed.length > HISTORY_PER_WALLET) closed.length = HISTORY_PER_WALLET;
    },
    historyOf: (owner) => history.get(owner) ?? [],
    clear: () => {
      live.clear();
      liveByOwner.clear();
      history.clear();
    },
  };
};
