import { sharesFor } from './accrual';
import { borrowIndex } from './borrow';
import { debtSharesFor } from './accrual';
import { earnIndex } from './earn';
import { syncWallet } from './landing';
import type { LendDeps } from './lendDeps';
import { borrowVaultSpecs, earnVaultOf } from './vaults';

const DEMO_EARN_USDC = 400_000_000n;
/** What the demo deposit has earned already: its net deposit is this much less. */
const DEMO_EARNED_USDC = 3_210_000n;
const DEMO_COLLATERAL_LAMPORTS = 3_000_000_000n;
const DEMO_DEBT_USDC = 180_000_000n;

/**
 * The demo wallet's lend positions, put straight on the ledger and in the lend state as if their
 * transactions had landed: 400 USDC in the USDC vault (shares minted, the vault holding the
 * tokens) and a loan of 180 USDC against 3 SOL (the lend authority holding the SOL).
 */
export const seedDemoLend = (deps: LendDeps, owner: string) => {
  const usdc = earnVaultOf('USDC');
  const loanVault = borrowVaultSpecs[0];
  if (!usdc || !loanVault) return;
  const { ledger, state, keys } = deps;
  const shareMint = keys.shareMint(usdc);
  if (ledger.tokenBalance(owner, shareMint) === 0n) {
    const shares = sharesFor(DEMO_EARN_USDC, earnIndex(deps, usdc));
    ledger.setTokenBalance(owner, shareMint, shares);
    ledger.setTokenBalance(keys.authority.address, usdc.assetMint, ledger.tokenBalance(keys.authority.address, usdc.assetMint) + DEMO_EARN_USDC);
    state.addShares(usdc.id, shares);
    state.addPrincipal(owner, usdc.id, DEMO_EARN_USDC - DEMO_EARNED_USDC);
  }
  if (state.positionsOf(owner).length === 0) {
    ledger.setLamports(keys.authority.address, ledger.getLamports(keys.authority.address) + DEMO_COLLATERAL_LAMPORTS);
    state.putPosition({
      id: state.newPositionId(),
      vaultId: loanVault.id,
      owner,
      collateral: DEMO_COLLATERAL_LAMPORTS,
      debtShares: debtSharesFor(DEMO_DEBT_USDC, borrowIndex(deps, loanVault)),
      isLiquidated: false,
      openedAt: Math.floor(deps.market().now() / 1000),
    });
  }
  state.touch(owner);
  syncWallet(deps, owner);
};
