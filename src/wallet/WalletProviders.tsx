import { WalletProvider } from '@solana/wallet-adapter-react';
import { type ReactNode, useMemo } from 'react';
import { WALLET_NAME_KEY } from '@streams/wallet/recentWallets';
import { useStreams } from '@/app/StreamsContext';
import { QuickAccountAdapter } from './quickAccount/adapter';
import { createKeyStore } from './quickAccount/keyStore';
import { type Vault, indexedDbVault } from './quickAccount/vault';
import { WalletBridge } from './WalletBridge';

/**
 * Wallets: the quick account, plus every Wallet Standard wallet the browser has (they appear
 * by themselves). The last wallet reconnects on reload. A new quick account is funded by the
 * simulator's faucet in the sim profile.
 */
export const WalletProviders = ({ children, vault = indexedDbVault }: { readonly children: ReactNode; readonly vault?: Vault }) => {
  const streams = useStreams();
  const adapters = useMemo(
    () => [
      // Funding (and rereading the balances when it lands) is a stream: the adapter only reports the new address.
      new QuickAccountAdapter(createKeyStore(vault), { onCreated: streams.wallet.fundNewAccount }),
    ],
    [streams, vault],
  );
  return (
    <WalletProvider
      wallets={adapters}
      autoConnect
      localStorageKey={WALLET_NAME_KEY}
      onError={(error) => streams.logger.warn('Wallet error', { name: error.name, message: error.message })}
    >
      <WalletBridge />
      {children}
    </WalletProvider>
  );
};
