import { uiAmount } from './accrual';
import { positionView } from './borrow';
import { totalAssets } from './earn';
import { type LendDeps, usdPrice } from './lendDeps';
import { earnVaultSpecs } from './vaults';

/** GET lending/stats: the markets' totals in USD. [I] The real payload is not public; these are the figures the vault page shows. */
export const lendStatsJson = (deps: LendDeps) => {
  const suppliedUsd = earnVaultSpecs.reduce((sum, vault) => sum + uiAmount(totalAssets(deps, vault), vault.decimals) * usdPrice(deps, vault.assetMint), 0);
  const positions = deps.state.allPositions().filter((position) => !position.isLiquidated);
  const views = positions.map((position) => positionView(deps, position));
  return {
    totalSuppliedUsd: suppliedUsd,
    totalBorrowedUsd: views.reduce((sum, view) => sum + view.debtUsd, 0),
    collateralUsd: views.reduce((sum, view) => sum + view.collateralUsd, 0),
    earnVaults: earnVaultSpecs.length,
    borrowPositions: positions.length,
    users: deps.state.owners().length,
    slot: deps.ledger.slot(),
  };
};
