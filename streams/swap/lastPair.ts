import type { KeyValueStorage, Logger } from '../core/ports';

const KEY = 'callisto.swap.lastPair';
/** A pair address as the form writes it: /swap/{symbol or mint}-{symbol or mint}. */
const PAIR_PATH = /^\/swap\/[A-Za-z0-9]{1,48}-[A-Za-z0-9]{1,48}$/;

/**
 * The last pair the swap page showed (spec 001 §2.1: the Swap link restores it). Only an
 * address the form itself could have written is read back; anything else is logged and dropped.
 */
export const createLastPair = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => ({
  get: (): string | undefined => {
    const stored = storage.getItem(KEY);
    if (stored === null) return undefined;
    if (PAIR_PATH.test(stored)) return stored;
    logger.warn('Ignoring a stored swap pair that is not a pair address', { stored: stored.slice(0, 80) });
    storage.removeItem(KEY);
    return undefined;
  },
  set: (path: string) => {
    if (PAIR_PATH.test(path)) storage.setItem(KEY, path);
  },
});
