import styles from './TokenPage.module.css';

/** The colour class of a change: up, down, or flat for none. */
export const changeClass = (value: number | undefined): string | undefined =>
  value === undefined || value === 0 ? styles.flat : value > 0 ? styles.up : styles.down;
