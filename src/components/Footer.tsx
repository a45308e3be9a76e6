import { Suspense, lazy } from 'react';
import { socialLinks } from '@/app/links';
import styles from './Footer.module.css';
import { useAppConfig } from '@/hooks/facades';

// The network's health: in the network chunk, loaded after the first paint.
const HealthIndicator = lazy(async () => ({ default: (await import('@/features/network/ShellBanners')).HealthIndicator }));

/** The social row, the network's health, and which backend this build talks to. */
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
      <Suspense fallback={null}>
        <HealthIndicator />
      </Suspense>
      <p className={styles.backend}>
        {config.profile === 'sim' ? 'Simulator' : 'Mainnet'} · <span className={styles.endpoint}>{config.endpoints.marketApi}</span>
      </p>
    </footer>
  );
};
