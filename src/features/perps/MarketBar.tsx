import type { PerpsMarket } from '@streams/perps';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FlashValue } from '@/components/FlashValue';
import { StaleMark } from '@/components/StaleMark';
import { staleSince } from '@/format/staleText';
import { formatPercent, formatUsdPrice } from '@/format/number';
import { FeedStatus, feedStaleReason } from './FeedStatus';
import styles from './MarketBar.module.css';
import { marketList } from './marketParam';
import { useDayStats, useFeedHealth, useLivePrice, useOracleQuote } from './usePerpsData';

const changeClass = (value: number | undefined) => (value === undefined ? '' : value >= 0 ? styles.up : styles.down);

/** One market's tab: symbol, the socket's live price (flashing on each move, marked while its feed is not live) and the 24 h change. */
const MarketTab = ({ market, selected }: { readonly market: PerpsMarket; readonly selected: boolean }) => {
  const price = useLivePrice(market);
  const health = useFeedHealth(market);
  const change = useDayStats(market)?.changePct;
  return (
    <Link
      to={`/perps/${market.symbol}`}
      className={`${styles.tab} ${selected ? styles.selected : ''}`}
      aria-current={selected ? 'page' : undefined}
      data-testid={`market-${market.symbol}`}
    >
      <span className={styles.symbol}>{market.symbol}-PERP</span>
      <span className={styles.price} data-testid={`live-price-${market.symbol}`}>
        <FlashValue value={price}>
          <StaleMark stale={price !== undefined && health.status !== 'live'} reason={feedStaleReason(health)}>
            {price === undefined ? '–' : formatUsdPrice(price)}
          </StaleMark>
        </FlashValue>
      </span>
      <span className={`${styles.change} ${changeClass(change)}`}>{change === undefined ? '–' : formatPercent(change)}</span>
    </Link>
  );
};

const Stat = ({ term, value, className }: { readonly term: string; readonly value: ReactNode; readonly className?: string }) => (
  <div className={styles.stat}>
    <dt>{term}</dt>
    <dd className={className}>{value}</dd>
  </div>
);

/** The selected market's oracle price and 24 h stats. */
const MarketStats = ({ market }: { readonly market: PerpsMarket }) => {
  const oracle = useOracleQuote(market);
  const stats = useDayStats(market);
  return (
    <dl className={styles.stats}>
      <Stat
        term={oracle?.stale ? 'Oracle (stale)' : 'Oracle price'}
        value={
          oracle === undefined ? (
            '–'
          ) : (
            <FlashValue value={oracle.priceUsd}>
              <StaleMark stale={oracle.stale} reason={staleSince('Oracle price', oracle.updatedAt)}>
                {formatUsdPrice(oracle.priceUsd)}
              </StaleMark>
            </FlashValue>
          )
        }
      />
      <Stat term="24h change" value={stats ? formatPercent(stats.changePct) : '–'} className={changeClass(stats?.changePct)} />
      <Stat term="24h high" value={stats ? formatUsdPrice(stats.high) : '–'} />
      <Stat term="24h low" value={stats ? formatUsdPrice(stats.low) : '–'} />
    </dl>
  );
};

/** The perps markets bar (spec 001 §4, issue 8): SOL, ETH and BTC with live prices, the selected market's stats, the feed's health. */
export const MarketBar = ({ market }: { readonly market: PerpsMarket }) => (
  <div className={styles.bar}>
    <nav className={styles.tabs} aria-label="Perps markets">
      {marketList.map((item) => (
        <MarketTab key={item.symbol} market={item} selected={item.symbol === market.symbol} />
      ))}
    </nav>
    {/* Keyed: another market's figures never show under this one while its own arrive. */}
    <MarketStats key={market.symbol} market={market} />
    <FeedStatus key={`feed-${market.symbol}`} market={market} />
  </div>
);
