import type { LandedTransaction } from '../ledger';
import { uiAmountString } from '../ledger/tokenLayout';
import { debtSharesFor, uiAmount } from './accrual';
import type { AsrClaims } from './asrClaims';
import { borrowIndex, decimalsOf, positionView } from './borrow';
import { earnHolding } from './earn';
import { type LendDeps, usdPrice } from './lendDeps';
import { type LendInstruction, lendInstructionsIn } from './lendPrograms';
import { type EarnVaultSpec, borrowVaultOf, earnVaultOf, earnVaultSpecs } from './vaults';

/**
 * What a lend transaction changes once it lands (and only then), read from its lend
 * instructions (lendPrograms.ts), never from what the service meant to build: shares issued and
 * the holder's net deposit (earnings are what the shares are worth beyond it), a borrow
 * position's collateral and debt, a claim paid. Then the wallet store, which the portfolio
 * service reads, is brought up to date.
 */
export const applyLanding = (deps: LendDeps, claims: AsrClaims, record: LandedTransaction) => {
  if (record.meta.err !== null) return;
  const touched = new Set<string>();
  for (const found of lendInstructionsIn(record, deps.keys.authority.address)) {
    for (const owner of recordInstruction(deps, claims, found, record)) touched.add(owner);
  }
  for (const owner of touched) {
    deps.state.touch(owner);
    syncWallet(deps, owner);
  }
};

/** Records one instruction; answers the wallets whose positions it changed. */
const recordInstruction = (deps: LendDeps, claims: AsrClaims, found: LendInstruction, record: LandedTransaction): string[] => {
  switch (found.program) {
    case 'earn': {
      const { terms } = found;
      const vault = earnVaultOf(terms.asset);
      if (!vault) return [];
      recordEarnActivity(deps, found.instruction, vault, terms, record);
      if (found.instruction === 'deposit') {
        deps.state.addShares(vault.id, terms.shares);
        deps.state.addPrincipal(terms.recipient, vault.id, terms.amount);
        return [terms.owner, terms.recipient];
      }
      deps.state.addShares(vault.id, -terms.shares);
      // Earnings are withdrawn first: the net deposit falls only by what exceeds them.
      const left = earnHolding(deps, terms.owner, vault).assets;
      const principal = deps.state.principal(terms.owner, vault.id);
      if (principal > left) deps.state.addPrincipal(terms.owner, vault.id, left - principal);
      return [terms.owner];
    }
    case 'borrow': {
      const { terms } = found;
      const vault = borrowVaultOf(terms.vault);
      if (!vault) return [];
      const position = deps.state.position(terms.position) ?? {
        id: terms.position,
        vaultId: vault.id,
        owner: terms.owner,
        collateral: 0n,
        debtShares: 0n,
        isLiquidated: false,
        openedAt: record.blockTime,
      };
      const index = borrowIndex(deps, vault);
      position.collateral += terms.collateral;
      if (terms.debt > 0n) position.debtShares += debtSharesFor(terms.debt, index);
      if (terms.debt < 0n) {
        // The debt shares the repayment is worth, rounded up: a repayment of the whole debt as the
        // service priced it clears it even when a little interest accrued before it landed.
        const burned = debtSharesFor(-terms.debt, index);
        position.debtShares = burned >= position.debtShares ? 0n : position.debtShares - burned;
      }
      deps.state.putPosition(position);
      return [terms.owner];
    }
    case 'claim': {
      const claim = claims.find(found.terms.claimant, found.terms.id);
      if (claim) {
        claim.claimed = true;
        claim.claimSignature = record.signature;
      }
      return [];
    }
  }
};

/** The owner's lend positions in the wallet store, valued now (UI units; the portfolio prices them). */
export const syncWallet = (deps: LendDeps, owner: string) => {
  for (const vault of earnVaultSpecs) {
    if (!vault.depositable) continue;
    const id = `${owner.slice(0, 8)}-earn-${vault.symbol}`;
    const holding = earnHolding(deps, owner, vault);
    if (holding.shares > 0n)
      deps.wallets.upsertEarnPosition(owner, {
        id,
        mint: vault.assetMint,
        amount: uiAmount(holding.assets, vault.decimals),
        apy: (vault.supplyRateBps + vault.rewardsRateBps) / 100,
      });
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

/** The Activities service's platform of Lend deposits and withdrawals. */
export const LEND_PLATFORM = 'lend';

/**
 * A deposit or withdrawal in the wallet's activity, as what it is (it replaces the Send and
 * Receive the ledger saw in the same transaction): the vault's token in, its shares out, or back.
 */
const recordEarnActivity = (
  deps: LendDeps,
  instruction: 'deposit' | 'withdraw',
  vault: EarnVaultSpec,
  terms: { readonly owner: string; readonly amount: bigint; readonly shares: bigint },
  record: LandedTransaction,
) => {
  const assets = uiAmountString(terms.amount, vault.decimals);
  const shares = uiAmountString(terms.shares, vault.decimals);
  const shareMint = deps.keys.shareMint(vault);
  const usd = uiAmount(terms.amount, vault.decimals) * usdPrice(deps, vault.assetMint);
  const [inputMint, inputAmount, outputMint, outputAmount] =
    instruction === 'deposit' ? [vault.assetMint, assets, shareMint, shares] : [shareMint, shares, vault.assetMint, assets];
  deps.wallets.recordSwap(terms.owner, {
    inputMint,
    outputMint,
    inputAmount,
    outputAmount,
    timestamp: record.blockTime,
    action: instruction === 'deposit' ? 'Deposit' : 'Withdraw',
    txHash: record.signature,
    platform: LEND_PLATFORM,
    ...(usd > 0 ? { inputUsd: usd, outputUsd: usd } : {}),
  });
};
