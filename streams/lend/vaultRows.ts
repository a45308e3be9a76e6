import { NATIVE_MINT } from '../wallet/holdings';
import type { EarnPosition, EarnVault } from './schemas';

/**
 * The vault list's rows (spec 000 §7 Lend): APY = (rewardsRate + supplyRate) / 100 from the
 * basis-point rates, TVL in USD from the vault's assets and its asset's price, and the wallet's
 * position in it. WSOL is left out.
 */
export interface VaultRow {
  readonly vault: EarnVault;
  readonly apy: number;
  readonly tvlUsd: number | undefined;
  /** Base units of the asset the wallet's shares are worth; 0n without a position. */
  readonly positionAssets: bigint;
  readonly shares: bigint;
  readonly positionUsd: number | undefined;
  /** The wallet's balance of the asset, base units (undefined when not known). */
  readonly walletBalance: bigint | undefined;
}

export const vaultApy = (vault: Pick<EarnVault, 'rewardsRate' | 'supplyRate'>) => ((vault.rewardsRate ?? 0) + (vault.supplyRate ?? 0)) / 100;

const usd = (amount: bigint, decimals: number, price: number | null | undefined) =>
  price === null || price === undefined ? undefined : (Number(amount) / 10 ** decimals) * price;

export const vaultRows = (vaults: readonly EarnVault[], positions: readonly EarnPosition[] | undefined): VaultRow[] =>
  vaults
    .filter((vault) => vault.asset.address !== NATIVE_MINT)
    .map((vault) => {
      const position = positions?.find((entry) => entry.token.address === vault.address);
      const positionAssets = position ? BigInt(position.underlyingAssets) : 0n;
      return {
        vault,
        apy: vaultApy(vault),
        tvlUsd: usd(BigInt(vault.totalAssets), vault.asset.decimals, vault.asset.price),
        positionAssets,
        shares: position ? BigInt(position.shares) : 0n,
        positionUsd: usd(positionAssets, vault.asset.decimals, vault.asset.price),
        walletBalance: position?.underlyingBalance ? BigInt(position.underlyingBalance) : undefined,
      };
    });

/** A vault by the symbol in its page's address (/lend/earn/{symbol}), case-insensitive. */
export const rowBySymbol = (rows: readonly VaultRow[], symbol: string) => rows.find((row) => row.vault.asset.symbol.toLowerCase() === symbol.toLowerCase());
