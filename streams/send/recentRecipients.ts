import { map } from 'rxjs';
import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { isAddress } from '../solana/codec';

export const RECENT_RECIPIENTS_KEY = 'callisto.send.recipients';
const KEPT = 20;

/**
 * The addresses this browser sent to, newest first (at most 20): a send that just landed is known
 * at once, before the chain's history is read again. Stored text that is not addresses is dropped
 * (and logged) by the schema.
 */
export const createRecentRecipients = ({ storage, logger }: { readonly storage: KeyValueStorage; readonly logger: Logger }) => {
  const stored = createPersistedValue<{ readonly recipients: readonly string[] }>({
    storage,
    logger,
    key: RECENT_RECIPIENTS_KEY,
    schema: z.object({ recipients: z.array(z.string().check(z.refine(isAddress))) }),
    defaults: { recipients: [] },
  });
  return {
    recipients$: stored.value$.pipe(map((value) => value.recipients)),
    current: () => stored.current().recipients,
    remember: (address: string): void => {
      if (!isAddress(address)) return;
      stored.set({ recipients: [address, ...stored.current().recipients.filter((known) => known !== address)].slice(0, KEPT) });
    },
  };
};
