/**
 * What the JLP pool remembers besides the ledger: the supply held by the market's other
 * liquidity providers (the simulated users' JLP is real tokens on the ledger, counted in
 * `minted`), what each user paid for the JLP they hold (for earnings), and the wallets that
 * trade perps (their positions are what the pool owes). Written from landed instructions.
 */
export const createJlpState = () => {
  let othersSupply = 0n;
  let minted = 0n;
  const costs = new Map<string, bigint>();
  const traders = new Set<string>();
  return {
    supply: () => othersSupply + minted,
    setOthersSupply: (supply: bigint) => {
      othersSupply = supply;
    },
    addMinted: (delta: bigint) => {
      minted += delta;
    },
    /** Micro-USD the owner paid for the JLP it holds now. */
    cost: (owner: string) => costs.get(owner) ?? 0n,
    setCost: (owner: string, cost: bigint) => costs.set(owner, cost > 0n ? cost : 0n),
    traders: (): readonly string[] => [...traders],
    addTrader: (owner: string) => traders.add(owner),
    clear: () => {
      othersSupply = 0n;
      minted = 0n;
      costs.clear();
      traders.clear();
    },
  };
};

export type JlpState = ReturnType<typeof createJlpState>;
