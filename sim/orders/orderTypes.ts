/**
 * What the simulator keeps of an order (Trigger or Recurring) in place of its on-chain account,
 * made when its create lands from what the create instruction says: amounts in base units,
 * times in unix milliseconds. Mutable: the landing handler and the keeper update it in place.
 */
export interface OrderTrade {
  readonly inAmount: bigint;
  /** What the owner received (the fee already taken). */
  readonly outAmount: bigint;
  readonly feeAmount: bigint;
  readonly txId: string;
  readonly confirmedAt: number;
}

/** A keeper transaction in flight: the keeper leaves the order alone until it lands or its blockhash expires. */
export interface InFlight {
  readonly tagId: string;
  readonly inAmount: bigint;
  readonly lastValidBlockHeight: number;
}

export interface OrderBase {
  readonly orderKey: string;
  readonly owner: string;
  /** Gets what the order buys (fills, cycles); the owner gets the refunds. */
  readonly receiver: string;
  readonly inputMint: string;
  readonly outputMint: string;
  readonly inputDecimals: number;
  readonly outputDecimals: number;
  readonly escrow: string;
  /** Refunds of native SOL input come back as SOL (not WSOL). */
  readonly nativeInput: boolean;
  /** Native SOL output is paid as SOL (not WSOL). */
  readonly nativeOutput: boolean;
  readonly createdAt: number;
  updatedAt: number;
  openTx: string | null;
  closeTx: string | null;
  readonly trades: OrderTrade[];
  inFlight: InFlight | undefined;
  /** Until this block height a cancel built for the user may land: the keeper waits. */
  cancelUntilHeight: number;
}

export type TriggerStatus = 'Open' | 'Completed' | 'Cancelled' | 'Expired';

export interface TriggerOrder extends OrderBase {
  status: TriggerStatus;
  readonly makingAmount: bigint;
  readonly takingAmount: bigint;
  remainingMaking: bigint;
  remainingTaking: bigint;
  readonly slippageBps: number;
  /** Unix ms, or null for never. */
  readonly expiredAt: number | null;
}

export type RecurringStatus = 'Active' | 'Completed' | 'Cancelled';

export interface RecurringOrder extends OrderBase {
  status: RecurringStatus;
  readonly inDeposited: bigint;
  inUsed: bigint;
  inWithdrawn: bigint;
  outReceived: bigint;
  readonly inAmountPerCycle: bigint;
  readonly numberOfOrders: number;
  cyclesDone: number;
  /** Seconds between cycles. */
  readonly interval: number;
  /** Input per output token (UI units) bounds; a cycle outside them is skipped. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  /** Unix ms of the next cycle; null once closed. */
  nextCycleAt: number | null;
  /** Unix ms the first cycle may run (startAt), or null for at once. */
  readonly startAt: number | null;
  userClosed: boolean;
}

/** Whether the order can be acted on now (not closed). */
export const isLive = (order: TriggerOrder | RecurringOrder) => order.status === 'Open' || order.status === 'Active';

/** What the escrow will hold once the keeper transaction in flight lands. */
export const afterInFlight = (remaining: bigint, order: OrderBase) => remaining - (order.inFlight?.inAmount ?? 0n);

/** A recurring order's input not yet swapped nor withdrawn. */
export const remainingInput = (order: RecurringOrder) => order.inDeposited - order.inUsed - order.inWithdrawn;
