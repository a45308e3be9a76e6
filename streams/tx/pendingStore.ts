import * as z from 'zod/mini';
import { createStoredEntry } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { ADDRESS_PATTERN, SIGNATURE_PATTERN, isBase64 } from '../solana/codec';

/**
 * Transactions that were signed and may be in flight, kept in storage from before the first
 * send until they are final, so a reload resumes them instead of signing anew (reliability T6).
 */
export const PENDING_TX_KEY = 'callisto.tx.pending';

const pendingSchema = z.object({
  signature: z.string().check(z.regex(SIGNATURE_PATTERN)),
  /** The signed bytes, base64: resent as they are, never re-signed. */
  wire: z.string().check(z.minLength(1), z.refine(isBase64, 'not base64')),
  lastValidBlockHeight: z.int().check(z.nonnegative()),
  label: z.string(),
  /** The fee payer: a reload resumes only the connected wallet's transactions. */
  owner: z.optional(z.string().check(z.regex(ADDRESS_PATTERN))),
  /** How it was broadcast: a bundle is resumed through the block engine only (records from before: plain). */
  mode: z.optional(z.enum(['plain', 'jito', 'mixed'])),
});

export type PendingTx = z.infer<typeof pendingSchema>;

export interface PendingStore {
  list(): PendingTx[];
  add(tx: PendingTx): void;
  remove(signature: string): void;
  /** Forgets the records `stale` picks; answers how many. */
  prune(stale: (tx: PendingTx) => boolean): number;
}

/** The storage key of one network: a transaction of the simulator is never resumed against mainnet. */
export const pendingTxKey = (scope: string | undefined) => (scope ? `${PENDING_TX_KEY}:${scope}` : PENDING_TX_KEY);

export const createPendingStore = ({ storage, logger, scope }: { storage: KeyValueStorage; logger: Logger; scope?: string }): PendingStore => {
  // An entry, not a value read once: the page before a reload, or another tab, may have written since.
  const entry = createStoredEntry<readonly unknown[]>({
    storage,
    logger,
    key: pendingTxKey(scope),
    schema: z.array(z.unknown()),
    messages: { invalid: 'Ignoring stored pending transactions that are not a list', notJson: 'Ignoring stored pending transactions that are not JSON' },
  });
  // Checked one by one: a bad record must not drop the valid ones beside it.
  const read = (): PendingTx[] =>
    (entry.read() ?? []).flatMap((item) => {
      const parsed = pendingSchema.safeParse(item);
      if (parsed.success) return [parsed.data];
      logger.warn('Ignoring an invalid stored pending transaction', { issue: parsed.error.issues[0]?.message });
      return [];
    });

  const write = (list: readonly PendingTx[]) => {
    try {
      if (list.length === 0) entry.remove();
      else entry.write(list);
    } catch (error) {
      // Full or refused storage: the transaction still goes out, it just cannot survive a reload.
      logger.error('Could not persist pending transactions', { error: error instanceof Error ? error.message : String(error) });
    }
  };

  return {
    list: read,
    add: (tx) => write([...read().filter((item) => item.signature !== tx.signature), tx]),
    remove: (signature) => {
      const list = read();
      const rest = list.filter((item) => item.signature !== signature);
      if (rest.length !== list.length) write(rest);
    },
    prune: (stale) => {
      const list = read();
      const rest = list.filter((item) => !stale(item));
      if (rest.length !== list.length) write(rest);
      return list.length - rest.length;
    },
  };
};
