/** One value per key, made on first use and kept (a client per RPC URL, a socket client per pubsub URL). */
export const onePerKey = <V>(make: (key: string) => V) => {
  const made = new Map<string, V>();
  return {
    get: (key: string): V => {
      let value = made.get(key);
      if (value === undefined) {
        value = make(key);
        made.set(key, value);
      }
      return value;
    },
    all: (): V[] => [...made.values()],
    clear: () => made.clear(),
  };
};
