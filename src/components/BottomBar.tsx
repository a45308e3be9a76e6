import { NavLink, useLocation } from 'react-router';
import { mainLinks } from '@/app/links';
import styles from './BottomBar.module.css';
import { Icon } from './icons';

const icons = { Swap: 'swap', Pro: 'pro', Perps: 'perps', Lend: 'lend', Portfolio: 'portfolio' } as const;

/** The fixed bottom bar of narrow screens: Swap, Pro, Perps, Lend, Portfolio. */
export const BottomBar = () => {
  const onClaim = useLocation().pathname.startsWith('/claim');
  if (onClaim) return null;
  return (
    <nav aria-label="Bottom bar" className={styles.bar}>
      {mainLinks.map((link) => (
        <NavLink key={link.label} to={link.to} className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}>
          <Icon name={icons[link.label as keyof typeof icons] ?? 'swap'} size={20} />
          <span>{link.label}</span>
        </NavLink>
      ))}
    </nav>
  );
};
