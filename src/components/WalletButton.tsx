import { shortAddress } from '@/format/address';
import { preloadWalletLayer } from '@/wallet/LazyWalletLayer';
import { Icon } from './icons';
import styles from './TopNav.module.css';
import { useWalletSession } from '@/hooks/facades';

/** 'Connect', 'Connecting', or the short address with the wallet's icon (spec 000 §2). */
export const WalletButton = ({ onConnect, onToggleDrawer }: { readonly onConnect: () => void; readonly onToggleDrawer: () => void }) => {
  const state = useWalletSession();
  if (state.status === 'connected') {
    return (
      <button type="button" className={styles.account} onClick={onToggleDrawer} aria-label={`Profile ${state.publicKey}`} aria-haspopup="dialog">
        {state.walletIcon ? <img src={state.walletIcon} alt="" width={18} height={18} /> : <Icon name="wallet" size={16} />}
        {shortAddress(state.publicKey)}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={styles.connect}
      onClick={onConnect}
      onPointerEnter={preloadWalletLayer}
      onFocus={preloadWalletLayer}
      disabled={state.status === 'connecting'}
    >
      <Icon name="wallet" size={16} />
      {state.status === 'connecting' ? 'Connecting' : 'Connect'}
    </button>
  );
};
