import * as z from 'zod/mini';
import { createStoredValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';

const KEY = 'callisto.swap.lastPair';
/** A pair address as the form writes it: /swap/{symbol or mint}-{symbol or mint}. */
const PAIR_PATH = /^\/swap\/[A-Za-z0-9]{1,48}-[A-Za-z0-9]{1,48}$/;

/**
 * The last pair the swap page showed (spec 001 §2.1: the Swap link restores it), a stored value
 * (core/persistedValue.ts). Only an address the form itself could have written is kept or read
 * back; anything else is logged and ignored.
 */
export const createLastPair = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const stored = createStoredValue<string | undefined>({
    storage,
    logger,
    key: KEY,
    schema: z.optional(z.string().check(z.regex(PAIR_PATH))),
    defaults: undefined,
    name: 'a stored swap pair',
  });
  return {
    get: (): string | undefined => stored.current(),
    set: (path: string) => {
      if (PAIR_PATH.test(path)) stored.set(path);
    },
  };
};
