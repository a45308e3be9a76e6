import { tokenSymbol } from '@streams/market';
import type { HoldingRow } from '@streams/portfolio';
import { useId, useState } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import { fromBaseUnits } from '@/components/amount/baseUnits';
import { Dialog } from '@/components/Dialog';
import { shortAddress } from '@/format/address';
import { useHoldingRows } from './useProfileData';
import styles from './WalletDialogs.module.css';
import { checkWithdraw, maxWithdrawable } from './withdrawRules';
import { useWalletStreams } from '@/hooks/facades';
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
  const rows = holdings.status === 'ready' ? holdings.rows.filter((row) => row.amount > 0n) : [];
  const [selected, setSelected] = useState<string>('native');
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const ids = { token: useId(), recipient: useId(), amount: useId() };
  const { follow } = useTxCommand();
  const transfers = useWithdraw();
  const row = rows.find((candidate) => keyOf(candidate) === selected) ?? rows[0];
  const token = row ? { mint: row.mint, native: row.native, amount: row.amount, decimals: row.decimals } : undefined;
  const check = checkWithdraw(token, recipient.trim(), amount);

  const reset = () => {
    setRecipient('');
    setAmount('');
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const signer = wallet.session.currentSigner();
    if (!row || !check.canSubmit || check.baseUnits === undefined || !signer) return;
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
        amount: check.baseUnits,
        decimals: row.decimals,
        programId: row.programId,
        sourceAccount: row.accounts[0],
      },
    });
    // A landed transfer resets the form (spec 000 §4); a failed one keeps it to try again.
    follow(transfer$, (last) => last.status === 'confirmed' && reset());
  };

  return (
    <Dialog open={open} onClose={onClose} title="Withdraw Tokens" width={440} closeButton>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={ids.token}>Token</label>
        <select
          id={ids.token}
          value={row ? keyOf(row) : ''}
          onChange={(event) => {
            setSelected(event.target.value);
            setAmount('');
          }}
        >
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
          onChange={(event) => setRecipient(event.target.value)}
          placeholder="Solana address"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={check.recipientError !== undefined}
          aria-describedby={check.recipientError ? `${ids.recipient}-error` : undefined}
        />
        {check.recipientError && (
          <p id={`${ids.recipient}-error`} className={styles.error}>
            {check.recipientError}
          </p>
        )}

        <label htmlFor={ids.amount}>Amount</label>
        <div className={styles.amountRow}>
          <AmountInput
            id={ids.amount}
            value={amount}
            onValueChange={setAmount}
            decimals={row?.decimals ?? 9}
            placeholder="0.00"
            aria-invalid={check.amountError !== undefined}
            aria-describedby={check.amountError ? `${ids.amount}-error` : undefined}
          />
          <button type="button" className={styles.max} disabled={!row} onClick={() => row && setAmount(fromBaseUnits(maxWithdrawable(row), row.decimals))}>
            Max
          </button>
        </div>
        {check.amountError && (
          <p id={`${ids.amount}-error`} className={styles.error}>
            {check.amountError}
          </p>
        )}

        <button type="submit" className={styles.primary} disabled={!check.canSubmit}>
          Withdraw
        </button>
      </form>
    </Dialog>
  );
};
