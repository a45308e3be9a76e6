import { filter, map } from 'rxjs';
import type { FeatureDeps } from '../index';
import { createKeyBackup } from './keyBackup';

/** Quick-account key durability (keyBackup.ts) as a feature: built by the wallet layer, which is where quick accounts live. */
export const keyBackupFeature = ({ storage, logger, walletState$, holdings, storagePersistence }: FeatureDeps) =>
  createKeyBackup({
    storage,
    logger,
    walletState$,
    solBalance$: (address) =>
      holdings.holdings$(address).pipe(
        filter((state) => state.status === 'ready'),
        map((state) => (state.status === 'ready' ? (state.value.find((holding) => holding.native)?.amount ?? 0n) : 0n)),
      ),
    ...(storagePersistence ? { persistence: storagePersistence } : {}),
  });
