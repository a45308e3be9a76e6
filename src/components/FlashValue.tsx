import { type ReactNode, useState } from 'react';
import styles from './FlashValue.module.css';

const classes = { up: [styles.upA, styles.upB], down: [styles.downA, styles.downB] } as const;

/**
 * Shows `children` and flashes green when `value` went up, red when it went down. Each change
 * switches between two identical animations, which restarts the flash on the same element: no
 * remount, no timers, and nothing at all when the value is unchanged.
 */
export const FlashValue = ({ value, children }: { readonly value: number | null | undefined; readonly children: ReactNode }) => {
  const [seen, setSeen] = useState({ value, direction: undefined as 'up' | 'down' | undefined, parity: 0 as 0 | 1 });
  if (value !== seen.value) {
    const before = seen.value;
    const direction = value !== null && value !== undefined && before !== null && before !== undefined ? (value > before ? 'up' : 'down') : undefined;
    setSeen({ value, direction, parity: seen.parity === 0 ? 1 : 0 });
  }
  return (
    <span className={seen.direction ? classes[seen.direction][seen.parity] : undefined} data-flash={seen.direction}>
      {children}
    </span>
  );
};
