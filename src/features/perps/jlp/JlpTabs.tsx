import { Link } from 'react-router';
import styles from './Jlp.module.css';

const TABS = [
  { to: '/perps', label: 'Trade' },
  { to: '/perps/jlp-earn', label: 'JLP Earn' },
  { to: '/perps/jlp-loans', label: 'JLP Loans' },
] as const;

/** The perps area's pages beside the trade page: Trade, JLP Earn, JLP Loans. */
export const JlpTabs = ({ current }: { readonly current: '/perps/jlp-earn' | '/perps/jlp-loans' }) => (
  <nav className={styles.tabs} aria-label="JLP">
    {TABS.map((tab) => (
      <Link key={tab.to} to={tab.to} className={styles.tab} aria-current={tab.to === current ? 'page' : undefined}>
        {tab.label}
      </Link>
    ))}
  </nav>
);
