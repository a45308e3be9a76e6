/** What a batch reports as it runs, in its own module so the toast writer and the batch need not import each other. */
import type { TxError } from './errors';
import type { TxState } from './types';

export type BatchState =
  | { readonly status: 'building'; readonly label: string }
  /** `index` of `total` is in flight, in the engine's `step`. */
  | { readonly status: 'running'; readonly label: string; readonly index: number; readonly total: number; readonly step: TxState }
  /** Every transaction ended: the signatures that landed, the errors of those that did not. */
  | { readonly status: 'done'; readonly label: string; readonly total: number; readonly confirmed: readonly string[]; readonly errors: readonly TxError[] };
