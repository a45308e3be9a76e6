import { JLP_DECIMALS, JLP_MINT, jlpCustodies } from '../../streams/catalogues';
import type { LandedTransaction, Ledger, ProgramFailure } from '../ledger';
import { SOL_MINT } from '../market/knownTokens';
import type { Custody } from '../perps/custody';
import type { OracleModel } from '../perps/oracle';
import type { Router } from '../http/router';
import type { WalletStore } from '../wallet/walletStore';
import { poolView } from './aum';
import { type FeeLog, createFeeLog } from './feeLog';
import type { JlpDeps } from './jlpDeps';
import { applyJlpLanding, isJlpData, jlpCheck } from './jlpProgram';
import { registerJlpRoutes } from './jlpRoutes';
import { createJlpState } from './jlpState';
import { createLendClock } from '../lend/lendClock';
import { liquidateLoans, syncAllLoans, syncLoans } from './loanLiquidation';
import { createLoanState } from './loanState';

/**
 * The JLP pool (sim/README.md, JLP): its assets are the perps custody's SOL, ETH, BTC, USDC
 * and USDT at the oracle's prices; JLP is a real SPL token minted and burned at the AUM per JLP
 * by the perps program's jlp.add.v1 / jlp.remove.v1 terms. Built by the perps feature, which
 * owns the custody and the program.
 */
export interface JlpPoolDeps {
  readonly ledger: Ledger | undefined;
  readonly custody: Custody | undefined;
  readonly oracle: OracleModel;
  readonly wallets: WalletStore;
  readonly seed: number;
  now(): number;
}

/** What the custody holds beyond the perps float (SOL and USDC), base units: ETH, BTC and USDT. */
const EXTRA_FUNDING: Readonly<Record<string, bigint>> = {
  ETH: 12_000n * 10n ** 8n,
  BTC: 450n * 10n ** 8n,
  USDT: 30_000_000n * 10n ** 6n,
};
/** The JLP price the pool opens at, micro-USD. */
const OPENING_PRICE_MICRO = 4_200_000n;
/** The other traders' fees, a year's worth over the AUM (so the APR opens near 20 %). */
const OTHERS_FEE_APR_BPS = 2_000n;
const HOURS_PER_YEAR = 8_760n;

export interface JlpPool {
  /** The perps program's check for JLP data; undefined for any other data (a perps request). */
  check(data: Uint8Array): ProgramFailure | undefined;
  isJlp(data: Uint8Array): boolean;
  onLanded(record: LandedTransaction): void;
  /** After the custody is funded (at start and after a reset): the mints, the float, the opening supply. */
  open(): void;
  /** Stops liquidating. */
  close(): void;
}

export const createJlpPool = (deps: JlpPoolDeps, router: Router, base: string): JlpPool => {
  const state = createJlpState();
  const loans = createLoanState();
  const loanClock = createLendClock(() => deps.now());
  let fees: FeeLog = createFeeLog(deps.seed, deps.now(), 0n);
  const { ledger, custody } = deps;
  const pool: JlpDeps | undefined =
    ledger && custody
      ? {
          ledger,
          custody,
          oracle: deps.oracle,
          wallets: deps.wallets,
          state,
          loans,
          loanElapsed: () => loanClock.elapsed(),
          fees: () => fees,
          now: () => deps.now(),
        }
      : undefined;
  registerJlpRoutes(router, base, pool, { warp: (ms) => loanClock.warp(ms) });
  // Each block: loans past the threshold are liquidated, and the borrowers' drawers follow the price.
  const stopSlots = pool
    ? ledger?.onSlot(() => {
        liquidateLoans(pool);
        syncAllLoans(pool);
      })
    : undefined;

  return {
    check: (data) => (pool ? jlpCheck(pool)(data) : undefined),
    isJlp: isJlpData,
    onLanded: (record) => {
      if (!pool) return;
      applyJlpLanding(pool, record);
      for (const owner of new Set(pool.loans.all().map((loan) => loan.owner))) syncLoans(pool, owner);
    },
    close: () => stopSlots?.(),
    open: () => {
      if (!pool || !ledger || !custody) return;
      state.clear();
      loans.clear();
      loanClock.reset();
      for (const spec of jlpCustodies) {
        if (spec.mint === SOL_MINT) continue;
        ledger.createMint(spec.mint, spec.decimals);
        const extra = EXTRA_FUNDING[spec.symbol];
        if (extra !== undefined) ledger.setTokenBalance(custody.address, spec.mint, extra);
      }
      ledger.createMint(JLP_MINT, JLP_DECIMALS);
      ledger.setMetadata(JLP_MINT, { name: 'Jupiter Perps LP', symbol: 'JLP', uri: '' });
      // Where loans' collateral goes: the custody's JLP account exists from the start.
      ledger.setTokenBalance(custody.address, JLP_MINT, 0n);
      const opening = poolView(pool);
      state.setOthersSupply((opening.holdingsMicro * 10n ** BigInt(JLP_DECIMALS)) / OPENING_PRICE_MICRO);
      const hourly = (opening.holdingsMicro * OTHERS_FEE_APR_BPS) / (10_000n * HOURS_PER_YEAR);
      fees = createFeeLog(deps.seed, deps.now(), hourly);
    },
  };
};
