import { STUDIO_PROGRAM } from '../solana/studioProgram';
import { address, defineLayout, reference, u64 } from './textLayout';

export { STUDIO_PROGRAM };

/**
 * A Studio launch as the launch program reads it (textLayout.ts), shared by the client's pre-sign
 * check and the simulator, which lists the token from the landed instruction:
 *
 *   studio.launch.v1 ref=<request> creator=<wallet> mint=<new mint> supply=<base units> fee=<lamports> firstBuy=<lamports> tokensOut=<base units> recipient=<wallet>
 *
 * The creator pays `fee` and `firstBuy`; the program mints `supply` (sold on the bonding curve)
 * and gives `recipient` the `tokensOut` that the first buy bought. Its two accounts, both
 * signing, are the creator and the studio's authority. Name, symbol and image are the request's
 * (`ref`), kept by the service: text the layout cannot carry.
 */
export const studioLaunch = defineLayout('studio.launch.v1', {
  ref: reference,
  creator: address,
  mint: address,
  supply: u64,
  fee: u64,
  firstBuy: u64,
  tokensOut: u64,
  recipient: address,
});
export type StudioLaunch = NonNullable<ReturnType<typeof studioLaunch.decode>>;

/** What a launch costs besides the first buy and rent: the studio's fee (Jupiter Studio: free; pump.fun: ~0.02 SOL of rent). */
export const STUDIO_LAUNCH_FEE_LAMPORTS = 20_000_000n;
export const STUDIO_DECIMALS = 6;
/** Whole tokens a launch may mint: 1,000M is pump.fun's and Jupiter Studio's default. */
export const STUDIO_DEFAULT_SUPPLY = 1_000_000_000n;
export const STUDIO_MIN_SUPPLY = 1_000_000n;
export const STUDIO_MAX_SUPPLY = 1_000_000_000_000n;
/** The first buy's cap (lamports): well under the ~85 SOL that graduates a curve. */
export const STUDIO_MAX_FIRST_BUY_LAMPORTS = 50_000_000_000n;

/**
 * The bonding curve every launch starts on, per 1,000M tokens minted (sim/market/curve.ts: 30 SOL
 * and 1,073M tokens virtual, 793.1M for sale, a 0.25 % fee kept in the pool); the token side
 * scales with the supply, the SOL side does not.
 */
const VIRTUAL_QUOTE_LAMPORTS = 30_000_000_000n;
const VIRTUAL_BASE_PER_MILLE = 1_073n;
const FOR_SALE_PER_TEN_THOUSAND = 7_931n;
const FEE_KEPT_PER_TEN_THOUSAND = 9_975n;

/** Base units of `wholeTokens` minted with the studio's decimals. */
export const supplyBaseUnits = (wholeTokens: bigint): bigint => wholeTokens * 10n ** BigInt(STUDIO_DECIMALS);

/**
 * What a first buy of `lamports` gets on a fresh curve of `supply` base units, rounded down: the
 * one trade nobody can front-run (the token is not listed before it lands), so exact.
 */
export const firstBuyTokens = (supply: bigint, lamports: bigint): bigint => {
  if (lamports <= 0n || supply <= 0n) return 0n;
  const virtualBase = (supply * VIRTUAL_BASE_PER_MILLE) / 1_000n;
  const paid = lamports * FEE_KEPT_PER_TEN_THOUSAND;
  const out = (virtualBase * paid) / (VIRTUAL_QUOTE_LAMPORTS * 10_000n + paid);
  const forSale = (supply * FOR_SALE_PER_TEN_THOUSAND) / 10_000n;
  return out < forSale ? out : forSale;
};
