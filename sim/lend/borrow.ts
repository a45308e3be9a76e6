import { LEND_BORROW_PROGRAM, vaultOperate } from '../../streams/instructions';
import { knownTokens } from '../market/knownTokens';
import { debtOf, indexAt, uiAmount } from './accrual';
import { healthRatioOf, isLiquidatable, maxDebtUsd } from './health';
import { type LendDeps, type LendResult, fail, usdPrice } from './lendDeps';
import type { BorrowPosition } from './lendState';
import { type BuiltLendTransaction, buildLendTransaction, ensureAccount, lamportMove, termsInstruction, tokenMove } from './lendTransaction';
import { type BorrowVaultSpec, borrowVaultOf, borrowVaultSpecs } from './vaults';

/**
 * Borrow vaults (research §11 Borrow): SOL in as collateral (lamports to the lend authority),
 * a stablecoin out as debt; debt grows with the vault's borrow index over simulated time, and its
 * health follows the market's SOL price. A position past its liquidation threshold is liquidated
 * at the next block: the collateral is seized and the debt cleared. Each operate carries its
 * terms in a vaults.operate.v1 instruction, from which the landing records collateral and debt.
 */
const FEE_RESERVE_LAMPORTS = 10_000_000n;

export const borrowIndex = (deps: LendDeps, vault: BorrowVaultSpec) => indexAt(vault.borrowRateBps, deps.elapsed());

export const decimalsOf = (mint: string) => knownTokens.find((token) => token.mint === mint)?.decimals ?? 9;
const symbolOf = (mint: string) => knownTokens.find((token) => token.mint === mint)?.symbol ?? mint.slice(0, 4);

export const positionView = (deps: LendDeps, position: BorrowPosition) => {
  const vault = borrowVaultOf(position.vaultId) as BorrowVaultSpec;
  const debt = debtOf(position.debtShares, borrowIndex(deps, vault));
  const collateralUsd = uiAmount(position.collateral, decimalsOf(vault.supplyMint)) * usdPrice(deps, vault.supplyMint);
  const debtUsd = uiAmount(debt, decimalsOf(vault.borrowMint)) * usdPrice(deps, vault.borrowMint);
  return { vault, debt, collateralUsd, debtUsd, healthRatio: healthRatioOf(vault, collateralUsd, debtUsd) };
};

const tokenJson = (deps: LendDeps, mint: string) => ({
  address: mint,
  symbol: symbolOf(mint),
  decimals: decimalsOf(mint),
  price: String(usdPrice(deps, mint)),
  logoUrl: deps.iconOf(mint),
});

export const borrowVaultJson = (deps: LendDeps, vault: BorrowVaultSpec) => {
  const positions = deps.state.allPositions().filter((position) => position.vaultId === vault.id && !position.isLiquidated);
  return {
    id: vault.id,
    address: `${deps.keys.authority.address.slice(0, 8)}-vault-${vault.id}`,
    supplyToken: tokenJson(deps, vault.supplyMint),
    borrowToken: tokenJson(deps, vault.borrowMint),
    collateralFactor: vault.collateralFactorBps,
    liquidationThreshold: vault.liquidationThresholdBps,
    borrowRate: String(vault.borrowRateBps),
    supplyRate: String(vault.supplyRateBps),
    totalSupply: positions.reduce((sum, position) => sum + position.collateral, 0n).toString(),
    totalBorrow: positions.reduce((sum, position) => sum + debtOf(position.debtShares, borrowIndex(deps, vault)), 0n).toString(),
  };
};

export const borrowPositionJson = (deps: LendDeps, position: BorrowPosition) => {
  const view = positionView(deps, position);
  return {
    id: position.id,
    vaultId: position.vaultId,
    address: `${position.owner.slice(0, 8)}-position-${position.id}`,
    ownerAddress: position.owner,
    supply: position.collateral.toString(),
    borrow: view.debt.toString(),
    isLiquidated: position.isLiquidated,
    isSupplyPosition: view.debt === 0n,
    tick: 0,
    supplyUsd: view.collateralUsd,
    borrowUsd: view.debtUsd,
    healthRatio: view.healthRatio,
    vault: borrowVaultJson(deps, view.vault),
  };
};

export interface OperateRequest {
  readonly owner: string;
  readonly vaultId: number;
  /** 0 opens a new position. */
  readonly positionId: number;
  /** Signed base units: positive supplies or borrows, negative withdraws or repays. */
  readonly collateral: bigint;
  readonly debt: bigint;
}

