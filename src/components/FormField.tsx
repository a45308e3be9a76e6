import type { ReactNode } from 'react';
import styles from './FormField.module.css';

/**
 * One labelled input of a form (its input or textarea as the child, with `id`), its message
 * under it: an error, else the help. The message's id is `${id}-message`, for aria-describedby.
 */
export const FormField = ({
  id,
  label,
  error,
  help,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly help?: ReactNode;
  readonly children: ReactNode;
}) => (
  <div className={styles.field}>
    <label htmlFor={id}>{label}</label>
    {children}
    {error ? (
      <p id={`${id}-message`} className={styles.error}>
        {error}
      </p>
    ) : help ? (
      <p id={`${id}-message`} className={styles.help}>
        {help}
      </p>
    ) : null}
  </div>
);
