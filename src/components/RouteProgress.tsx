import { useNavigation } from 'react-router';
import styles from './RouteProgress.module.css';

/**
 * The route-loading bar: it creeps while a route (and its code) loads and finishes when the
 * route has rendered or failed. The motion is pure CSS; no timers in React.
 */
export const RouteProgress = () => {
  const { state } = useNavigation();
  const loading = state !== 'idle';
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
