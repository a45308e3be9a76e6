import type { FeedHealth, PerpsMarket } from '@streams/perps';
import styles from './FeedStatus.module.css';
import { useFeedHealth } from './usePerpsData';

const seconds = (ms: number) => `${Math.floor(ms / 1000)}s`;

export const labelOf = (health: FeedHealth): { text: string; detail?: string; tone: 'live' | 'stale' | 'busy' } => {
  switch (health.status) {
    case 'live':
      return { text: 'Live', tone: 'live' };
    case 'stale':
      return {
        text: 'Stale',
        detail: health.lastTickAt === null ? `no price for ${seconds(health.silentMs)}` : `last price ${seconds(health.silentMs)} ago`,
        tone: 'stale',
      };
    case 'reconnecting':
      return { text: 'Reconnecting', detail: `attempt ${health.attempt}`, tone: 'busy' };
    case 'connecting':
      return { text: 'Connecting', tone: 'busy' };
  }
};

/** Why a socket price is marked (issue 27): 'Price feed stale: last price 7s ago'; the shared stale mark's reason. */
export const feedStaleReason = (health: FeedHealth): string => {
  const { text, detail } = labelOf(health);
  return `Price feed ${text.toLowerCase()}${detail ? `: ${detail}` : ''}`;
};

/** The price feed's mark (issue 8): Live, Stale with the silence, Reconnecting. */
export const FeedStatusView = ({ health }: { readonly health: FeedHealth }) => {
  const { text, detail, tone } = labelOf(health);
  return (
    <div className={`${styles.status} ${styles[tone]}`} role="status" aria-live="polite" aria-label={`Price feed: ${text}`} data-feed={health.status}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.text}>{text}</span>
      {detail && <span className={styles.detail}>{detail}</span>}
    </div>
  );
};

export const FeedStatus = ({ market }: { readonly market: PerpsMarket }) => <FeedStatusView health={useFeedHealth(market)} />;
