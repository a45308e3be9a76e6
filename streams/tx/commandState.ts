/** What a write command reports as it runs (building, the engine's states, settled), in its own module so the toast writer and the command need not import each other. */
import type { TxError } from './errors';
import type { TxState } from './types';

/** spec 001 §3 Swap result: the amounts that actually moved, read from the landed transaction. */
export interface MeasuredChanges {
  readonly txid: string;
  readonly inputAddress: string;
  readonly outputAddress: string;
  readonly inputAmount: bigint;
  readonly outputAmount: bigint;
}

export type CommandState =
  /** The transaction is being built (a server call, a local builder). */
  | { readonly status: 'building'; readonly label: string }
  | TxState
  /** Landed and read back (commands that `measure`); `result` is undefined when it could not be read or measured. */
  | {
      readonly status: 'settled';
      readonly label: string;
      readonly signature: string;
      readonly slot: number;
      readonly result: MeasuredChanges | undefined;
      readonly error?: TxError;
    };
