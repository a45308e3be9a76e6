import type { ActivityProduct, PerpsActivityInput, SwapActivityInput } from '../../streams/schemas';

/**
 * What the wallet store keeps per wallet: what later features (swaps, orders, perps, lend)
 * write, in plain UI units and USD. Valuation against the market happens when a route answers,
 * so values follow prices.
 */

export type { ActivityProduct };
/** A swap-like activity as the activities service sends it (amounts UI-unit strings, time in seconds). */
export type SwapActivityRecord = SwapActivityInput;
export type PerpsActivityRecord = PerpsActivityInput;

/** A Jupiter Perps position. Its mark price is the market's price of `marketMint` unless `markPriceUsd` is set. */
export interface PerpPositionRecord {
  readonly positionKey: string;
  readonly marketMint: string;
  readonly collateralMint?: string;
  readonly side: 'long' | 'short';
  readonly entryPriceUsd: number;
  readonly sizeUsd: number;
  /** Collateral deposited, USD. */
  readonly collateralUsd: number;
  /** Fees paid and accrued so far, USD (taken from the PnL). */
  readonly feesUsd?: number;
  readonly takeProfitPriceUsd?: number;
  readonly stopLossPriceUsd?: number;
  /** For markets the simulator does not list (BTC, ETH): the price the perps feature quotes. */
  readonly markPriceUsd?: number;
  /** Unix seconds. */
  readonly openedAt: number;
  /**
   * A position of the previous perps engine (issue 29 item 3): listed only on /perps-legacy,
   * read-only there but for Close; the portfolio and the Perps API's positions leave it out.
   */
  readonly engine?: 'legacy';
}

/** A Trigger (limit) order; the remaining amounts default to the full ones. */
export interface LimitOrderRecord {
  readonly orderKey: string;
  readonly inputMint: string;
  readonly outputMint: string;
  readonly makingAmount: number;
  readonly takingAmount: number;
  readonly remainingMakingAmount?: number;
  readonly remainingTakingAmount?: number;
  /** Unix milliseconds. */
  readonly createdAt: number;
  readonly expiredAt?: number | null;
}

export type RecurringKind = 'DCA' | 'SmartDCA';

/** A Recurring order (DCA by time, or value averaging). */
export interface RecurringOrderRecord {
  readonly orderKey: string;
  readonly inputMint: string;
  readonly outputMint: string;
  readonly inDeposited: number;
  readonly inUsed?: number;
  readonly inWithdrawn?: number;
  readonly outReceived?: number;
  readonly outWithdrawn?: number;
  readonly inAmountPerCycle?: number;
  /** Seconds between cycles. */
  readonly cycleFrequency?: number;
  /** Unix milliseconds. */
  readonly createdAt: number;
}

/** JUP staked for votes, and amounts unstaking until a time (ms). */
export interface StakeRecord {
  readonly stakedAmount: number;
  readonly unstaking?: readonly { readonly amount: number; readonly until: number }[];
}

export interface TokenAmountRecord {
  readonly mint: string;
  readonly amount: number;
  /** Its USD price when the market does not list the token (JLP at the pool's price). */
  readonly priceUsd?: number;
}

export interface EarnPositionRecord {
  readonly id: string;
  readonly mint: string;
  readonly amount: number;
  /** Percent per year. */
  readonly apy: number;
}

export interface BorrowPositionRecord {
  readonly id: string;
  readonly supplied: readonly TokenAmountRecord[];
  readonly borrowed: readonly TokenAmountRecord[];
  readonly link?: string;
  /** Share of supplied value the debt may reach before liquidation, when not Lend's 85 % (JLP loans: 80 %). */
  readonly liquidationThreshold?: number;
}

/** A position on another protocol (fetchNoJup's 'Other DeFi Positions'): a vault, a stake, a loan. */
export interface OtherDefiRecord {
  readonly label: 'Vault' | 'Staked' | 'Lending';
  readonly platformId: string;
  readonly name: string;
  readonly assets: readonly TokenAmountRecord[];
  /** Percent per year, for Lending deposits. */
  readonly apy?: number;
}
