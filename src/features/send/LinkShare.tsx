import { QrLink } from '@/components/QrLink';
import styles from './Links.module.css';

/** A link ready to share: its address, a QR code to scan and Copy. Whoever holds it can claim it. */
export const LinkShare = ({ url, what, id }: { readonly url: string; readonly what: string; readonly id: string }) => (
  <section className={styles.share} aria-label="Your link">
    <h2 className={styles.heading}>Link ready: {what}</h2>
    <QrLink url={url} copyKey={`link-${id}`} qrTitle="QR code of the link" testId="claim-link" copyLabel="Copy link" />
    <p className={styles.note}>Anyone with this link can claim it: send it only to the person it is for. Until then you can take it back below.</p>
  </section>
);
