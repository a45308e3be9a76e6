import styles from './TokenPage.module.css';
import { useTokenDescription } from './useTokenPage';

/** The token's description (spec 000 §3): shown when there is one, noted while it is generated. */
export const TokenDescription = ({ tokenId }: { readonly tokenId: string }) => {
  const state = useTokenDescription(tokenId);
  if (state.status !== 'ready' || state.value.status === 'not_found') return null;
  return (
    <section className={styles.card} aria-label="About">
      <h2 className={styles.cardTitle}>About</h2>
      {state.value.status === 'success' && state.value.description ? (
        <p className={styles.description}>{state.value.description}</p>
      ) : (
        <p className={styles.muted}>A description is being generated.</p>
      )}
    </section>
  );
};
