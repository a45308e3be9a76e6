import { tokenSymbol } from '@streams/market';
import type { HoldingRow } from '@streams/portfolio';
import { type WithdrawChoice, createWithdrawForm } from '@streams/wallet';
import { useId, useMemo } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import { fromBaseUnits } from '@/components/amount/baseUnits';
import { Dialog } from '@/components/Dialog';
import { shortAddress } from '@/format/address';
import { useHoldingRows } from './useProfileData';
import styles from './WalletDialogs.module.css';
import { useWalletStreams } from '@/hooks/facades';
import { useFormView } from '@/hooks/useFormView';
import { useTxCommand } from '@/hooks/useTxCommand';
import { useWithdraw } from './useWritePath';

const keyOf = (row: HoldingRow) => (row.native ? 'native' : row.mint);
const symbolOfRow = (row: HoldingRow) => (row.info ? tokenSymbol(row.info.symbol) : shortAddress(row.mint));

/**
 * Withdraw Tokens (spec 000 §2, §4, §5; quick accounts only): token, recipient and amount with
 * their rules. Pressing Withdraw closes the dialog first, then the transfer runs in the streams
 * (toasts follow it); a landed transfer resets the form.
 */
export const WithdrawDialog = ({ open, onClose, address }: { readonly open: boolean; readonly onClose: () => void; readonly address: string }) => {
  const wallet = useWalletStreams();
  const holdings = useHoldingRows(address);
  // One array per holdings answer, not per render: the form model compares its context by identity.
  const rows = useMemo(() => (holdings.status === 'ready' ? holdings.rows.filter((row) => row.amount > 0n) : []), [holdings]);
  const tokens = useMemo(
    () => rows.map((row): WithdrawChoice => ({ key: keyOf(row), mint: row.mint, native: row.native, amount: row.amount, decimals: row.decimals })),
    [rows],
  );
  const form = useMemo(() => createWithdrawForm(), []);
  const view = useFormView(form, { tokens });
  const { recipient, amount } = view;
  const ids = { token: useId(), recipient: useId(), amount: useId() };
  const { follow } = useTxCommand();
  const transfers = useWithdraw();
  const row = view.token && rows.find((candidate) => keyOf(candidate) === view.token?.key);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const signer = wallet.session.currentSigner();
    if (!row || !view.canSubmit || view.baseUnits === undefined || !signer) return;
    onClose();
    const transfer$ = transfers.withdraw({
      signer,
      amountText: amount,
      symbol: symbolOfRow(row),
      plan: {
        from: address,
        to: recipient.trim(),
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
        <label htmlFor={ids.token}>Token</label>
        <select id={ids.token} value={row ? keyOf(row) : ''} onChange={(event) => form.select(event.target.value)}>
          {rows.map((candidate) => (
            <option key={keyOf(candidate)} value={keyOf(candidate)}>
              {symbolOfRow(candidate)} · {fromBaseUnits(candidate.amount, candidate.decimals)}
            </option>
          ))}
        </select>

        <label htmlFor={ids.recipient}>Recipient address</label>
        <input
          id={ids.recipient}
          value={recipient}
          onChange={(event) => form.setRecipient(event.target.value)}
          placeholder="Solana address"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={view.recipientError !== undefined}
          aria-describedby={view.recipientError ? `${ids.recipient}-error` : undefined}
        />
        {view.recipientError && (
          <p id={`${ids.recipient}-error`} className={styles.error}>
            {view.recipientError}
          </p>
        )}

        <label htmlFor={ids.amount}>Amount</label>
        <div className={styles.amountRow}>
          <AmountInput
            id={ids.amount}
            value={amount}
            onValueChange={form.setAmount}
            decimals={row?.decimals ?? 9}
            placeholder="0.00"
            aria-invalid={view.amountError !== undefined}
            aria-describedby={view.amountError ? `${ids.amount}-error` : undefined}
          />
          <button type="button" className={styles.max} disabled={!row} onClick={() => view.max !== undefined && form.setAmount(view.max)}>
            Max
          </button>
        </div>
        {view.amountError && (
          <p id={`${ids.amount}-error`} className={styles.error}>
            {view.amountError}
          </p>
        )}

        <button type="submit" className={styles.primary} disabled={!view.canSubmit}>
          Withdraw
        </button>
      </form>
    </Dialog>
  );
};
