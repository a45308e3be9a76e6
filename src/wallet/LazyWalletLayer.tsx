import { needsWallet } from '@streams/shell';
import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOverlay } from '@/hooks/useOverlay';
import { useWalletRemembered } from '@/hooks/useWalletRemembered';

const loadWalletLayer = () => import('./WalletLayer');
const WalletLayer = lazy(loadWalletLayer);

/** Starts fetching the wallet stack early (pointer over Connect), so the panel opens at once. */
export const preloadWalletLayer = (): void => void loadWalletLayer();

/**
 * The wallet stack stays out of the first visit: a visitor who only watches lists never
 * downloads web3.js or the wallet adapters. It loads, and then stays, when a wallet was
 * remembered from an earlier visit (to reconnect it), when the address asks to connect
 * (`?connect=`), or when the Connect panel or the drawer is opened.
 */
export const LazyWalletLayer = () => {
  const [overlay] = useOverlay();
  const remembered = useWalletRemembered();
  const [params] = useSearchParams();
  const wanted = remembered || params.has('connect') || needsWallet(overlay);
  const [loaded, setLoaded] = useState(wanted);
  // Once wanted, kept: closing the drawer must not unmount the wallet adapters.
  if (wanted && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <WalletLayer />
    </Suspense>
  );
};
