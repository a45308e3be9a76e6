import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import styles from './ErrorPanel.module.css';

interface ErrorPanelProps {
  readonly code: string;
  readonly title: string;
  readonly children: ReactNode;
}

/** The common look of not-found, invalid-domain and crash pages. */
export const ErrorPanel = ({ code, title, children }: ErrorPanelProps) => (
  <section className={styles.panel} aria-labelledby="error-title">
    <PageMeta title={title} description={title} />
    <p className={styles.code}>{code}</p>
    <h1 id="error-title" className={styles.title}>
      {title}
    </h1>
    <div className={styles.body}>{children}</div>
    <Link to="/" className={styles.home}>
      Back to home
    </Link>
  </section>
);
