/**
 * The wallet area's front door: what the React app and the simulator may use from streams/wallet/.
 * Everything else in the folder is internal; ESLint refuses deeper imports from src/ and sim/.
 * A feature built on first use keeps its own door (feature.ts), so its code stays in its page's chunk.
 */
export { NATIVE_MINT } from './holdings';
export type { Persistence, StoragePersistence } from './keyBackup';
export { WALLET_NAME_KEY } from './recentWallets';
export { groupWallets, type WalletEntry } from './walletGroups';
export { canSignMessages, type WalletState } from './walletSession';
export { type WithdrawChoice, type WithdrawForm, type WithdrawView, createWithdrawForm } from './withdrawForm';
export { showDisconnecting, showNotInstalled } from './walletToasts';
