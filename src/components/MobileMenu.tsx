import { mainLinks, moreLinks, socialLinks } from '@/app/links';
import { Dialog } from './Dialog';
import styles from './MobileMenu.module.css';
import { NavItem } from './NavItem';

/** The left slide-out menu of narrow screens: every link of the header and the More menu. */
export const MobileMenu = ({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} title="Menu" placement="left" closeButton>
    <nav aria-label="Menu links" className={styles.section}>
      {[...mainLinks, ...moreLinks].map((link) => (
        <NavItem key={link.label} link={link} className={styles.link} activeClassName={styles.active} onSelect={onClose} />
      ))}
    </nav>
    <div className={styles.socials}>
      {socialLinks.map((link) => (
        <a key={link.label} href={link.to} target="_blank" rel="noopener noreferrer" className={styles.social}>
          {link.label}
        </a>
      ))}
    </div>
  </Dialog>
);
