import styles from './Tag.module.css';

/** The small New / Beta labels of the navigation. */
export const Tag = ({ label }: { readonly label: 'New' | 'Beta' }) => (
  <span className={`${styles.tag} ${label === 'New' ? styles.new : styles.beta}`}>{label}</span>
);
