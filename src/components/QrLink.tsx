import { Suspense, lazy } from 'react';
import { useCopy } from '@/hooks/useCopy';
import styles from './QrLink.module.css';

// The QR code library arrives with the first code shown, not with the page.
const QRCodeSVG = lazy(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/**
 * A URL as a QR code to scan, its text, and Copy (the claim links, payment requests, the mobile
 * page). `copyKey` names its Copied feedback; without `copyLabel` there is no Copy button.
 */
export const QrLink = ({
  url,
  copyKey,
  qrTitle,
  testId,
  copyLabel,
}: {
  readonly url: string;
  readonly copyKey: string;
  readonly qrTitle: string;
  readonly testId?: string;
  readonly copyLabel?: string;
}) => {
  const { copied, copy } = useCopy(copyKey, url);
  return (
    <>
      <div className={styles.qr} data-testid={testId && `${testId}-qr`} data-value={url}>
        <Suspense fallback={<span className={styles.qrPlaceholder} aria-hidden="true" />}>
          <QRCodeSVG value={url} size={184} marginSize={2} title={qrTitle} />
        </Suspense>
      </div>
      <code className={styles.url} data-testid={testId}>
        {url}
      </code>
      {copyLabel && (
        <button type="button" className={styles.copy} onClick={copy}>
          {copied ? 'Copied' : copyLabel}
        </button>
      )}
    </>
  );
};
