import { createContext, useContext } from 'react';
import { type Vault, indexedDbVault } from './quickAccount/vault';

/** Where quick-account keys live: IndexedDB in the app, memory in component tests. */
export const WalletVaultContext = createContext<Vault>(indexedDbVault);

export const useWalletVault = (): Vault => useContext(WalletVaultContext);
