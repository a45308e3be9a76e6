import { earnDeposit, earnWithdraw, LEND_EARN_PROGRAM } from '../../streams/instructions';
import { knownTokens } from '../market/knownTokens';
import { INDEX_ONE, assetsOf, indexAt, sharesFor, sharesToBurn } from './accrual';
import { type LendDeps, type LendResult, fail, usdPrice } from './lendDeps';
import { type BuiltLendTransaction, buildLendTransaction, burnShares, ensureAccount, mintShares, termsInstruction, tokenMove } from './lendTransaction';
import { type EarnVaultSpec, earnVaultOf } from './vaults';

/**
 * Earn vaults (research §11 Earn): a deposit moves the user's tokens into the vault (the lend
 * authority's account) and mints shares at the vault's index; the index grows by the supply and
 * rewards rates over simulated time, so shares redeem for more than they cost; a withdrawal burns
 * shares and pays the assets out of the vault. Each build carries its terms in a lend.deposit.v1
 * or lend.withdraw.v1 instruction, from which the landing records the shares and net deposit.
 */
export const earnIndex = (deps: LendDeps, vault: EarnVaultSpec) => indexAt(vault.supplyRateBps + vault.rewardsRateBps, deps.elapsed());

const baseRaw = (vault: EarnVaultSpec) => BigInt(Math.round(vault.baseAssets)) * 10n ** BigInt(vault.decimals);

export const totalAssets = (deps: LendDeps, vault: EarnVaultSpec) => baseRaw(vault) + assetsOf(deps.state.issuedShares(vault.id), earnIndex(deps, vault));

export const earnVaultJson = (deps: LendDeps, vault: EarnVaultSpec) => {
  const token = knownTokens.find((known) => known.mint === vault.assetMint);
  const index = earnIndex(deps, vault);
  const unit = 10n ** BigInt(vault.decimals);
  const assets = totalAssets(deps, vault);
  const liquidity = vault.depositable ? deps.ledger.tokenBalance(deps.keys.authority.address, vault.assetMint) : 0n;
  return {
    id: vault.id,
    address: deps.keys.shareMint(vault),
    name: `Jupiter Lend ${vault.symbol}`,
    symbol: `jl${vault.symbol}`,
    decimals: vault.decimals,
    assetAddress: vault.assetMint,
    asset: {
      address: vault.assetMint,
      chain_id: 'solana',
      name: token?.name ?? vault.symbol,
      symbol: vault.symbol,
      decimals: vault.decimals,
      logo_url: deps.iconOf(vault.assetMint),
      price: String(usdPrice(deps, vault.assetMint)),
      coingecko_id: null,
    },
    totalAssets: assets.toString(),
    totalSupply: sharesFor(assets, index).toString(),
    convertToShares: sharesFor(unit, index).toString(),
    convertToAssets: assetsOf(unit, index).toString(),
    rewardsRate: String(vault.rewardsRateBps),
    supplyRate: String(vault.supplyRateBps),
    totalRate: String(vault.supplyRateBps + vault.rewardsRateBps),
    liquiditySupplyData: { withdrawalLimit: '0', withdrawable: liquidity.toString() },
    depositable: vault.depositable,
    indexScaled: ((index * 1_000_000n) / INDEX_ONE).toString(),
  };
};

export interface EarnHolding {
  readonly vault: EarnVaultSpec;
  readonly shares: bigint;
  readonly assets: bigint;
  readonly earnings: bigint;
}

export const earnHolding = (deps: LendDeps, owner: string, vault: EarnVaultSpec): EarnHolding => {
  const shares = deps.ledger.tokenBalance(owner, deps.keys.shareMint(vault));
  const assets = assetsOf(shares, earnIndex(deps, vault));
  const principal = deps.state.principal(owner, vault.id);
  return { vault, shares, assets, earnings: assets > principal ? assets - principal : 0n };
};

const vaultFor = (asset: unknown): LendResult<EarnVaultSpec> => {
  const vault = typeof asset === 'string' ? earnVaultOf(asset) : undefined;
  if (!vault) return fail(400, 'Unknown lend asset');
  if (!vault.depositable) return fail(400, `${vault.symbol} is not supported for earn deposits here`);
  return { ok: true, value: vault };
};

export const buildDeposit = (deps: LendDeps, owner: string, asset: unknown, amount: bigint): LendResult<BuiltLendTransaction> => {
  const found = vaultFor(asset);
  if (!found.ok) return found;
  const vault = found.value;
  if (amount <= 0n) return fail(400, 'The amount must be more than 0');
  if (deps.ledger.tokenBalance(owner, vault.assetMint) < amount) return fail(400, `Insufficient ${vault.symbol} balance`);
  const shares = sharesFor(amount, earnIndex(deps, vault));
  if (shares <= 0n) return fail(400, 'The amount is too small for one share');
  const shareMint = deps.keys.shareMint(vault);
  const mintAuthority = deps.mintAuthority();
  const authority = deps.keys.authority;
  const terms = { owner, asset: vault.assetMint, amount, shares, recipient: owner };
  const built = buildLendTransaction(
    owner,
    deps.ledger.latestBlockhash('confirmed'),
    [
      termsInstruction(LEND_EARN_PROGRAM, earnDeposit.encode(terms), owner, authority.address),
      ensureAccount(owner, terms.recipient, shareMint),
      tokenMove(owner, authority.address, vault.assetMint, amount, vault.decimals),
      mintShares(shareMint, terms.recipient, mintAuthority.address, terms.shares),
    ],
    [mintAuthority, authority],
  );
  deps.state.touch(owner);
  return { ok: true, value: built };
};

/** `amount` undefined withdraws everything. */
export const buildWithdraw = (deps: LendDeps, owner: string, asset: unknown, amount: bigint | undefined): LendResult<BuiltLendTransaction> => {
  const found = vaultFor(asset);
  if (!found.ok) return found;
  const vault = found.value;
  const holding = earnHolding(deps, owner, vault);
  if (holding.shares <= 0n) return fail(400, `No ${vault.symbol} position to withdraw`);
  if (amount !== undefined && amount <= 0n) return fail(400, 'The amount must be more than 0');
  if (amount !== undefined && amount > holding.assets) return fail(400, `At most ${holding.assets} ${vault.symbol} base units can be withdrawn`);
  const index = earnIndex(deps, vault);
  const all = amount === undefined || amount === holding.assets;
  const shares = all ? holding.shares : sharesToBurn(amount, index);
  const assets = all ? holding.assets : amount;
  const authority = deps.keys.authority.address;
  // Yield is paid from the vault; the protocol tops it up when the pool runs short.
  const liquidity = deps.ledger.tokenBalance(authority, vault.assetMint);
  if (liquidity < assets) deps.ledger.setTokenBalance(authority, vault.assetMint, assets);
  const terms = { owner, asset: vault.assetMint, amount: assets, shares, recipient: owner };
  const built = buildLendTransaction(
    owner,
    deps.ledger.latestBlockhash('confirmed'),
    [
      termsInstruction(LEND_EARN_PROGRAM, earnWithdraw.encode(terms), owner, authority),
      burnShares(deps.keys.shareMint(vault), owner, shares, vault.decimals),
      ensureAccount(owner, terms.recipient, vault.assetMint),
      tokenMove(authority, terms.recipient, vault.assetMint, assets, vault.decimals),
    ],
    [deps.keys.authority],
  );
  return { ok: true, value: built };
};
