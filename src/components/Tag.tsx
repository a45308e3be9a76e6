import styles from './Tag.module.css';

/** The small labels: New / Beta in the navigation, Cheapest / Fastest on the bridge compare. */
export const Tag = ({ label }: { readonly label: 'New' | 'Beta' | 'Cheapest' | 'Fastest' }) => (
  <span className={`${styles.tag} ${label === 'New' || label === 'Cheapest' ? styles.new : styles.beta}`}>{label}</span>
);
