import { type SimKeypair, keypairFromSeed, seededKeypair } from '../ledger/keys';
import { SOL_MINT, USDC_MINT, USDT_MINT } from '../market/knownTokens';
import { createRng } from '../prng';

/**
 * The lend markets the simulator runs (spec 000 §7 Lend; research §11): earn vaults that take a
 * token and mint a share ("jl") token, and borrow vaults that take SOL as collateral and lend a
 * stablecoin. Rates are basis points per year, like the real service. WSOL is listed among the
 * earn tokens as upstream does (the client leaves it out) but takes no deposits here.
 */
export interface EarnVaultSpec {
  readonly id: number;
  readonly assetMint: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly supplyRateBps: number;
  readonly rewardsRateBps: number;
  /** Other depositors' assets, UI units: the vault's TVL before the simulated users. */
  readonly baseAssets: number;
  readonly depositable: boolean;
}

export interface BorrowVaultSpec {
  readonly id: number;
  readonly supplyMint: string;
  readonly borrowMint: string;
  /** Largest debt over collateral value a borrow or withdrawal may leave (basis points). */
  readonly collateralFactorBps: number;
  /** Debt over collateral value at which the position is liquidated (basis points). */
  readonly liquidationThresholdBps: number;
  readonly borrowRateBps: number;
  readonly supplyRateBps: number;
}

export const JITOSOL_MINT = 'J1toso1uCk3RLmjorhTtrVwY9HJ7X8V9yYac6Y7kGCPn';

export const earnVaultSpecs: readonly EarnVaultSpec[] = [
  { id: 1, assetMint: USDC_MINT, symbol: 'USDC', decimals: 6, supplyRateBps: 612, rewardsRateBps: 150, baseAssets: 412_500_000, depositable: true },
  { id: 2, assetMint: USDT_MINT, symbol: 'USDT', decimals: 6, supplyRateBps: 548, rewardsRateBps: 120, baseAssets: 96_200_000, depositable: true },
  { id: 3, assetMint: SOL_MINT, symbol: 'SOL', decimals: 9, supplyRateBps: 402, rewardsRateBps: 0, baseAssets: 1_250_000, depositable: false },
  { id: 4, assetMint: JITOSOL_MINT, symbol: 'JitoSOL', decimals: 9, supplyRateBps: 795, rewardsRateBps: 0, baseAssets: 310_000, depositable: true },
];

export const borrowVaultSpecs: readonly BorrowVaultSpec[] = [
  { id: 1, supplyMint: SOL_MINT, borrowMint: USDC_MINT, collateralFactorBps: 8000, liquidationThresholdBps: 8500, borrowRateBps: 845, supplyRateBps: 402 },
  { id: 2, supplyMint: SOL_MINT, borrowMint: USDT_MINT, collateralFactorBps: 8000, liquidationThresholdBps: 8500, borrowRateBps: 790, supplyRateBps: 402 },
];

export const earnVaultOf = (symbolOrMint: string): EarnVaultSpec | undefined =>
  earnVaultSpecs.find((vault) => vault.assetMint === symbolOrMint || vault.symbol.toLowerCase() === symbolOrMint.toLowerCase());

export const borrowVaultOf = (id: number): BorrowVaultSpec | undefined => borrowVaultSpecs.find((vault) => vault.id === id);

/** The keys of the lend service: the authority owning vaults and collateral, and each vault's share mint. */
export interface LendKeys {
  readonly authority: SimKeypair;
  shareMint(vault: EarnVaultSpec): string;
}

export const lendKeysOf = (seed: number): LendKeys => {
  const rng = createRng(seed);
  const authority = seededKeypair(rng, 'lend-authority');
  const mints = new Map(earnVaultSpecs.map((vault) => [vault.id, keypairFromSeed(rng.fork(`lend-share-${vault.symbol}`).bytes(32)).address]));
  return { authority, shareMint: (vault) => mints.get(vault.id) ?? '' };
};
