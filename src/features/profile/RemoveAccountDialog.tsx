import { useWallet } from '@solana/wallet-adapter-react';
import { useObservableEagerState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { useKeyBackup } from '@/features/wallet/useKeyBackup';
import { useLogger } from '@/hooks/facades';
import { QuickAccountAdapter } from '@/wallet/quickAccount/adapter';
import styles from './WalletDialogs.module.css';

interface RemoveAccountDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly address: string;
  /** What the account holds, as the drawer shows it (masked when balances are hidden); unknown while loading. */
  readonly worth: string | undefined;
  /** Opens Export Private Key instead: the way to keep the account before removing it. */
  readonly onExport: () => void;
  /** The key is gone from this browser: the caller disconnects and says so. */
  readonly onRemoved: () => void;
}

/**
 * Remove Quick Account: deletes the account's key from this browser, for a shared computer or
 * to restore another key on /login (a browser keeps one account per network). The key exists
 * nowhere else, so the dialog says what is lost, whether the key was exported here, and removes
 * only after the user confirms they have it or leave nothing in the account.
 */
export const RemoveAccountDialog = ({ open, onClose, address, worth, onExport, onRemoved }: RemoveAccountDialogProps) => {
  const { wallet } = useWallet();
  const logger = useLogger();
  const backup = useKeyBackup();
  const exported = useObservableEagerState(useMemo(() => backup.isExported$(address), [backup, address]));
  const [confirmed, setConfirmed] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const adapter = wallet?.adapter instanceof QuickAccountAdapter ? wallet.adapter : undefined;

  const close = () => {
    setConfirmed(false);
    setFailure(undefined);
    onClose();
  };

  const remove = () => {
    if (!adapter || removing) return;
    setRemoving(true);
    setFailure(undefined);
    adapter.forgetKey().then(
      () => {
        setRemoving(false);
        setConfirmed(false);
        onRemoved();
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : 'unknown';
        logger.warn('Quick account removal failed', { reason });
        setRemoving(false);
        setFailure(reason);
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} title="Remove Quick Account" width={440} closeButton>
      <div className={styles.export}>
        <div className={styles.warning} role="note">
          <strong>This deletes the account&apos;s key from this browser.</strong> Callisto keeps no copy: without the private key no one can open this account
          again, and everything in it is lost for good.
        </div>
        <p className={styles.hint}>
          Quick account <code>{address}</code>
          {worth !== undefined && <> holds {worth}.</>}
        </p>
        <p className={styles.hint} data-testid="export-state">
          {exported ? 'Its private key was revealed for export in this browser.' : 'Its private key has not been exported from this browser.'}{' '}
          <button type="button" className={styles.plain} onClick={onExport}>
            Export Private Key
          </button>
        </p>
        <div className={styles.confirm} role="group" aria-label="Confirm removal">
          <label className={styles.understand}>
            <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />I have saved this account&apos;s private key,
            or I leave nothing in it.
          </label>
          <div className={styles.confirmActions}>
            <button type="button" className={styles.danger} onClick={remove} disabled={!confirmed || removing || !adapter}>
              {removing ? 'Removing…' : 'Remove from this browser'}
            </button>
            <button type="button" className={styles.plain} onClick={close}>
              Cancel
            </button>
          </div>
        </div>
        {failure !== undefined && (
          <p className={styles.error} role="alert">
            The key was not removed: {failure}.
          </p>
        )}
      </div>
    </Dialog>
  );
};
