/**
 * What the lend programs remember besides the ledger: each vault's shares issued to simulated
 * users, each user's net deposits (for earnings) and the borrow positions, all written from the
 * landed instructions (landing.ts). Share balances are the ledger's.
 */
export interface BorrowPosition {
  readonly id: number;
  readonly vaultId: number;
  readonly owner: string;
  /** Collateral, base units of the vault's supply token. */
  collateral: bigint;
  /** Debt shares of the vault's borrow index. */
  debtShares: bigint;
  isLiquidated: boolean;
  readonly openedAt: number;
}

export const createLendState = () => {
  const shares = new Map<number, bigint>();
  const principal = new Map<string, bigint>();
  const positions = new Map<number, BorrowPosition>();
  const owners = new Set<string>();
  let nextPositionId = 1;
  const key = (owner: string, vaultId: number) => `${owner}:${vaultId}`;

  return {
    owners: (): readonly string[] => [...owners],
    touch: (owner: string) => owners.add(owner),
    issuedShares: (vaultId: number) => shares.get(vaultId) ?? 0n,
    addShares: (vaultId: number, delta: bigint) => shares.set(vaultId, (shares.get(vaultId) ?? 0n) + delta),
    principal: (owner: string, vaultId: number) => principal.get(key(owner, vaultId)) ?? 0n,
    addPrincipal: (owner: string, vaultId: number, delta: bigint) => {
      const next = (principal.get(key(owner, vaultId)) ?? 0n) + delta;
      principal.set(key(owner, vaultId), next > 0n ? next : 0n);
    },
    newPositionId: () => nextPositionId++,
    position: (id: number) => positions.get(id),
    positionsOf: (owner: string) => [...positions.values()].filter((position) => position.owner === owner),
    allPositions: () => [...positions.values()],
    putPosition: (position: BorrowPosition) => positions.set(position.id, position),
    clear: () => {
      shares.clear();
      principal.clear();
      positions.clear();
      owners.clear();
      nextPositionId = 1;
    },
  };
};

export type LendState = ReturnType<typeof createLendState>;
