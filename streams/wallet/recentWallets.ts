import { map } from 'rxjs';
import * as z from 'zod/mini';
import { createStoredValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';

const KEY = 'callisto.wallet.recent';
/** Where the wallet adapter remembers the connected wallet's name, for auto-connect on reload. */
export const WALLET_NAME_KEY = 'callisto.wallet.name';
const LIMIT = 4;
const schema = z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(20));

/** Recently used wallets (spec 001 §2.5): up to 4 names, most recent first, kept in storage. */
export const createRecentWallets = ({ storage, logger }: { storage: KeyValueStorage; logger: Logger }) => {
  const names = createStoredValue<readonly string[]>({ storage, logger, key: KEY, schema, defaults: [], name: 'stored recent wallets' });
  return {
    names$: names.value$.pipe(map((list) => list.slice(0, LIMIT))),
    used: (name: string) => names.set([name, ...names.current().filter((existing) => existing !== name)].slice(0, LIMIT)),
  };
};
