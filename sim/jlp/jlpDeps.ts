import type { Ledger } from '../ledger';
import type { Custody } from '../perps/custody';
import type { OracleModel } from '../perps/oracle';
import type { WalletStore } from '../wallet/walletStore';
import type { FeeLog } from './feeLog';
import type { JlpState } from './jlpState';
import type { LoanState } from './loanState';

/** What the JLP pool's parts share: the perps custody holds its tokens, the oracle prices them. */
export interface JlpDeps {
  readonly ledger: Ledger;
  readonly custody: Custody;
  readonly oracle: OracleModel;
  readonly wallets: WalletStore;
  readonly state: JlpState;
  readonly loans: LoanState;
  /** Simulated ms since the loans opened (the wall clock plus any warp): interest accrues on it. */
  loanElapsed(): number;
  fees(): FeeLog;
  now(): number;
}

export type JlpResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly status: number; readonly error: string };

export const fail = (status: number, error: string): JlpResult<never> => ({ ok: false, status, error });
