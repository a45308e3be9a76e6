import { keyBackupFeature } from '@streams/wallet/keyBackupFeature';
import { useStreams } from '@/app/StreamsContext';

/** Quick-account key durability: the backup prompt and the storage permission (keyBackup.ts). */
export const useKeyBackup = () => useStreams().features.get(keyBackupFeature);
