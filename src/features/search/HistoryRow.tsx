import type { RecentToken } from '@streams/search';
import { TokenIcon } from '@/components/TokenIcon';
import styles from './Search.module.css';

/** The History row: the last tokens opened from search, as chips. */
export const HistoryRow = ({
  tokens,
  onPick,
  onClear,
}: {
  readonly tokens: readonly RecentToken[];
  readonly onPick: (token: RecentToken) => void;
  readonly onClear: () => void;
}) =>
  tokens.length === 0 ? null : (
    <section className={styles.section} aria-label="History">
      <div className={styles.sectionHead}>
        <h3 className={styles.sectionTitle}>History</h3>
        <button type="button" className={styles.clear} onClick={onClear}>
          Clear
        </button>
      </div>
      <ul className={styles.chips}>
        {tokens.map((token) => (
          <li key={token.id}>
            <button type="button" className={styles.chip} onClick={() => onPick(token)} aria-label={`Open ${token.symbol}`}>
              <TokenIcon icon={token.icon} size={18} />
              <span>{token.symbol}</span>
              {token.isVerified && (
                <span className={styles.verified} aria-hidden="true">
                  ✓
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
