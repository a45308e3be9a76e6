import { Dialog } from '@/components/Dialog';
import styles from './ConnectPanel.module.css';

/** 'About Quick Accounts' (spec 001 §2.5): the three points, Continue and Back. */
export const AboutQuickAccounts = ({ open, onBack, onContinue }: { readonly open: boolean; readonly onBack: () => void; readonly onContinue: () => void }) => (
  <Dialog open={open} onClose={onBack} title="About Quick Accounts" width={440}>
    <ul className={styles.points}>
      <li>
        <strong>Quickest way to trade.</strong> Transactions are signed for you: no wallet pop-ups.
      </li>
      <li>
        <strong>Easy onboarding.</strong> Sign up with social, e-mail or web3 login; here a key is made in your browser.
      </li>
      <li>
        <strong>Secure and non-custodial.</strong> Your key stays encrypted on this device, and you can export it at any time.
      </li>
    </ul>
    <div className={styles.actions}>
      <button type="button" className={styles.secondary} onClick={onBack}>
        Back
      </button>
      <button type="button" className={styles.primary} onClick={onContinue}>
        Continue with Quick Account
      </button>
    </div>
  </Dialog>
);
