import { useOverlay } from '@/hooks/useOverlay';
import styles from './SendPage.module.css';

/** Shown instead of a send form while no wallet is connected. */
export const ConnectNotice = ({ text }: { readonly text: string }) => {
  const [, overlays] = useOverlay();
  return (
    <div className={styles.notice}>
      <p>{text}</p>
      <button type="button" className={styles.primary} onClick={() => overlays.open('connect')}>
        Connect wallet
      </button>
    </div>
  );
};
