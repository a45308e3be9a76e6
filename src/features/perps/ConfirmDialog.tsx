import type { ReactNode } from 'react';
import { Dialog } from '@/components/Dialog';
import styles from './PositionDialogs.module.css';

export interface ConfirmDialogProps {
  readonly title: string;
  readonly children: ReactNode;
  /** Why it cannot be confirmed; the confirm button is off while there is one. */
  readonly error?: string | undefined;
  readonly confirmLabel: string;
  /** A destructive action (a close) is red. */
  readonly danger?: boolean;
  readonly onConfirm: () => void;
  /** Cancel, Escape, the backdrop and the corner's close all cancel. */
  readonly onCancel: () => void;
}

/** A yes-or-no question about one position (chart line moves, closes from the chart). */
export const ConfirmDialog = ({ title, children, error, confirmLabel, danger, onConfirm, onCancel }: ConfirmDialogProps) => (
  <Dialog open onClose={onCancel} title={title} width={420} closeButton>
    <div className={styles.form}>
      <p className={styles.message}>{children}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className={`${styles.confirm} ${danger ? styles.danger : ''}`} onClick={onConfirm} disabled={error !== undefined}>
          {confirmLabel}
        </button>
      </div>
    </div>
  </Dialog>
);
