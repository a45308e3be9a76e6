import type { PortfolioTokenInfo } from '../schemas/portfolio';

/**
 * The Portfolio entity of spec 000 §3, converted from the portfolio service's response
 * (convertPortfolio.ts). Amounts are UI units, values USD.
 */

/** Spec 000 §4 Order status codes. */
export const OrderStatus = { Open: 0, PartialFill: 1, Fill: 2, Cancelled: 3, Completed: 4 } as const;
export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

/** A wallet balance; `mint` and `ata` are '' for native SOL. */
export interface WalletBalance {
  readonly ata: string;
  readonly mint: string;
  /** The token amount in UI units (before valuation). */
  readonly raw_value: number;
  readonly usd_value: number;
  /** Null when the service did not say (foreign data). */
  readonly decimals: number | null;
}

export interface PerpPosition {
  readonly positionKey: string;
  readonly side: 'Long' | 'Short';
  readonly tokenMint: string;
  readonly collateralMint: string | null;
  readonly entryPrice: number;
  readonly currentPrice: number;
  /** Size in USD. */
  readonly positionSize: number;
  readonly initialCollateralValue: number;
  readonly currentCollateralValue: number;
  readonly pnlUsd: number;
  readonly pnlPercentage: number;
  readonly liquidationPrice: number | null;
  readonly leverage: number;
  readonly takeProfitTriggerPrice: number | null;
  readonly stopLossTriggerPrice: number | null;
  /** Unix milliseconds, when known. */
  readonly openedAt: number | null;
}

export interface PortfolioOrder {
  readonly orderKey: string;
  readonly inputMint: string;
  readonly outputMint: string;
  readonly inputAmount: number;
  readonly outputAmount: number;
  /** Unix milliseconds; null when the service's time does not parse. */
  readonly createdAt: number | null;
  readonly orderStatus: OrderStatusCode;
  readonly remainingInputAmount: number;
  readonly remainingInputUsd: number;
  readonly remainingOutputAmount: number;
  readonly remainingOutputUsd: number;
}

export interface AssetAmount {
  readonly mint: string;
  readonly amount: number;
  readonly price: number | null;
  readonly value: number;
}

export interface EarnPosition {
  readonly id: string;
  readonly assets: readonly AssetAmount[];
  readonly yields: readonly { readonly apy: number }[];
}

export interface BorrowPosition {
  readonly id: string;
  readonly suppliedAssets: readonly AssetAmount[];
  readonly borrowedAssets: readonly AssetAmount[];
  readonly healthRatio: number | null;
  readonly link: string | null;
}

export interface OrderBook {
  readonly totalWorth: number;
  readonly activeOrders: readonly PortfolioOrder[];
}

export interface Portfolio {
  readonly totalNetWorth: number;
  readonly walletBalance: { readonly totalWorth: number; readonly balances: readonly WalletBalance[] };
  readonly perpetual: { readonly totalWorth: number; readonly openedPositions: readonly PerpPosition[] };
  readonly limitOrder: OrderBook;
  /** DCA elements (recurring by time). */
  readonly dollarCostAverage: OrderBook;
  /** SmartDCA elements (value averaging). */
  readonly valueAverage: OrderBook;
  readonly vote: { readonly lockedTokens: number; readonly totalWorth: number };
  readonly lend: {
    readonly totalWorth: number;
    readonly totalPositions: number;
    readonly earnPositions: readonly EarnPosition[];
    readonly borrowPositions: readonly BorrowPosition[];
  };
  /** The service's token metadata by mint, for names, symbols and icons. */
  readonly tokenInfo: Readonly<Record<string, PortfolioTokenInfo>>;
}
