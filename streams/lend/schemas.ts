import * as z from 'zod/mini';

/**
 * The Lend API's payloads as the app reads them (spec 000 §7 Lend; research §11). Raw amounts
 * are base-unit strings; rates are basis points as strings or numbers. Unknown fields pass.
 */
const raw = z.string().check(z.regex(/^\d{1,30}$/));
const signedRaw = z.string().check(z.regex(/^-?\d{1,30}$/));
const rate = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]);
const price = z.nullish(z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d+(\.\d+)?(e-?\d+)?$/i)), z.transform(Number))]));
const address = z.string().check(z.minLength(32), z.maxLength(44));

export const earnVaultSchema = z.object({
  id: z.number(),
  address,
  symbol: z.string().check(z.maxLength(40)),
  decimals: z.int().check(z.minimum(0), z.maximum(18)),
  asset: z.object({
    address,
    symbol: z.string().check(z.maxLength(40)),
    name: z.nullish(z.string().check(z.maxLength(100))),
    decimals: z.int().check(z.minimum(0), z.maximum(18)),
    price,
    logo_url: z.nullish(z.string()),
  }),
  totalAssets: raw,
  convertToShares: z.nullish(raw),
  convertToAssets: z.nullish(raw),
  rewardsRate: z.nullish(rate),
  supplyRate: z.nullish(rate),
  depositable: z.nullish(z.boolean()),
});
export const earnVaultsSchema = z.array(earnVaultSchema).check(z.maxLength(200));
export type EarnVault = z.infer<typeof earnVaultSchema>;

export const earnPositionSchema = z.object({
  id: address,
  token: earnVaultSchema,
  ownerAddress: address,
  shares: raw,
  underlyingAssets: raw,
  underlyingBalance: z.nullish(raw),
});
export const earnPositionsSchema = z.array(earnPositionSchema).check(z.maxLength(200));
export type EarnPosition = z.infer<typeof earnPositionSchema>;

export const earningsSchema = z.object({ address, ownerAddress: address, earnings: raw, slot: z.nullish(z.number()) });
export type Earnings = z.infer<typeof earningsSchema>;

export const lendStatsSchema = z.object({
  totalSuppliedUsd: z.number(),
  totalBorrowedUsd: z.number(),
  users: z.nullish(z.number()),
});
export type LendStats = z.infer<typeof lendStatsSchema>;

const borrowTokenSchema = z.object({
  address,
  symbol: z.string().check(z.maxLength(40)),
  decimals: z.int().check(z.minimum(0), z.maximum(18)),
  price,
  logoUrl: z.nullish(z.string()),
});
export const borrowVaultSchema = z.object({
  id: z.number(),
  supplyToken: borrowTokenSchema,
  borrowToken: borrowTokenSchema,
  collateralFactor: z.number().check(z.minimum(0), z.maximum(10_000)),
  liquidationThreshold: z.number().check(z.minimum(0), z.maximum(10_000)),
  borrowRate: z.nullish(rate),
});
export const borrowVaultsSchema = z.array(borrowVaultSchema).check(z.maxLength(200));
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
export const borrowPositionsSchema = z.array(borrowPositionSchema).check(z.maxLength(500));
export type BorrowPosition = z.infer<typeof borrowPositionSchema>;

/** The data API's lend registrations ([I]: shapes not public; see sim/http/lendRoutes.ts). */
export const registerStatsSchema = z.object({ registered: z.int().check(z.minimum(0)) });
export const registerStatusSchema = z.object({ address, registered: z.boolean() });

/** A build: an unsigned (or service-signed) base64 transaction. */
export const lendBuildSchema = z.object({ transaction: z.string().check(z.minLength(1), z.maxLength(20_000)), nftId: z.nullish(z.number()) });

export { signedRaw };
