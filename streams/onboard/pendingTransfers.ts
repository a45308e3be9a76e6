import * as z from 'zod/mini';
import { createStoredEntry } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';

export const PENDING_TRANSFERS_KEY = 'callisto.onboard.pending';
/** Pending transfers kept, all wallets together; the oldest goes first. */
const LIMIT = 20;

const entrySchema = z.object({
  id: z.string().check(z.regex(/^[a-z]{1,10}-[0-9a-f]{16}$/)),
  kind: z.enum(['cctp', 'debridge', 'onramp']),
  owner: z.string().check(z.maxLength(64)),
});
export type PendingTransfer = z.infer<typeof entrySchema>;

/**
 * The transfers started in this browser and not yet seen to end, by id, so a reload resumes
 * following them (the simulator keeps their progress). Read afresh each time (another tab may
 * have added one); a stored value that fails its check is logged and ignored.
 */
export const createPendingTransfers = ({ storage, logger }: { readonly storage: KeyValueStorage; readonly logger: Logger }) => {
  const entry = createStoredEntry({
    storage,
    logger,
    key: PENDING_TRANSFERS_KEY,
    schema: z.array(entrySchema),
    name: 'stored pending transfers',
    dropInvalid: true,
  });
  const all = () => entry.read() ?? [];
  return {
    of: (owner: string, kinds: readonly PendingTransfer['kind'][]): PendingTransfer[] =>
      all().filter((pending) => pending.owner === owner && kinds.includes(pending.kind)),
    add: (pending: PendingTransfer) => entry.write([...all().filter((known) => known.id !== pending.id), pending].slice(-LIMIT)),
    remove: (id: string) => {
      const left = all().filter((known) => known.id !== id);
      if (left.length === 0) entry.remove();
      else entry.write(left);
    },
  };
};

export type PendingTransfers = ReturnType<typeof createPendingTransfers>;
