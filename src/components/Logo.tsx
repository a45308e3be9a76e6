import { Link } from 'react-router';
import styles from './Logo.module.css';

export const Logo = () => (
  <Link to="/" className={styles.logo} aria-label="Callisto home">
    <img src="/favicon.svg" alt="" width={28} height={28} />
    <span className={styles.word}>Callisto</span>
  </Link>
);
