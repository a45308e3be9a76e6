import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { type RecentToken, recentTokenSchema } from './searchItem';

export const RECENT_TOKENS_KEY = 'callisto-search-recent';
/** The History row keeps 5 tokens (spec 000 §2, §9). */
export const RECENT_TOKENS_MAX = 5;

const storedSchema = z.object({ tokens: z.array(recentTokenSchema) });

/** Recently opened search results, newest first, de-duplicated by id, stored. */
export const createRecentTokens = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const stored = createPersistedValue({ storage, logger, key: RECENT_TOKENS_KEY, schema: storedSchema, defaults: { tokens: [] } });
  return {
    tokens$: stored.value$.pipe(map((value) => value.tokens.slice(0, RECENT_TOKENS_MAX))) as Observable<readonly RecentToken[]>,
    add: (token: RecentToken) =>
      stored.update({ tokens: [token, ...stored.current().tokens.filter((known) => known.id !== token.id)].slice(0, RECENT_TOKENS_MAX) }),
    remove: (id: string) => stored.update({ tokens: stored.current().tokens.filter((known) => known.id !== id) }),
    clear: () => stored.update({ tokens: [] }),
  };
};

export type RecentTokens = ReturnType<typeof createRecentTokens>;
