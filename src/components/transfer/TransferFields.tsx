import { tokenSymbol } from '@streams/market';
import type { HoldingRow } from '@streams/portfolio';
import { TOKEN_2022_PROGRAM } from '@streams/solana';
import type { WithdrawForm, WithdrawView } from '@streams/wallet';
import { useId } from 'react';
import { AmountInput } from '@/components/amount/AmountInput';
import { fromBaseUnits } from '@/components/amount/baseUnits';
import { shortAddress } from '@/format/address';
import styles from './TransferFields.module.css';

/** A holding's key in the transfer form: 'native' for SOL itself, else its mint (wrapped SOL is its own row). */
export const transferKeyOf = (row: HoldingRow) => (row.native ? 'native' : row.mint);
export const transferSymbolOf = (row: HoldingRow) => (row.info ? tokenSymbol(row.info.symbol) : shortAddress(row.mint));

/**
 * The fields of a transfer (the drawer's Withdraw Tokens and /send): the token with its balance,
 * the amount with Max (and Half where `half`), the recipient, and their messages (spec 000 §5).
 * `onRecipientEdit` hears each edit of the recipient (the send page's look-alike confirmation).
 * A claim link has no recipient (`withRecipient` false) and keeps more SOL back (`limits`).
 */
export const TransferFields = ({
  rows,
  view,
  form,
  half = false,
  onRecipientEdit,
  withRecipient = true,
  limits,
}: {
  readonly rows: readonly HoldingRow[];
  readonly view: WithdrawView;
  readonly form: WithdrawForm;
  readonly half?: boolean;
  readonly onRecipientEdit?: () => void;
  readonly withRecipient?: boolean;
  /** What Max and Half write instead of the form's own (the amount text), when the page keeps more back. */
  readonly limits?: { readonly max: string | undefined; readonly half: string | undefined };
}) => {
  const max = limits ? limits.max : view.max;
  const halfOf = limits ? limits.half : view.half;
  const ids = { token: useId(), recipient: useId(), amount: useId() };
  const row = view.token && rows.find((candidate) => transferKeyOf(candidate) === view.token?.key);
  return (
    <>
      <label htmlFor={ids.token}>Token</label>
      <select className={styles.field} id={ids.token} value={row ? transferKeyOf(row) : ''} onChange={(event) => form.select(event.target.value)}>
        {rows.map((candidate) => (
          <option key={transferKeyOf(candidate)} value={transferKeyOf(candidate)}>
            {transferSymbolOf(candidate)} · {fromBaseUnits(candidate.amount, candidate.decimals)}
            {candidate.programId === TOKEN_2022_PROGRAM ? ' · Token-2022' : ''}
          </option>
        ))}
      </select>

      {withRecipient && (
        <>
          <label htmlFor={ids.recipient}>Recipient address</label>
          <input
            className={styles.field}
            id={ids.recipient}
            value={view.recipient}
            onChange={(event) => {
              form.setRecipient(event.target.value);
              onRecipientEdit?.();
            }}
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
        </>
      )}

      <label htmlFor={ids.amount}>Amount</label>
      <div className={styles.amountRow}>
        <AmountInput
          className={styles.field}
          id={ids.amount}
          value={view.amount}
          onValueChange={form.setAmount}
          decimals={row?.decimals ?? 9}
          placeholder="0.00"
          aria-invalid={view.amountError !== undefined}
          aria-describedby={view.amountError ? `${ids.amount}-error` : undefined}
        />
        {half && (
          <button type="button" className={styles.chip} disabled={!row} onClick={() => halfOf !== undefined && form.setAmount(halfOf)}>
            Half
          </button>
        )}
        <button type="button" className={styles.chip} disabled={!row} onClick={() => max !== undefined && form.setAmount(max)}>
          Max
        </button>
      </div>
      {view.amountError && (
        <p id={`${ids.amount}-error`} className={styles.error}>
          {view.amountError}
        </p>
      )}
    </>
  );
};
