import { Dialog } from '@/components/Dialog';
import styles from './ConnectPanel.module.css';
import { QuickAccountPoints } from './QuickAccountPoints';

/** 'About Quick Accounts' (spec 001 §2.5): the three points, Continue and Back. */
export const AboutQuickAccounts = ({ open, onBack, onContinue }: { readonly open: boolean; readonly onBack: () => void; readonly onContinue: () => void }) => (
  <Dialog open={open} onClose={onBack} title="About Quick Accounts" width={440}>
    <QuickAccountPoints />
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
