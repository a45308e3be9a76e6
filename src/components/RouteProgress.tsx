import { useSyncExternalStore } from 'react';
import { pageLoading, subscribePageLoads } from '@/app/pageLoads';
import styles from './RouteProgress.module.css';

/**
 * The route-loading bar: it creeps while a page's code loads for a navigation and finishes when
 * it has arrived or failed (the old page stays meanwhile: navigations are transitions). The
 * motion is pure CSS; no timers in React.
 */
export const RouteProgress = () => {
  const loading = useSyncExternalStore(subscribePageLoads, pageLoading, pageLoading);
  return (
    <div
      className={`${styles.bar} ${loading ? styles.loading : styles.done}`}
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={!loading}
      aria-busy={loading}
    />
  );
};
