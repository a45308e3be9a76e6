import { createBoundedMap } from '../swap/boundedMap';

/**
 * What the lend service remembers besides the ledger: each vault's shares issued to simulated
 * users, each user's net deposits (for earnings), the borrow positions, and the transactions it
 * built and has not yet seen land (by the service's own signature in them). Share balances are
 * the ledger's.
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

export type LendAction =
  | { readonly kind: 'earn-deposit'; readonly owner: string; readonly vaultId: number; readonly assets: bigint; readonly shares: bigint }
  | { readonly kind: 'earn-withdraw'; readonly owner: string; readonly vaultId: number; readonly assets: bigint; readonly shares: bigint }
  | {
      readonly kind: 'borrow-operate';
      readonly owner: string;
      readonly vaultId: number;
      readonly positionId: number;
      readonly collateralDelta: bigint;
      readonly debtSharesDelta: bigint;
    }
  | { readonly kind: 'claim'; readonly owner: string; readonly claimId: string };

const PENDING_CAPACITY = 5_000;

export const createLendState = () => {
  const shares = new Map<number, bigint>();
  const principal = new Map<string, bigint>();
  const positions = new Map<number, BorrowPosition>();
  const pending = createBoundedMap<string, LendAction>(PENDING_CAPACITY);
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
    expect: (signature: string, action: LendAction) => pending.set(signature, action),
    /** The action a landed transaction carries, taken once. */
    take: (signatures: readonly string[]): LendAction | undefined => {
      for (const signature of signatures) {
        const action = pending.take(signature);
        if (action) return action;
      }
      return undefined;
    },
    clear: () => {
      shares.clear();
      principal.clear();
      positions.clear();
      pending.clear();
      owners.clear();
      nextPositionId = 1;
    },
  };
};

export type LendState = ReturnType<typeof createLendState>;