export const buildOperate = (deps: LendDeps, request: OperateRequest): LendResult<BuiltLendTransaction & { readonly nftId: number }> => {
  const { owner } = request;
  const vault = borrowVaultOf(request.vaultId);
  if (!vault) return fail(400, `Unknown borrow vault ${request.vaultId}; vaults: ${borrowVaultSpecs.map((spec) => spec.id).join(', ')}`);
  if (request.collateral === 0n && request.debt === 0n) return fail(400, 'Nothing to do: colAmount and debtAmount are both 0');
  const existing = request.positionId === 0 ? undefined : deps.state.position(request.positionId);
  if (request.positionId !== 0 && (!existing || existing.owner !== owner || existing.vaultId !== vault.id)) return fail(404, 'Position not found');
  if (existing?.isLiquidated) return fail(400, 'The position was liquidated');
  const debtNow = existing ? debtOf(existing.debtShares, borrowIndex(deps, vault)) : 0n;
  const collateral = (existing?.collateral ?? 0n) + request.collateral;
  if (collateral < 0n) return fail(400, 'Cannot withdraw more collateral than supplied');
  // Repaying the whole debt (or more) clears it: the payment is the debt now.
  const repayAll = request.debt < 0n && -request.debt >= debtNow;
  const debtDelta = repayAll ? -debtNow : request.debt;
  const debt = debtNow + debtDelta;
  const supplyDecimals = decimalsOf(vault.supplyMint);
  const borrowDecimals = decimalsOf(vault.borrowMint);
  const collateralUsd = uiAmount(collateral, supplyDecimals) * usdPrice(deps, vault.supplyMint);
  const debtUsd = uiAmount(debt, borrowDecimals) * usdPrice(deps, vault.borrowMint);
  if ((request.debt > 0n || request.collateral < 0n) && debtUsd > maxDebtUsd(vault, collateralUsd)) {
    return fail(400, `Borrow limit exceeded: at most $${maxDebtUsd(vault, collateralUsd).toFixed(2)} against this collateral`);
  }
  if (request.collateral > 0n && deps.ledger.getLamports(owner) < request.collateral + FEE_RESERVE_LAMPORTS)
    return fail(400, `Insufficient ${symbolOf(vault.supplyMint)} balance`);
  if (debtDelta < 0n && deps.ledger.tokenBalance(owner, vault.borrowMint) < -debtDelta)
    return fail(400, `Insufficient ${symbolOf(vault.borrowMint)} balance to repay`);

  const positionId = existing?.id ?? deps.state.newPositionId();
  const terms = {
    owner,
    vault: vault.id,
    position: positionId,
    open: existing ? 'existing' : 'new',
    collateral: request.collateral,
    debt: debtDelta,
    recipient: owner,
  } as const;
  // lend-debt (sim/rogue.ts): the borrow's tokens as asked, but twice the debt recorded.
  const recorded = deps.rogue.is('lend-debt') && debtDelta > 0n ? { ...terms, debt: debtDelta * 2n } : terms;

  const authority = deps.keys.authority.address;
  const instructions = [termsInstruction(LEND_BORROW_PROGRAM, vaultOperate.encode(recorded), owner, authority)];
  if (terms.collateral > 0n) instructions.push(lamportMove(owner, authority, terms.collateral));
  if (terms.collateral < 0n) instructions.push(lamportMove(authority, terms.recipient, -terms.collateral));
  if (terms.debt > 0n) {
    if (deps.ledger.tokenBalance(authority, vault.borrowMint) < terms.debt) deps.ledger.setTokenBalance(authority, vault.borrowMint, terms.debt);
    instructions.push(
      ensureAccount(owner, terms.recipient, vault.borrowMint),
      tokenMove(authority, terms.recipient, vault.borrowMint, terms.debt, borrowDecimals),
    );
  }
  if (terms.debt < 0n) instructions.push(tokenMove(owner, authority, vault.borrowMint, -terms.debt, borrowDecimals));

  const built = buildLendTransaction(owner, deps.ledger.latestBlockhash('confirmed'), instructions, [deps.keys.authority]);
  deps.state.touch(owner);
  return { ok: true, value: { ...built, nftId: positionId } };
};

/** Each block: positions past their threshold are liquidated (collateral seized, debt cleared). */
export const liquidateUnhealthy = (deps: LendDeps): number => {
  let count = 0;
  for (const position of deps.state.allPositions()) {
    if (position.isLiquidated || position.debtShares === 0n) continue;
    const view = positionView(deps, position);
    if (!isLiquidatable(view.vault, view.collateralUsd, view.debtUsd)) continue;
    position.isLiquidated = true;
    position.collateral = 0n;
    position.debtShares = 0n;
    count += 1;
  }
  return count;
};
