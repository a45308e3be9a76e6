import { useWallet } from '@solana/wallet-adapter-react';
import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { QuickAccountAdapter } from '@/wallet/quickAccount/adapter';
import styles from './WalletDialogs.module.css';
import { useLogger } from '@/hooks/facades';
import type { Persistence } from '@streams/wallet';
import { persistenceText } from '@/features/wallet/persistenceText';

/**
 * Export Private Key (spec 000 §2, §6; quick accounts only): a warning, then the key only after
 * 'Reveal Private Key' and a confirmation that the user understands what the key gives (issue
 * 24 item 4). Nothing is copied for the user; closing the dialog forgets the key.
 */
interface ExportKeyDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly address: string;
  /** The key was shown: it counts as backed up (the backup prompt does not come back). */
  readonly onRevealed?: () => void;
  /** Whether the browser keeps its storage, when known. */
  readonly persistence?: Persistence;
}

export const ExportKeyDialog = ({ open, onClose, address, onRevealed, persistence }: ExportKeyDialogProps) => {
  const { wallet } = useWallet();
  const logger = useLogger();
  const [secret, setSecret] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  // Reveal asks first: the key shows only after the user confirms they understand what it gives.
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const adapter = wallet?.adapter instanceof QuickAccountAdapter ? wallet.adapter : undefined;

  const close = () => {
    setSecret(undefined);
    setFailed(false);
    setConfirming(false);
    setUnderstood(false);
    onClose();
  };

  const reveal = () => {
    if (!adapter) return;
    adapter.revealSecretKey().then(
      (key) => {
        setSecret(key);
        onRevealed?.();
      },
      (error: unknown) => {
        // The message only: an error from the key store never carries key material.
        logger.warn('Private key export failed', { reason: error instanceof Error ? error.name : 'unknown' });
        setFailed(true);
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title="Export Private Key" width={440} closeButton>
      <div className={styles.export}>
        <div className={styles.warning} role="note">
          <strong>Keep your private key secret.</strong> Anyone who has it controls this wallet and everything in it. Never share it, never paste it into a
          website, and store it somewhere safe. Callisto takes no responsibility for any loss caused by a revealed, shared or lost key.
        </div>
        <p className={styles.hint}>
          Quick account <code>{address}</code>
        </p>
        {persistence && persistence !== 'checking' && <p className={styles.hint}>{persistenceText(persistence)}</p>}
        {secret ? (
          <textarea className={styles.secret} readOnly value={secret} aria-label="Private key" rows={3} spellCheck={false} autoComplete="off" autoFocus />
        ) : confirming ? (
          <div className={styles.confirm} role="group" aria-label="Confirm reveal">
            <label className={styles.understand}>
              <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} autoFocus />I understand that anyone who
              sees this key can take everything in this wallet, and that no one can restore it for me.
            </label>
            <div className={styles.confirmActions}>
              <button type="button" className={styles.danger} onClick={reveal} disabled={!understood || !adapter}>
                Show Private Key
              </button>
              <button type="button" className={styles.plain} onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className={styles.danger} onClick={() => setConfirming(true)} disabled={!adapter}>
            Reveal Private Key
          </button>
        )}
        {failed && <p className={styles.error}>The key could not be read on this device.</p>}
      </div>
    </Dialog>
  );
};
