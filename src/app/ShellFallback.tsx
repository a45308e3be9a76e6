import styles from './ShellFallback.module.css';

/** Shown while the first route's code loads: the header's frame, so nothing jumps after. */
export const ShellFallback = () => (
  <div className={styles.fallback} aria-busy="true" aria-label="Loading Callisto">
    <div className={styles.header}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
    </div>
  </div>
);
