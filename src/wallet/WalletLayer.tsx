import { BackupPrompt } from '@/features/wallet/BackupPrompt';
import { ConnectPanel } from '@/features/wallet/ConnectPanel';
import { ProfileDrawer } from '@/features/profile/ProfileDrawer';
import { useOverlay } from '@/hooks/useOverlay';
import { ConnectFromQuery } from './ConnectFromQuery';
import { useWalletVault } from './walletVault';
import { WalletProviders } from './WalletProviders';

/**
 * Everything that needs the wallet stack (wallet adapters, web3.js, the quick account's key
 * store): the adapters with the bridge to the streams, the Connect panel, the Profile drawer
 * and `?connect=`. Its own chunk: see LazyWalletLayer for when it loads.
 */
const WalletLayer = () => {
  const [overlay, overlays] = useOverlay();
  return (
    <WalletProviders vault={useWalletVault()}>
      <ConnectPanel open={overlay === 'connect'} onClose={overlays.close} />
      <ProfileDrawer open={overlay === 'drawer'} onClose={overlays.close} />
      <ConnectFromQuery />
      <BackupPrompt />
    </WalletProviders>
  );
};

export default WalletLayer;
