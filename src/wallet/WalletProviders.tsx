import { WalletProvider } from '@solana/wallet-adapter-react';
import { type ReactNode, useMemo } from 'react';
import { first } from 'rxjs';
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
      new QuickAccountAdapter(createKeyStore(vault), {
        onCreated: (address) => {
          if (!streams.wallet.faucet.available) return;
          // The faucet answers before its SOL transfer lands (a block or two later): balances read
          // in between show 0 SOL until the next refetch (20 s, T26), so read them again once the
          // ledger confirms it. Watching starts before the request, so the landing cannot be missed.
          const landed = streams.solana.pubsub
            .accountLamports(address, 'confirmed')
            .pipe(first((lamports) => lamports > 0n))
            .subscribe(() => {
              streams.wallet.holdings.invalidate(address);
              streams.portfolio.portfolios.invalidate(address);
            });
          streams.wallet.faucet.fund(address).subscribe({
            next: () => streams.toasts.show({ scope: 'shell', variant: 'success', title: 'Quick account funded', description: '10 SOL, 1,000 USDC and a few tokens from the simulator' }),
            error: (error: unknown) => {
              landed.unsubscribe();
              streams.logger.warn('Faucet failed', { error: error instanceof Error ? error.message : String(error) });
            },
          });
        },
      }),
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
