import { type ReadRequest, readPaymentRequest } from '@streams/send';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { TransferFields, transferSymbolOf } from '@/components/transfer/TransferFields';
import { useTransferForm } from '@/features/profile/useTransferForm';
import { useWithdraw } from '@/features/profile/useWritePath';
import { useWalletSession, useWalletStreams } from '@/hooks/facades';
import { useTxCommand } from '@/hooks/useTxCommand';
import { ConnectNotice } from './ConnectNotice';
import { LinkMaker } from './LinkMaker';
import { RecipientCheck, needsConfirmation } from './RecipientCheck';
import { RequestNotice } from './RequestNotice';
import { SentLinks } from './SentLinks';
import styles from './SendPage.module.css';
import { useCounterparties, useRecipientBalances, useSend } from './useSend';

/**
 * The form for a connected wallet: token, recipient, amount (Half, Max) and the recipient's checks.
 * A payment request starts it filled in (SOL, its recipient and amount); what is sent, and what the
 * pre-sign check holds the transfer to, is the form as the user sees it when pressing Send.
 */
const SendForm = ({ owner, request, onSent }: { readonly owner: string; readonly request: ReadRequest; readonly onSent: () => void }) => {
  const wallet = useWalletStreams();
  const send = useSend();
  const known = useCounterparties(owner);
  const { holdings, rows, form, view, row } = useTransferForm(owner, request);
  const [confirmed, setConfirmed] = useState(false);
  const { running, follow } = useTxCommand();
  const transfers = useWithdraw();
  const recipient = view.recipient.trim();
  const showRecipient = recipient !== '' && view.recipientError === undefined;
  const mustConfirm = showRecipient && needsConfirmation(recipient, known);
  const recipientHolds = useRecipientBalances(showRecipient ? recipient : undefined);
  const canSend = view.canSubmit && running === undefined && (!mustConfirm || confirmed);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const signer = wallet.session.currentSigner();
    if (!row || !canSend || view.baseUnits === undefined || !signer) return;
    const transfer$ = transfers.withdraw({
      signer,
      amountText: view.amount,
      symbol: transferSymbolOf(row),
      plan: {
        from: owner,
        to: recipient,
        mint: row.mint,
        native: row.native,
        amount: view.baseUnits,
        decimals: row.decimals,
        programId: row.programId,
        sourceAccount: row.accounts[0],
      },
    });
    // Landed: the recipient is known from now on, and the form starts again (the token stays chosen).
    follow(transfer$, (last) => {
      if (last.status !== 'confirmed') return;
      send.rememberRecipient(recipient);
      form.reset();
      setConfirmed(false);
      onSent();
    });
  };

  if (holdings.status === 'loading') return <p className={styles.notice}>Loading your balances…</p>;
  if (holdings.status === 'error') return <p className={styles.notice}>Your balances could not be read. Try again in a moment.</p>;
  if (rows.length === 0) return <p className={styles.notice}>This wallet holds nothing to send yet.</p>;
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-label="Send to an address">
      <TransferFields rows={rows} view={view} form={form} half onRecipientEdit={() => setConfirmed(false)} />
      {row?.native && <p className={styles.note}>Half and Max keep 0.000005 SOL for the network fee.</p>}
      {showRecipient && (
        <RecipientCheck recipient={recipient} owner={owner} known={known} balances={recipientHolds} confirmed={confirmed} onConfirm={setConfirmed} />
      )}
      {row && !row.native && (
        <p className={styles.note}>
          If the recipient has no {transferSymbolOf(row)} account yet, it is created with this transfer: about 0.002 SOL of rent, paid by you.
        </p>
      )}

      <button type="submit" className={styles.primary} disabled={!canSend}>
        {running ? 'Sending…' : view.baseUnits !== undefined && row ? `Send ${view.amount} ${transferSymbolOf(row)}` : 'Send'}
      </button>
    </form>
  );
};

type Mode = 'address' | 'link';
const MODES: readonly { readonly mode: Mode; readonly label: string }[] = [
  { mode: 'address', label: 'To an address' },
  { mode: 'link', label: 'By link' },
];

/**
 * /send (issue 28 items 1 and 2): a token from the wallet to an address, or to anyone by a claim
 * link (`?by=link`), every write through the one transaction command.
 */
export const SendPage = () => {
  const session = useWalletSession();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('by') === 'link' ? 'link' : 'address';
  // A payment request in the address (/ask-for-sol's link), read as hostile input.
  const query = params.toString();
  const request = useMemo(() => readPaymentRequest(new URLSearchParams(query)), [query]);
  return (
    <div className={styles.page}>
      <PageMeta title="Universal Send" description="Send tokens to any Solana address, or to anyone by link." />
      <h1 className={styles.title}>Send</h1>
      <div className={styles.tabs} role="tablist" aria-label="Send to">
        {MODES.map((entry) => (
          <button
            key={entry.mode}
            type="button"
            role="tab"
            aria-selected={mode === entry.mode}
            className={styles.tab}
            onClick={() => setParams(entry.mode === 'link' ? { by: 'link' } : {}, { replace: true })}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <p className={styles.subtitle}>
        {mode === 'address'
          ? 'Any token of your wallet to a Solana address. The full address is shown before you send.'
          : 'No address needed: the token goes on a one-time link that you share. Whoever opens it claims it; until then you can take it back.'}
      </p>
      {mode === 'address' && request.present && <RequestNotice request={request} />}
      {session.status !== 'connected' ? (
        <ConnectNotice text="Connect a wallet to send from it." />
      ) : mode === 'address' ? (
        // A new request (or wallet) starts a new form.
        <SendForm key={`${session.publicKey}?${query}`} owner={session.publicKey} request={request} onSent={() => setParams({}, { replace: true })} />
      ) : (
        <>
          <LinkMaker key={session.publicKey} owner={session.publicKey} kind="send" />
          <SentLinks owner={session.publicKey} />
        </>
      )}
    </div>
  );
};
