import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageParam } from '@/app/links';
import { routeMeta } from '@/app/routeTable';
import { PageMeta } from '@/components/PageMeta';
import { QrLink } from '@/components/QrLink';
import { useLogger } from '@/hooks/facades';
import styles from './MobilePage.module.css';

const meta = routeMeta('/mobile');

/** The provider's page with its store links: the app itself is the provider's. */
const DOWNLOAD_URL = 'https://jup.ag/mobile';

const FEATURES = [
  { name: 'Swap anywhere', text: 'Best-route swaps with streaming quotes, in a few taps.' },
  { name: 'Live lists', text: 'New launches, graduations and top traders, live as they move.' },
  { name: 'Perps on the go', text: 'Oracle prices every second, your positions with TP/SL and close.' },
  { name: 'Your wallet, with you', text: 'Holdings, activity, send and receive by QR code.' },
] as const;

/**
 * /mobile (issue 30 item 3): the mobile app's landing, and a QR code that opens the page the user
 * came from (`?from=`, a path of this app; the Mobile menu entry passes it) on a phone.
 */
export const MobilePage = () => {
  const [params] = useSearchParams();
  const logger = useLogger();
  const from = params.get('from');
  const target = useMemo(() => pageParam(from, '/mobile', '/'), [from]);
  useEffect(() => {
    if (target.refused) logger.warn('Ignored a /mobile from parameter that is no page of this app', { from: (from ?? '').slice(0, 120) });
  }, [target, from, logger]);
  const url = `${window.location.origin}${target.path}`;

  return (
    <div className={styles.page}>
      <PageMeta title={meta.title} description={meta.description} />
      <section className={styles.hero}>
        <h1 className={styles.title}>Callisto in your pocket</h1>
        <p className={styles.lead}>Everything you trade here, on your phone: swaps, live token lists, perps and your wallet, with the same quick account.</p>
        <div className={styles.stores} aria-label="Download the app">
          <a className={styles.store} href={DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
            <span className={styles.storeSmall}>Download on the</span>
            <span className={styles.storeName}>App Store</span>
          </a>
          <a className={styles.store} href={DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
            <span className={styles.storeSmall}>Get it on</span>
            <span className={styles.storeName}>Google Play</span>
          </a>
        </div>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.name} className={styles.feature}>
              <strong>{feature.name}</strong>
              <span>{feature.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.scan} aria-labelledby="scan-title">
        <h2 id="scan-title" className={styles.heading}>
          Open this page on your phone
        </h2>
        <p className={styles.note}>Scan with your phone&apos;s camera: it opens {target.path === '/' ? 'the home page' : 'the page you came from'}.</p>
        <QrLink url={url} copyKey="mobile-page" qrTitle="QR code of the page to open on your phone" testId="mobile-link" />
        {target.refused && <p className={styles.note}>The page named in the address is not one of this app, so the code opens the home page.</p>}
        {target.path !== '/' && (
          <Link className={styles.back} to={target.path}>
            Back to the page
          </Link>
        )}
      </section>
    </div>
  );
};
