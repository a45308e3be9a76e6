import type { LandedTransaction } from '../ledger';
import { uiAmount } from './accrual';
import { decimalsOf, positionView } from './borrow';
import { earnHolding } from './earn';
import type { LendDeps } from './lendDeps';
import type { LendAction } from './lendState';
import { earnVaultSpecs } from './vaults';

/**
 * What a lend transaction changes once it lands (and only then): shares issued and the user's
 * net deposit (earnings are what the shares are worth beyond it), a borrow position's collateral
 * and debt. Then the wallet store, which the portfolio service reads, is brought up to date.
 */
export const applyLanding = (deps: LendDeps, action: LendAction, record: LandedTransaction) => {
  if (record.meta.err !== null) return;
  switch (action.kind) {
    case 'earn-deposit':
      deps.state.addShares(action.vaultId, action.shares);
      deps.state.addPrincipal(action.owner, action.vaultId, action.assets);
      break;
    case 'earn-withdraw': {
      deps.state.addShares(action.vaultId, -action.shares);
      // Earnings are withdrawn first: the net deposit falls only by what exceeds them.
      const vault = earnVaultSpecs.find((spec) => spec.id === action.vaultId);
      const left = vault ? earnHolding(deps, action.owner, vault).assets : 0n;
      const principal = deps.state.principal(action.owner, action.vaultId);
      if (principal > left) deps.state.addPrincipal(action.owner, action.vaultId, left - principal);
      break;
    }
    case 'borrow-operate': {
      const existing = deps.state.position(action.positionId);
      const position = existing ?? { id: action.positionId, vaultId: action.vaultId, owner: action.owner, collateral: 0n, debtShares: 0n, isLiquidated: false, openedAt: record.blockTime };
      position.collateral += action.collateralDelta;
      position.debtShares += action.debtSharesDelta;
      if (position.debtShares < 0n) position.debtShares = 0n;
      deps.state.putPosition(position);
      break;
    }
    case 'claim':
      return;
  }
  syncWallet(deps, action.owner);
};

/** The owner's lend positions in the wallet store, valued now (UI units; the portfolio prices them). */
export const syncWallet = (deps: LendDeps, owner: string) => {
  for (const vault of earnVaultSpecs) {
    if (!vault.depositable) continue;
    const id = `${owner.slice(0, 8)}-earn-${vault.symbol}`;
    const holding = earnHolding(deps, owner, vault);
    if (holding.shares > 0n) deps.wallets.upsertEarnPosition(owner, { id, mint: vault.assetMint, amount: uiAmount(holding.assets, vault.decimals), apy: (vault.supplyRateBps + vault.rewardsRateBps) / 100 });
    else deps.wallets.removeEarnPosition(owner, id);
  }
  for (const position of deps.state.positionsOf(owner)) {
    const id = `${owner.slice(0, 8)}-loan-${position.id}`;
    const view = positionView(deps, position);
    if (position.isLiquidated || (position.collateral === 0n && view.debt === 0n)) {
      deps.wallets.removeBorrowPosition(owner, id);
      continue;
    }
    deps.wallets.upsertBorrowPosition(owner, {
      id,
      supplied: [{ mint: view.vault.supplyMint, amount: uiAmount(position.collateral, decimalsOf(view.vault.supplyMint)) }],
      borrowed: view.debt > 0n ? [{ mint: view.vault.borrowMint, amount: uiAmount(view.debt, decimalsOf(view.vault.borrowMint)) }] : [],
    });
  }
};
