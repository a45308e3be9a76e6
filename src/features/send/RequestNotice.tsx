import type { ReadRequest } from '@streams/send';
import { shortAddress } from '@/format/address';
import styles from './SendPage.module.css';

/**
 * A payment request opened on /send (a link from /ask-for-sol): what it asks, its note as plain
 * text, and why any field of the link was left out. The form below is filled in with what passed;
 * nothing is sent until the user presses Send.
 */
export const RequestNotice = ({ request }: { readonly request: ReadRequest }) => (
  <section className={styles.request} aria-label="Payment request" data-testid="payment-request">
    <p className={styles.requestTitle}>
      {request.recipient && request.amount
        ? `${shortAddress(request.recipient)} asks you for ${request.amount} SOL`
        : request.recipient
          ? `${shortAddress(request.recipient)} asks you for SOL`
          : 'A payment request'}
    </p>
    {request.note !== undefined && (
      <p className={styles.requestNote}>
        <span className={styles.label}>Note</span> <q data-testid="request-note">{request.note}</q>
      </p>
    )}
    {request.problems.length > 0 && (
      <ul className={styles.requestProblems} role="alert">
        {request.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    )}
    <p className={styles.note}>Check the address and the amount below, then press Send. Nothing leaves your wallet before that.</p>
  </section>
);
