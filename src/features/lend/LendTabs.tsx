import { NavLink } from 'react-router';
import styles from './Lend.module.css';

/** Earn and Borrow, the two halves of Lend. */
export const LendTabs = () => (
  <nav className={styles.tabs} aria-label="Lend">
    <NavLink to="/lend/earn" className={styles.tab}>
      Earn
    </NavLink>
    <NavLink to="/lend/borrow" className={styles.tab}>
      Borrow
    </NavLink>
  </nav>
);
