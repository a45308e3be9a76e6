import { launchpadById, launchpadLink } from '@streams/catalogues';
import { Link } from 'react-router';
import styles from './TokenPage.module.css';

/**
 * Where the token was launched, linked to its page there: a studio launch opens its /studio
 * page in the app (spec 000 §1: the studio's id form is a launchpad link), another launchpad
 * its own site in a new tab. Nothing for a token from no known launchpad.
 */
export const LaunchpadLink = ({ launchpad, id, symbol }: { readonly launchpad: string | null | undefined; readonly id: string; readonly symbol: string }) => {
  const known = launchpadById(launchpad);
  const href = known && launchpadLink(known, { id, symbol });
  if (!known || !href) return null;
  const label = `${symbol} on ${known.label}`;
  return href.startsWith('/') ? (
    <Link className={styles.mint} to={href} aria-label={label}>
      {known.label}
    </Link>
  ) : href.startsWith('https://') ? (
    <a className={styles.mint} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {known.label} ↗
    </a>
  ) : null;
};
