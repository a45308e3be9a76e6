import { createContext, useContext, useMemo } from 'react';
import { useAppConfig } from '@/hooks/facades';
import { type Vault, indexedDbVaultFor } from './quickAccount/vault';

/** Where quick-account keys live: IndexedDB in the app (none given), memory in component tests. */
export const WalletVaultContext = createContext<Vault | undefined>(undefined);

/** The vault of the network the app runs on: the simulator's key is never mainnet's. */
export const useWalletVault = (): Vault => {
  const given = useContext(WalletVaultContext);
  const { profile } = useAppConfig();
  return useMemo(() => given ?? indexedDbVaultFor(profile), [given, profile]);
};
