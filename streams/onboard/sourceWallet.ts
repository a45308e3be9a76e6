import * as z from 'zod/mini';
import { type Observable, Subject, catchError, filter, map, merge, of, startWith, switchMap } from 'rxjs';
import { serviceMessage } from '../core/httpErrors';
import { createStoredEntry } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { EvmWallet } from '../schemas/onboard';
import type { OnboardApi } from './onboardApi';

export const SOURCE_WALLETS_KEY = 'callisto.onboard.sources';
const LIMIT = 10;

export type SourceState =
  | { readonly status: 'disconnected' }
  | { readonly status: 'connecting' }
  | { readonly status: 'connected'; readonly wallet: EvmWallet }
  | { readonly status: 'error'; readonly message: string };

/**
 * The simulated EVM source wallet a Solana wallet connects (the bridge pages' "Connect"): which
 * Solana wallets connected one is kept in storage, so a reload shows it again; its USDC per
 * chain is read on connect and again after each transfer (`reread`).
 */
export const createSourceWallets = ({
  api,
  storage,
  logger,
}: {
  readonly api: Pick<OnboardApi, 'connectSource'>;
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
}) => {
  const entry = createStoredEntry({ storage, logger, key: SOURCE_WALLETS_KEY, schema: z.array(z.string().check(z.maxLength(64))), dropInvalid: true });
  const owners = () => entry.read() ?? [];
  const changed = new Subject<string>();
  return {
    state$: (owner: string): Observable<SourceState> =>
      merge(of(owner), changed.pipe(filter((which) => which === owner))).pipe(
        switchMap(() =>
          owners().includes(owner)
            ? api.connectSource(owner).pipe(
                map((wallet): SourceState => ({ status: 'connected', wallet })),
                catchError((error: unknown) => of<SourceState>({ status: 'error', message: serviceMessage(error, 'The source wallet could not be read') })),
                startWith<SourceState>({ status: 'connecting' }),
              )
            : of<SourceState>({ status: 'disconnected' }),
        ),
      ),
    connect: (owner: string) => {
      entry.write([...owners().filter((known) => known !== owner), owner].slice(-LIMIT));
      changed.next(owner);
    },
    disconnect: (owner: string) => {
      entry.write(owners().filter((known) => known !== owner));
      changed.next(owner);
    },
    /** Reads the balances again (after a transfer took or gave back USDC). */
    reread: (owner: string) => changed.next(owner),
  };
};

export type SourceWallets = ReturnType<typeof createSourceWallets>;
