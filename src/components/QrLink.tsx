import { useCopy } from '@/hooks/useCopy';
import styles from './QrLink.module.css';
import { ScanCode } from './ScanCode';

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
      <ScanCode value={url} title={qrTitle} testId={testId && `${testId}-qr`} />
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
