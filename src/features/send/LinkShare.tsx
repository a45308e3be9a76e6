import { Suspense, lazy } from 'react';
import { useCopy } from '@/hooks/useCopy';
import styles from './Links.module.css';

// The QR code library arrives with the first link shown, not with the page.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** A link ready to share: its address, a QR code to scan and Copy. Whoever holds it can claim it. */
export const LinkShare = ({ url, what, id }: { readonly url: string; readonly what: string; readonly id: string }) => {
  const { copied, copy } = useCopy(`link-${id}`, url);
  return (
    <section className={styles.share} aria-label="Your link">
      <h2 className={styles.heading}>Link ready: {what}</h2>
      <div className={styles.qr}>
        <Suspense fallback={<span className={styles.qrPlaceholder} aria-hidden="true" />}>
          <QRCodeSVG value={url} size={184} marginSize={2} title="QR code of the link" />
        </Suspense>
      </div>
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
