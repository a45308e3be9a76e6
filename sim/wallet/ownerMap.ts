/**
 * Per-wallet state with a bound on wallets: the least recently written wallet goes first, so
 * a long run with many addresses (every faucet user, every trader) keeps memory flat.
 */
export const MAX_WALLETS = 10_000;

export interface OwnerMap<T> {
  get(owner: string): T | undefined;
  /** The owner's state, created when missing; marks the owner as recently used. */
  touch(owner: string): T;
  delete(owner: string): void;
  clear(): void;
  size(): number;
  /** Every owner with its state, oldest written first. */
  entries(): IterableIterator<[string, T]>;
}

export const createOwnerMap = <T>(create: () => T, capacity = MAX_WALLETS): OwnerMap<T> => {
  const byOwner = new Map<string, T>();
  return {
    get: (owner) => byOwner.get(owner),
    touch: (owner) => {
      const existing = byOwner.get(owner);
      const state = existing ?? create();
      // Re-inserting moves the owner to the end of the Map's order: the newest.
      if (existing !== undefined) byOwner.delete(owner);
      byOwner.set(owner, state);
      if (byOwner.size > capacity) {
        const oldest = byOwner.keys().next().value;
        if (oldest !== undefined) byOwner.delete(oldest);
      }
      return state;
    },
    delete: (owner) => void byOwner.delete(owner),
    clear: () => byOwner.clear(),
    size: () => byOwner.size,
    entries: () => byOwner.entries(),
  };
};

/** Sets a key, keeping an existing key's place; a new key past the cap drops the oldest one. */
export const boundedSet = <T>(map: Map<string, T>, key: string, value: T, capacity: number) => {
  const isNew = !map.has(key);
  map.set(key, value);
  if (isNew && map.size > capacity) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
};
