import { BehaviorSubject, type Observable } from 'rxjs';
import { z } from 'zod';
import type { KeyValueStorage, Logger } from '../core/ports';

const KEY = 'callisto.wallet.recent';
/** Where the wallet adapter remembers the connected wallet's name, for auto-connect on reload. */
export const WALLET_NAME_KEY = 'callisto.wallet.name';
const LIMIT = 4;
const schema = z.array(z.string().min(1).max(64)).max(20);

/** Recently used wallets (spec 001 §2.5): up to 4 names, most recent first, kept in storage. */
export const createRecentWallets = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const load = (): string[] => {
    const raw = storage.getItem(KEY);
    if (raw === null) return [];
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data.slice(0, LIMIT);
    } catch {
      // fall through
    }
    logger.warn('Ignoring stored recent wallets');
    return [];
  };
  const names = new BehaviorSubject<readonly string[]>(load());
  return {
    names$: names.asObservable() as Observable<readonly string[]>,
    used: (name: string) => {
      const next = [name, ...names.value.filter((existing) => existing !== name)].slice(0, LIMIT);
      names.next(next);
      storage.setItem(KEY, JSON.stringify(next));
    },
  };
};
