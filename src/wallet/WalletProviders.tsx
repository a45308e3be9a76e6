import { WalletProvider } from '@solana/wallet-adapter-react';
import { type ReactNode, useMemo } from 'react';
import { WALLET_NAME_KEY } from '@streams/wallet';
import { useLogger, useWalletStreams } from '@/hooks/facades';
import { QuickAccountAdapter } from './quickAccount/adapter';
import { createKeyStore } from './quickAccount/keyStore';
import type { Vault } from './quickAccount/vault';
import { WalletBridge } from './WalletBridge';

/**
 * Wallets: the quick account, plus every Wallet Standard wallet the browser has (they appear
 * by themselves). The last wallet reconnects on reload. A new quick account is funded by the
 * simulator's faucet in the sim profile.
 */
export const WalletProviders = ({ children, vault }: { readonly children: ReactNode; readonly vault: Vault }) => {
  const wallet = useWalletStreams();
  const logger = useLogger();
  const adapters = useMemo(
    () => [
      // Funding (and rereading the balances when it lands) is a stream: the adapter only reports the new address.
      new QuickAccountAdapter(createKeyStore(vault), { onCreated: wallet.fundNewAccount }),
    ],
    [wallet, vault],
  );
  return (
    <WalletProvider
      wallets={adapters}
      autoConnect
      localStorageKey={WALLET_NAME_KEY}
      onError={(error) => logger.warn('Wallet error', { name: error.name, message: error.message })}
    >
      <WalletBridge />
      {children}
    </WalletProvider>
  );
};
