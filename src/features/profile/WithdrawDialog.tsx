import { Dialog } from '@/components/Dialog';
import { TransferFields, transferSymbolOf } from '@/components/transfer/TransferFields';
import styles from './WalletDialogs.module.css';
import { useWalletStreams } from '@/hooks/facades';
import { useTxCommand } from '@/hooks/useTxCommand';
import { useTransferForm } from './useTransferForm';
import { useWithdraw } from './useWritePath';

/**
 * Withdraw Tokens (spec 000 §2, §4, §5; quick accounts only): token, recipient and amount with
 * their rules. Pressing Withdraw closes the dialog first, then the transfer runs in the streams
 * (toasts follow it); a landed transfer resets the form.
 */
export const WithdrawDialog = ({ open, onClose, address }: { readonly open: boolean; readonly onClose: () => void; readonly address: string }) => {
  const wallet = useWalletStreams();
  const { rows, form, view, row } = useTransferForm(address);
  const { follow } = useTxCommand();
  const transfers = useWithdraw();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const signer = wallet.session.currentSigner();
    if (!row || !view.canSubmit || view.baseUnits === undefined || !signer) return;
    onClose();
    const transfer$ = transfers.withdraw({
      signer,
      amountText: view.amount,
      symbol: transferSymbolOf(row),
      plan: {
        from: address,
        to: view.recipient.trim(),
        mint: row.mint,
        native: row.native,
        amount: view.baseUnits,
        decimals: row.decimals,
        programId: row.programId,
        sourceAccount: row.accounts[0],
      },
    });
    // A landed transfer resets the form (spec 000 §4); a failed one keeps it to try again.
    follow(transfer$, (last) => last.status === 'confirmed' && form.reset());
  };

  return (
    <Dialog open={open} onClose={onClose} title="Withdraw Tokens" width={440} closeButton>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TransferFields rows={rows} view={view} form={form} />

        <button type="submit" className={styles.primary} disabled={!view.canSubmit}>
          Withdraw
        </button>
      </form>
    </Dialog>
  );
};
