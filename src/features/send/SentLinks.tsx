import type { LinkStatus, SentLink } from '@streams/send';
import { Link } from 'react-router';
import { useCopy } from '@/hooks/useCopy';
import { useTxCommand } from '@/hooks/useTxCommand';
import { formatActivityTime } from '@/features/profile/formatTime';
import { shortAddress } from '@/format/address';
import styles from './Links.module.css';
import { linkUrlOf, whatOf } from './linkText';
import { useLinkStatus, useSend, useSentLinks } from './useSend';

const KIND_NAMES: Record<SentLink['kind'], string> = { send: 'Link', gift: 'Gift', invite: 'Invite' };

/** The status in a word, as the list shows it. */
const statusText = (status: LinkStatus, funded: boolean): string => {
  switch (status.status) {
    case 'loading':
      return 'Checking…';
    case 'unclaimed':
      return 'Unclaimed';
    case 'claimed':
      return 'Claimed';
    case 'reclaimed':
      return 'Reclaimed';
    case 'unfunded':
      return funded ? 'Empty' : 'Not sent';
    case 'error':
      return 'Unknown';
  }
};

const SentLinkRow = ({ link }: { readonly link: SentLink }) => {
  const { links } = useSend();
  const status = useLinkStatus(link);
  const { running, follow } = useTxCommand();
  const url = linkUrlOf(links, link);
  const { copied, copy } = useCopy(`sent-${link.claim}`, url);
  const what = whatOf(link);
  const word = statusText(status, link.funded);
  return (
    <li className={styles.row} data-testid="sent-link" data-status={word}>
      <div className={styles.rowMain}>
        <strong>{what}</strong>
        <span className={styles.meta}>
          {KIND_NAMES[link.kind]} · {formatActivityTime(link.createdAt)}
        </span>
      </div>
      <span className={`${styles.badge} ${styles[`badge${status.status}`] ?? ''}`}>{word}</span>
      <div className={styles.rowActions}>
        {status.status === 'unclaimed' && (
          <>
            <button type="button" className={styles.chip} onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
            <button type="button" className={styles.chip} disabled={running !== undefined} onClick={() => follow(links.reclaim(link))}>
              {running ? 'Reclaiming…' : 'Reclaim'}
            </button>
          </>
        )}
        {status.status === 'claimed' && (
          <Link className={styles.chip} to={`/transaction/${status.signature}`}>
            {status.by ? `By ${shortAddress(status.by)}` : 'View'}
          </Link>
        )}
        {status.status === 'reclaimed' && (
          <Link className={styles.chip} to={`/transaction/${status.signature}`}>
            View
          </Link>
        )}
        {status.status === 'unfunded' && (
          <button type="button" className={styles.chip} onClick={() => links.forget(link.claim)}>
            Remove
          </button>
        )}
      </div>
    </li>
  );
};

/** The links this browser made from the wallet: Unclaimed ones can be copied again or taken back. */
export const SentLinks = ({ owner }: { readonly owner: string }) => {
  const sent = useSentLinks(owner);
  return (
    <section className={styles.sent} aria-label="Your links">
      <h2 className={styles.heading}>Your links</h2>
      {sent.length === 0 ? (
        <p className={styles.note}>Links you make appear here until they are claimed, and stay as a record after.</p>
      ) : (
        <ul className={styles.list}>
          {sent.map((link) => (
            <SentLinkRow key={link.claim} link={link} />
          ))}
        </ul>
      )}
      <p className={styles.note}>The links’ keys are kept in this browser only: clearing its data loses the way to reclaim a link not yet claimed.</p>
    </section>
  );
};
