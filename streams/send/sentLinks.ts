import { map } from 'rxjs';
import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { fromBase58, isAddress } from '../solana/codec';

export const SENT_LINKS_KEY = 'callisto.send.links';
/**
 * A link this browser made. Its seed is kept so the sender can copy the link again or reclaim
 * it: losing it would strand the funds. It never leaves this browser (spec: the key only in the
 * URL fragment, never sent to a server).
 */
export interface SentLink {
  readonly claim: string;
  /** The claim key's seed, base58. */
  readonly seed: string;
  readonly sender: string;
  readonly kind: 'send' | 'gift' | 'invite';
  readonly mint: string;
  readonly native: boolean;
  readonly symbol: string;
  /** Base units, as text (JSON has no bigint). */
  readonly amount: string;
  readonly decimals: number;
  readonly createdAt: number;
  /** Set once the funding landed; a link whose funding never landed holds nothing. */
  readonly funded: boolean;
}

const linkSchema = z.object({
  claim: z.string().check(z.refine(isAddress)),
  seed: z.string().check(z.refine((text) => fromBase58(text)?.length === 32)),
  sender: z.string().check(z.refine(isAddress)),
  kind: z.enum(['send', 'gift', 'invite']),
  mint: z.string().check(z.refine(isAddress)),
  native: z.boolean(),
  symbol: z.string().check(z.maxLength(32)),
  amount: z.string().check(z.regex(/^[0-9]{1,20}$/)),
  decimals: z.number().check(z.int(), z.gte(0), z.lte(18)),
  createdAt: z.number(),
  funded: z.boolean(),
});

/** The links made in this browser, newest first; stored text that does not check is dropped and logged. */
export const createSentLinks = ({ storage, logger }: { readonly storage: KeyValueStorage; readonly logger: Logger }) => {
  const stored = createPersistedValue<{ readonly links: readonly SentLink[] }>({
    storage,
    logger,
    key: SENT_LINKS_KEY,
    schema: z.object({ links: z.array(linkSchema) }),
    defaults: { links: [] },
  });
  // No cap: dropping a link could drop the only copy of a key that still holds funds.
  const write = (links: readonly SentLink[]) => stored.set({ links });
  return {
    of$: (sender: string) => stored.value$.pipe(map((value) => value.links.filter((link) => link.sender === sender))),
    /** Before the funding is signed: a link whose key was lost after its funding landed would strand the funds. */
    add: (link: SentLink) => write([link, ...stored.current().links.filter((known) => known.claim !== link.claim)]),
    funded: (claim: string) => write(stored.current().links.map((link) => (link.claim === claim ? { ...link, funded: true } : link))),
    forget: (claim: string) => write(stored.current().links.filter((link) => link.claim !== claim)),
  };
};

export type SentLinks = ReturnType<typeof createSentLinks>;
