import type { ReactNode } from 'react';
import { Icon } from './icons';
import styles from './StaleMark.module.css';

/**
 * The one stale mark of a live value (issue 27), the same on every screen: the value turns the
 * warning colour and a small clock follows it, whose accessible name (and the value's tooltip)
 * says why. Callers pass their source's own state (a price's T12 or T24 freshness, the market
 * socket's connection, the perps feed's health), never a guess of their own.
 */
export const StaleMark = ({ stale, reason, children }: { readonly stale: boolean; readonly reason: string; readonly children: ReactNode }) => (
  <span className={stale ? styles.stale : undefined} data-stale={stale ? 'true' : undefined} title={stale ? reason : undefined}>
    {children}
    {stale && (
      <span className={styles.mark} role="img" aria-label={reason}>
        {/* A drawn clock, not an emoji: a machine without an emoji font would show a box. */}
        <Icon name="clock" size={11} />
      </span>
    )}
  </span>
);
