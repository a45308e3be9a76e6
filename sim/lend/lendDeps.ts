import type { Ledger } from '../ledger';
import type { SimKeypair } from '../ledger/keys';
import type { Market } from '../market/market';
import type { RogueSwitch } from '../rogue';
import { priceOf } from '../wallet/portfolio/valuation';
import type { WalletStore } from '../wallet/walletStore';
import type { LendState } from './lendState';
import type { LendKeys } from './vaults';

/** What the lend service's parts share. `lendNow` is simulated time: the wall clock plus any warp. */
export interface LendDeps {
  readonly ledger: Ledger;
  market(): Market;
  readonly keys: LendKeys;
  readonly state: LendState;
  readonly wallets: WalletStore;
  /** The ledger's authority (every simulated mint's, so the share mints' too). */
  mintAuthority(): SimKeypair;
  /** A token's icon on the simulator's origin. */
  iconOf(mint: string): string;
  /** Simulated milliseconds since the lend markets opened (accrual runs on it). */
  elapsed(): number;
  /** Which write, if any, the service builds dishonestly (sim/rogue.ts: lend-debt, claim-recipient). */
  readonly rogue: Pick<RogueSwitch, 'is'>;
}

export type LendResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number; readonly error: string };

export const fail = (status: number, error: string): LendResult<never> => ({ ok: false, status, error });

/** USD per UI unit from the market; 0 for what it does not list. */
export const usdPrice = (deps: LendDeps, mint: string) => priceOf(deps.market(), mint) ?? 0;

/** A raw amount from a request: a whole number of base units as a string (or a safe integer). */
export const parseRaw = (value: unknown, allowNegative = false): bigint | undefined => {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !(allowNegative ? /^-?\d{1,20}$/ : /^\d{1,20}$/).test(text)) return undefined;
  return BigInt(text);
};
