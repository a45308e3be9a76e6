import { Link } from 'react-router';
import { FlashValue } from '@/components/FlashValue';
import { StaleMark } from '@/components/StaleMark';
import { TokenIcon } from '@/components/TokenIcon';
import { useLiveStale } from '@/hooks/useLiveStale';
import { formatPercent } from '@/format/number';
import { useMoney } from '@/hooks/useMoney';
import styles from './WatchlistBar.module.css';
import { useWatchlistBar } from './useWatchlistBar';

/**
 * The watchlist bar (spec 000 §2) under the header on the trade, swap and explore pages: a
 * Watchlist link and a live price chip per watched token, each opening the token's page. It
 * scrolls sideways and is not there at all while nothing is watched.
 */
export const WatchlistBar = () => {
  const chips = useWatchlistBar();
  const money = useMoney();
  const live = useLiveStale();
  if (chips.length === 0) return null;
  return (
    <nav className={styles.bar} aria-label="Watchlist">
      <Link to="/watchlist" className={styles.title}>
        ★ Watchlist
      </Link>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.address}>
            {/* The name starts with the chip's words in their order (WCAG label in name), then the stale reason. */}
            <Link
              to={chip.href}
              className={styles.chip}
              aria-label={`${chip.symbol} ${money.price(chip.price)} ${formatPercent(chip.priceChange)}${chip.price !== undefined && live.stale ? `, ${live.reason}` : ''}`}
            >
              <TokenIcon icon={chip.logoURI} size={18} />
              <span className={styles.symbol}>{chip.symbol}</span>{' '}
              <FlashValue value={chip.price}>
                <StaleMark stale={chip.price !== undefined && live.stale} reason={live.reason}>
                  <span className={styles.price}>{money.price(chip.price)}</span>
                </StaleMark>
              </FlashValue>{' '}
              <span className={chip.priceChange === undefined || chip.priceChange === 0 ? styles.flat : chip.priceChange > 0 ? styles.up : styles.down}>
                {formatPercent(chip.priceChange)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
