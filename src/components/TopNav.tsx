import { Link, useLocation } from 'react-router';
import { mainLinks } from '@/app/links';
import { Icon } from './icons';
import { Logo } from './Logo';
import { MoreMenu } from './MoreMenu';
import { NavItem } from './NavItem';
import styles from './TopNav.module.css';
import { WalletButton } from './WalletButton';

interface TopNavProps {
  readonly onOpenSearch: () => void;
  readonly onOpenMenu: () => void;
  readonly onConnect: () => void;
  readonly onToggleDrawer: () => void;
}

const firstSegment = (pathname: string) => pathname.split('/').find((segment) => segment !== '') ?? '';

/** Header of spec 000 §2 (Top navigation); on narrow screens the links move to the slide-out menu. */
export const TopNav = ({ onOpenSearch, onOpenMenu, onConnect, onToggleDrawer }: TopNavProps) => {
  const area = firstSegment(useLocation().pathname);
  return (
    <header className={styles.header}>
      <button type="button" className={styles.menuButton} aria-label="Open menu" onClick={onOpenMenu}>
        <Icon name="menu" size={22} />
      </button>
      <Logo />
      {area !== 'claim' && (
        <nav aria-label="Main" className={styles.links}>
          {mainLinks.map((link) => (
            <NavItem key={link.label} link={link} className={styles.link} activeClassName={styles.active} />
          ))}
          <MoreMenu />
        </nav>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.search} onClick={onOpenSearch} aria-label="Search tokens or wallet" aria-keyshortcuts="/">
          <Icon name="search" size={18} />
          <span className={styles.searchText} aria-hidden="true">
            Search tokens or wallet
          </span>
          <kbd className={styles.kbd} aria-hidden="true">
            /
          </kbd>
        </button>
        {area !== 'studio' && (
          <Link to="/studio" className={styles.launch}>
            <Icon name="rocket" size={16} />
            <span>Launch</span>
          </Link>
        )}
        <WalletButton onConnect={onConnect} onToggleDrawer={onToggleDrawer} />
      </div>
    </header>
  );
};
