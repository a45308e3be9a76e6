import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, combineLatest, concat, distinctUntilChanged, filter, map, of, shareReplay, startWith, switchMap, take, timer } from 'rxjs';
import * as z from 'zod/mini';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import type { WalletState } from './walletSession';

/**
 * The browser's persistent-storage permission (navigator.storage): a port, so the streams never
 * touch the DOM. Without the API (old browsers, tests) the app says storage may be cleared.
 */
export interface StoragePersistence {
  persisted(): Observable<boolean>;
  persist(): Observable<boolean>;
}

/** persistent: the browser agreed not to clear the site's storage; best-effort: it may, under pressure. */
export type Persistence = 'checking' | 'persistent' | 'best-effort' | 'unsupported';

export const KEY_BACKUP_KEY = 'callisto.keyBackup';

/** Per account: exported (for good), or dismissed at a time ('dismissed' alone: before times were kept). */
const acknowledgedSchema = z.object({
  accounts: z.record(z.string(), z.union([z.enum(['exported', 'dismissed']), z.object({ dismissedAt: z.number() })])),
});
type Acknowledgement = z.infer<typeof acknowledgedSchema>['accounts'][string];

export interface KeyBackupDeps {
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  readonly walletState$: Observable<WalletState>;
  /** The SOL of an address, in lamports; the prompt waits until the account is funded. */
  readonly solBalance$: (address: string) => Observable<bigint>;
  readonly persistence?: StoragePersistence;
  readonly scheduler: SchedulerLike;
  /** How long a dismissal holds (T61 on mainnet); undefined: for good (the simulator's test money). */
  readonly returnsAfterMs?: number;
}

export interface BackupPrompt {
  readonly address: string;
  readonly persistence: Persistence;
}

/**
 * Key durability for quick accounts (issue 11 item 5). The key lives only in this browser, so:
 *  - when a quick account connects, persistent storage is asked for once (navigator.storage
 *    .persist()) and the answer is shown, so the user knows whether the browser may clear it;
 *  - once the account holds SOL, the user is asked to back the key up (Export Private Key): the
 *    prompt stays until they export the key or dismiss it, remembered per account. On mainnet a
 *    dismissal holds a week (T61): then the prompt comes back, until the key has been exported.
 */
export const createKeyBackup = ({ storage, logger, walletState$, solBalance$, persistence, scheduler, returnsAfterMs }: KeyBackupDeps) => {
  const acknowledged = createPersistedValue({ storage, logger, key: KEY_BACKUP_KEY, schema: acknowledgedSchema, defaults: { accounts: {} } });
  const quickAccount$ = walletState$.pipe(
    map((state) => (state.status === 'connected' && state.kind === 'quick' ? state.publicKey : undefined)),
    distinctUntilChanged(),
  );

  const ask = (): Observable<Persistence> => {
    if (!persistence) return of('unsupported');
    return persistence.persisted().pipe(
      take(1),
      switchMap((already) => (already ? of(true) : persistence.persist().pipe(take(1)))),
      map((granted): Persistence => (granted ? 'persistent' : 'best-effort')),
      catchError((error: unknown) => {
        logger.warn('Persistent storage could not be asked for', { error: error instanceof Error ? error.message : String(error) });
        return of<Persistence>('unsupported');
      }),
      startWith<Persistence>('checking'),
    );
  };
  /** Whether an account is to be asked now, and again when a dismissal runs out. */
  const pendingOver = (acknowledgement: Acknowledgement | undefined): Observable<boolean> => {
    if (acknowledgement === undefined) return of(true);
    if (acknowledgement === 'exported' || returnsAfterMs === undefined) return of(false);
    // A dismissal without a time is older than any week.
    const dismissedAt = acknowledgement === 'dismissed' ? Number.NEGATIVE_INFINITY : acknowledgement.dismissedAt;
    const left = dismissedAt + returnsAfterMs - scheduler.now();
    return left <= 0 ? of(true) : concat(of(false), timer(left, scheduler).pipe(map(() => true)));
  };

  // Asked once per session, when the first quick account connects; kept for the rest.
  const persistence$ = quickAccount$.pipe(
    filter((address) => address !== undefined),
    take(1),
    switchMap(ask),
    shareReplay({ bufferSize: 1, refCount: false }),
  );

  const prompt$: Observable<BackupPrompt | undefined> = quickAccount$.pipe(
    switchMap((address) => {
      if (address === undefined) return of(undefined);
      const pending$ = acknowledged.value$.pipe(
        map((value) => value.accounts[address]),
        distinctUntilChanged(),
        switchMap(pendingOver),
        distinctUntilChanged(),
      );
      const funded$ = solBalance$(address).pipe(
        map((lamports) => lamports > 0n),
        distinctUntilChanged(),
      );
      return combineLatest([pending$, funded$, persistence$.pipe(startWith<Persistence>('checking'))]).pipe(
        map(([pending, funded, stored]) => (pending && funded ? { address, persistence: stored } : undefined)),
      );
    }),
    distinctUntilChanged((a, b) => a?.address === b?.address && a?.persistence === b?.persistence),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const acknowledge = (address: string, how: 'exported' | 'dismissed') => {
    const accounts = acknowledged.current().accounts;
    // Exporting outranks a dismissal; a dismissal never undoes an export.
    if (accounts[address] === 'exported') return;
    acknowledged.update({ accounts: { ...accounts, [address]: how === 'exported' ? 'exported' : { dismissedAt: scheduler.now() } } });
  };

  return {
    prompt$,
    /** Whether the browser keeps the key's storage (shown with the prompt and in the export dialog). */
    persistence$: persistence$.pipe(startWith<Persistence>('checking'), distinctUntilChanged()),
    /** 'Not now': the prompt does not come back for this account. */
    dismiss: (address: string) => acknowledge(address, 'dismissed'),
    /** The key was revealed for export: backed up as far as the app can tell. */
    exported: (address: string) => acknowledge(address, 'exported'),
    /** Whether this account's key was revealed for export in this browser (Remove Quick Account says so). */
    isExported$: (address: string): Observable<boolean> =>
      acknowledged.value$.pipe(
        map((value) => value.accounts[address] === 'exported'),
        distinctUntilChanged(),
      ),
  };
};

export type KeyBackup = ReturnType<typeof createKeyBackup>;
