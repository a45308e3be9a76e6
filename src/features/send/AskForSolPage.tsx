import { MAX_NOTE_LENGTH, createRequestForm } from '@streams/send';
import { useId, useState } from 'react';
import { routeMeta } from '@/app/routeTable';
import { AmountInput } from '@/components/amount/AmountInput';
import { PageMeta } from '@/components/PageMeta';
import { QrLink } from '@/components/QrLink';
import { useWalletSession } from '@/hooks/facades';
import { useFormView } from '@/hooks/useFormView';
import styles from './AskForSol.module.css';

const meta = routeMeta('/ask-for-sol');

/** A text field with its label, and under it its error or, while there is none, its hint. */
const TextField = ({
  label,
  value,
  onChange,
  placeholder,
  error,
  hint,
  spellCheck,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder: string;
  readonly error: string | undefined;
  readonly hint: string;
  readonly spellCheck?: boolean;
}) => {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        className={styles.field}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={spellCheck}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={error ? styles.error : styles.note}>
        {error ?? hint}
      </p>
    </>
  );
};

/**
 * /ask-for-sol (issue 30 item 3): a request for SOL as a link (amount, the address to pay, a
 * note), with a QR code and Copy. The link opens /send filled in; the payer reviews and sends.
 * Nothing here writes to the ledger: the payment is the payer's own transfer.
 */
export const AskForSolPage = () => {
  const session = useWalletSession();
  const [form] = useState(createRequestForm);
  const view = useFormView(form, { wallet: session.status === 'connected' ? session.publicKey : undefined, origin: window.location.origin });
  const amountId = useId();

  return (
    <div className={styles.page}>
      <PageMeta title={meta.title} description={meta.description} />
      <h1 className={styles.title}>Ask for SOL</h1>
      <p className={styles.subtitle}>Make a link for the SOL you are owed. Whoever opens it sees your request on the Send page, checks it and pays.</p>
      <form className={styles.card} aria-label="Request SOL" noValidate onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={amountId}>Amount of SOL</label>
        <AmountInput
          className={styles.field}
          id={amountId}
          value={view.amount}
          onValueChange={form.setAmount}
          decimals={9}
          placeholder="0.00"
          aria-invalid={view.amountError !== undefined}
          aria-describedby={view.amountError ? `${amountId}-error` : undefined}
        />
        {view.amountError && (
          <p id={`${amountId}-error`} className={styles.error}>
            {view.amountError}
          </p>
        )}

        <TextField
          label="Pay to"
          value={view.address}
          onChange={form.setAddress}
          placeholder="Your Solana address"
          error={view.addressError}
          hint={view.addressFromWallet ? 'Your connected wallet.' : 'Connect a wallet to fill this in, or type the address to be paid.'}
          spellCheck={false}
        />
        <TextField
          label="Note (optional)"
          value={view.note}
          onChange={form.setNote}
          placeholder="What it is for"
          error={view.noteError}
          hint={`${[...view.note].length} / ${MAX_NOTE_LENGTH}. The payer sees it as plain text.`}
        />
      </form>

      {view.url ? (
        <section className={styles.share} aria-label="Your request link">
          <h2 className={styles.heading}>Ask for {view.sol} SOL</h2>
          <QrLink url={view.url} copyKey="ask-for-sol" qrTitle="QR code of the request link" testId="request-link" copyLabel="Copy link" />
          <p className={styles.note}>The link only fills in the payer&apos;s Send form: nothing moves until they press Send.</p>
        </section>
      ) : (
        <p className={styles.placeholder}>Your link and its QR code appear here once the amount and the address are valid.</p>
      )}
    </div>
  );
};
