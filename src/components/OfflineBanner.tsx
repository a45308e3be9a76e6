import { useOnline } from '@/hooks/useOnline';
import styles from './OfflineBanner.module.css';

/** Spec 001 §4 (Banners): shown while the browser is offline. */
export const OfflineBanner = () =>
  useOnline() ? null : (
    <div role="status" className={styles.banner}>
      You&apos;re currently offline.
    </div>
  );
