import { z } from 'zod';

/**
 * The Lend API's payloads as the app reads them (spec 000 §7 Lend; research §11). Raw amounts
 * are base-unit strings; rates are basis points as strings or numbers. Unknown fields pass.
 */
const raw = z.string().regex(/^\d{1,30}$/);
const signedRaw = z.string().regex(/^-?\d{1,30}$/);
const rate = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const price = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?(e-?\d+)?$/i)
      .transform(Number),
  ])
  .nullish();
const address = z.string().min(32).max(44);

export const earnVaultSchema = z.object({
  id: z.number(),
  address,
  symbol: z.string().max(40),
  decimals: z.number().int().min(0).max(18),
  asset: z.object({
    address,
    symbol: z.string().max(40),
    name: z.string().max(100).nullish(),
    decimals: z.number().int().min(0).max(18),
    price,
    logo_url: z.string().nullish(),
  }),
  totalAssets: raw,
  convertToShares: raw.nullish(),
  convertToAssets: raw.nullish(),
  rewardsRate: rate.nullish(),
  supplyRate: rate.nullish(),
  depositable: z.boolean().nullish(),
});
export const earnVaultsSchema = z.array(earnVaultSchema).max(200);
export type EarnVault = z.infer<typeof earnVaultSchema>;

export const earnPositionSchema = z.object({
  id: address,
  token: earnVaultSchema,
  ownerAddress: address,
  shares: raw,
  underlyingAssets: raw,
  underlyingBalance: raw.nullish(),
});
export const earnPositionsSchema = z.array(earnPositionSchema).max(200);
export type EarnPosition = z.infer<typeof earnPositionSchema>;

export const earningsSchema = z.object({ address, ownerAddress: address, earnings: raw, slot: z.number().nullish() });
export type Earnings = z.infer<typeof earningsSchema>;

export const lendStatsSchema = z.object({
  totalSuppliedUsd: z.number(),
  totalBorrowedUsd: z.number(),
  users: z.number().nullish(),
});
export type LendStats = z.infer<typeof lendStatsSchema>;

const borrowTokenSchema = z.object({ address, symbol: z.string().max(40), decimals: z.number().int().min(0).max(18), price, logoUrl: z.string().nullish() });
export const borrowVaultSchema = z.object({
  id: z.number(),
  supplyToken: borrowTokenSchema,
  borrowToken: borrowTokenSchema,
  collateralFactor: z.number().min(0).max(10_000),
  liquidationThreshold: z.number().min(0).max(10_000),
  borrowRate: rate.nullish(),
});
export const borrowVaultsSchema = z.array(borrowVaultSchema).max(200);
export type BorrowVault = z.infer<typeof borrowVaultSchema>;

export const borrowPositionSchema = z.object({
  id: z.number(),
  vaultId: z.number(),
  ownerAddress: address,
  supply: raw,
  borrow: raw,
  isLiquidated: z.boolean(),
  vault: borrowVaultSchema,
});
export const borrowPositionsSchema = z.array(borrowPositionSchema).max(500);
export type BorrowPosition = z.infer<typeof borrowPositionSchema>;

/** The data API's lend registrations ([I]: shapes not public; see sim/http/lendRoutes.ts). */
export const registerStatsSchema = z.object({ registered: z.number().int().min(0) });
export const registerStatusSchema = z.object({ address, registered: z.boolean() });

/** A build: an unsigned (or service-signed) base64 transaction. */
export const lendBuildSchema = z.object({ transaction: z.string().min(1).max(20_000), nftId: z.number().nullish() });

export { signedRaw };
