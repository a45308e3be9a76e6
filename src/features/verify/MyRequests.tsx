import { dateTimeFormat } from '@streams/core';
import type { VerifyRequestView, VerifyStatus } from '@streams/verify';
import { Link } from 'react-router';
import { StaleMark } from '@/components/StaleMark';
import { shortAddress } from '@/format/address';
import layout from '@/components/FormPage.module.css';
import styles from './Verify.module.css';
import { useMyRequests } from './useVerify';

const when = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
const STATUS_TEXT: Record<VerifyStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

const RequestRow = ({ request }: { readonly request: VerifyRequestView }) => (
  <li className={styles.request} data-status={request.status}>
    <div className={styles.requestHead}>
      <span className={styles.requestNames}>
        <strong>{request.symbol}</strong> <span>{request.name}</span>
      </span>
      <span className={styles.status} data-status={request.status}>
        {STATUS_TEXT[request.status]}
      </span>
    </div>
    <p className={styles.help}>
      {shortAddress(request.mint)} · asked {when.format(Date.parse(request.createdAt))}
      {request.decidedAt && ` · decided ${when.format(Date.parse(request.decidedAt))}`}
    </p>
    {request.note && <p className={styles.note}>{request.note}</p>}
    {request.status === 'approved' && (
      <Link className={styles.requestLink} to={`/tokens/${request.mint}`}>
        ✓ Verified: open its page
      </Link>
    )}
  </li>
);

/** The wallet's requests, newest first, with their live status (read every T74). */
export const MyRequests = ({ owner }: { readonly owner: string }) => {
  const state = useMyRequests(owner);
  return (
    <section className={layout.card} aria-label="Your requests">
      <h2 className={layout.sectionTitle}>
        {state.status === 'ready' ? (
          <StaleMark stale={state.stale} reason="The last read failed: the status may be older">
            Your requests
          </StaleMark>
        ) : (
          'Your requests'
        )}
      </h2>
      {state.status === 'loading' && <p className={styles.help}>Reading your requests…</p>}
      {state.status === 'error' && <p className={styles.error}>{state.message}</p>}
      {state.status === 'ready' && state.requests.length === 0 && <p className={styles.help}>None yet: a request you send shows here with its status.</p>}
      {state.status === 'ready' && state.requests.length > 0 && (
        <ul className={styles.requests}>
          {state.requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
};
