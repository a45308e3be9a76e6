import { Dialog } from './Dialog';
import styles from './ConnectDialog.module.css';

/** The Connect panel's frame; quick accounts and browser wallets arrive with the wallet streams. */
export const ConnectDialog = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} title="Connect" width={420}>
    <p className={styles.text}>
      Wallet connection is not part of this build yet. Quick accounts that trade without signing prompts, and your browser
      wallets, will appear here.
    </p>
    <button type="button" className={styles.close} onClick={onClose}>
      Close
    </button>
  </Dialog>
);
