import { socialLinks } from '@/app/links';
import styles from './Footer.module.css';
import { useAppConfig } from '@/hooks/facades';

/** The social row, and which backend this build talks to. */
export const Footer = () => {
  const config = useAppConfig();
  return (
    <footer className={styles.footer}>
      <nav aria-label="Social" className={styles.socials}>
        {socialLinks.map((link) => (
          <a key={link.label} href={link.to} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ))}
      </nav>
      <p className={styles.backend}>
        {config.profile === 'sim' ? 'Simulator' : 'Mainnet'} · <span className={styles.endpoint}>{config.endpoints.marketApi}</span>
      </p>
    </footer>
  );
};
