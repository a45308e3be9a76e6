import { ScanCode } from '@/components/ScanCode';
import { useCopy } from '@/hooks/useCopy';
import styles from './Links.module.css';

/** A link ready to share: its address, a QR code to scan and Copy. Whoever holds it can claim it. */
export const LinkShare = ({ url, what, id }: { readonly url: string; readonly what: string; readonly id: string }) => {
  const { copied, copy } = useCopy(`link-${id}`, url);
  return (
    <section className={styles.share} aria-label="Your link">
      <h2 className={styles.heading}>Link ready: {what}</h2>
      <ScanCode value={url} title="QR code of the link" />
      <code className={styles.url} data-testid="claim-link">
        {url}
      </code>
      <button type="button" className={styles.primary} onClick={copy}>
        {copied ? 'Copied' : 'Copy link'}
      </button>
      <p className={styles.note}>Anyone with this link can claim it: send it only to the person it is for. Until then you can take it back below.</p>
    </section>
  );
};
