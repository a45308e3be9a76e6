import { filter, map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import type { Holdings } from './holdings';
import type { StoragePersistence } from './keyBackup';
import type { WalletState } from './walletSession';
import { BACKUP_PROMPT_RETURN_MS } from '../core/timing';
import { createKeyBackup } from './keyBackup';

/** Quick-account key durability (keyBackup.ts) as a feature: built by the wallet layer, which is where quick accounts live. */
export const keyBackupFeature = ({
  storage,
  logger,
  walletState$,
  holdings,
  storagePersistence,
  scheduler,
  config,
}: Pick<PortNeeds, 'storage' | 'logger' | 'scheduler' | 'config'> & {
  readonly walletState$: Observable<WalletState>;
  readonly holdings: Holdings;
  readonly storagePersistence: StoragePersistence | undefined;
}) =>
  createKeyBackup({
    storage,
    logger,
    scheduler,
    // Real money: a dismissed prompt comes back after a week until the key is exported (T61).
    ...(config.profile === 'mainnet' ? { returnsAfterMs: BACKUP_PROMPT_RETURN_MS } : {}),
    walletState$,
    solBalance$: (address) =>
      holdings.holdings$(address).pipe(
        filter((state) => state.status === 'ready'),
        map((state) => (state.status === 'ready' ? (state.value.find((holding) => holding.native)?.amount ?? 0n) : 0n)),
      ),
    ...(storagePersistence ? { persistence: storagePersistence } : {}),
  });
