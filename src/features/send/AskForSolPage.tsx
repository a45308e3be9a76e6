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

/**
 * /ask-for-sol (issue 30 item 3): a request for SOL as a link (amount, the address to pay, a
 * note), with a QR code and Copy. The link opens /send filled in; the payer reviews and sends.
 * Nothing here writes to the ledger: the payment is the payer's own transfer.
 */
export const AskForSolPage = () => {
  const session = useWalletSession();
  const [form] = useState(createRequestForm);
  const view = useFormView(form, { wallet: session.status === 'connected' ? session.publicKey : undefined, origin: window.location.origin });
  const ids = { amount: useId(), address: useId(), note: useId() };
  const noteLength = [...view.note].length;

  return (
    <div className={styles.page}>
      <PageMeta title={meta.title} description={meta.description} />
      <h1 className={styles.title}>Ask for SOL</h1>
      <p className={styles.subtitle}>Make a link for the SOL you are owed. Whoever opens it sees your request on the Send page, checks it and pays.</p>
      <form className={styles.card} aria-label="Request SOL" noValidate onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={ids.amount}>Amount of SOL</label>
        <AmountInput
          className={styles.field}
          id={ids.amount}
          value={view.amount}
          onValueChange={form.setAmount}
          decimals={9}
          placeholder="0.00"
          aria-invalid={view.amountError !== undefined}
          aria-describedby={view.amountError ? `${ids.amount}-error` : undefined}
        />
        {view.amountError && (
          <p id={`${ids.amount}-error`} className={styles.error}>
            {view.amountError}
          </p>
        )}

        <label htmlFor={ids.address}>Pay to</label>
        <input
          className={styles.field}
          id={ids.address}
          value={view.address}
          onChange={(event) => form.setAddress(event.target.value)}
          placeholder="Your Solana address"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={view.addressError !== undefined}
          aria-describedby={`${ids.address}-hint`}
        />
        <p id={`${ids.address}-hint`} className={view.addressError ? styles.error : styles.note}>
          {view.addressError ?? (view.addressFromWallet ? 'Your connected wallet.' : 'Connect a wallet to fill this in, or type the address to be paid.')}
        </p>

        <label htmlFor={ids.note}>Note (optional)</label>
        <input
          className={styles.field}
          id={ids.note}
          value={view.note}
          onChange={(event) => form.setNote(event.target.value)}
          placeholder="What it is for"
          autoComplete="off"
          aria-invalid={view.noteError !== undefined}
          aria-describedby={`${ids.note}-hint`}
        />
        <p id={`${ids.note}-hint`} className={view.noteError ? styles.error : styles.note}>
          {view.noteError ?? `${noteLength} / ${MAX_NOTE_LENGTH}. The payer sees it as plain text.`}
        </p>
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
