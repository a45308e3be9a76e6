import { type ReactNode, useState } from 'react';
import styles from './FlashValue.module.css';

/**
 * Shows `children` and flashes green when `value` went up, red when it went down. The flash is
 * a CSS animation restarted by a new key: no timers, and nothing when the value is unchanged.
 */
export const FlashValue = ({ value, children }: { readonly value: number | null | undefined; readonly children: ReactNode }) => {
  const [seen, setSeen] = useState({ value, direction: '' as '' | 'up' | 'down', flashes: 0 });
  if (value !== seen.value) {
    const direction = value !== null && value !== undefined && seen.value !== null && seen.value !== undefined ? (value > seen.value ? 'up' : 'down') : '';
    setSeen({ value, direction, flashes: seen.flashes + 1 });
  }
  return (
    <span key={seen.flashes} className={seen.direction ? styles[seen.direction] : undefined}>
      {children}
    </span>
  );
};
