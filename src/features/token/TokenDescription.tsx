import type { Asset } from '@streams/schemas';
import { useLinks } from '@/hooks/facades';
import styles from './TokenPage.module.css';
import { useTokenDescription } from './useTokenPage';

const linkLabels = [
  ['website', 'Website'],
  ['twitter', 'X'],
  ['telegram', 'Telegram'],
] as const;

/**
 * The token's description (spec 000 §3) and its links: shown when there is one, noted while it is
 * generated. Links follow the link rules (https sites only, dropped and logged otherwise) and
 * open in a new tab that cannot reach back to this page.
 */
export const TokenDescription = ({ asset }: { readonly asset: Asset }) => {
  const state = useTokenDescription(asset.id);
  const links = useLinks();
  const shown = linkLabels.flatMap(([field, label]) => {
    const href = links.external(asset[field], `${field} of ${asset.id}`);
    return href ? [{ field, label, href }] : [];
  });
  const described = state.status === 'ready' && state.value.status !== 'not_found';
  if (!described && shown.length === 0) return null;
  return (
    <section className={styles.card} aria-label="About">
      <h2 className={styles.cardTitle}>About</h2>
      {described &&
        (state.value.status === 'success' && state.value.description ? (
          <p className={styles.description}>{state.value.description}</p>
        ) : (
          <p className={styles.muted}>A description is being generated.</p>
        ))}
      {shown.length > 0 && (
        <ul className={styles.links} aria-label="Links">
          {shown.map((link) => (
            <li key={link.field}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
