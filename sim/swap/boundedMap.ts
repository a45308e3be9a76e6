/** A Map that forgets its oldest entries past `capacity` (insertion order; a re-set entry counts as new). */
export interface BoundedMap<K, V> {
  set(key: K, value: V): void;
  get(key: K): V | undefined;
  /** Removes and returns. */
  take(key: K): V | undefined;
  /** Drops every entry `stale` says is stale. */
  prune(stale: (value: V) => boolean): void;
  clear(): void;
  readonly size: number;
}

export const createBoundedMap = <K, V>(capacity: number): BoundedMap<K, V> => {
  const map = new Map<K, V>();
  return {
    set: (key, value) => {
      map.delete(key);
      map.set(key, value);
      for (const oldest of map.keys()) {
        if (map.size <= capacity) break;
        map.delete(oldest);
      }
    },
    get: (key) => map.get(key),
    take: (key) => {
      const value = map.get(key);
      map.delete(key);
      return value;
    },
    prune: (stale) => {
      for (const [key, value] of map) if (stale(value)) map.delete(key);
    },
    clear: () => map.clear(),
    get size() {
      return map.size;
    },
  };
};
