import { timeframes } from '@streams/market';
import type { WatchlistChip } from '@streams/watchlist';
import { Link } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { FlashValue } from '@/components/FlashValue';
import { StaleMark } from '@/components/StaleMark';
import { TokenIcon } from '@/components/TokenIcon';
import { useLiveStale } from '@/hooks/useLiveStale';
import { formatPercent } from '@/format/number';
import { changeClass } from '@/features/token/tone';
import { MiniChart } from './MiniChart';
import styles from './WatchlistPage.module.css';
import { useWatchlistConfig, useWatchlistRows } from './useWatchlist';
import { useWatchlistStreams } from '@/hooks/facades';
import { useMoney } from '@/hooks/useMoney';
import type { Money } from '@/format/money';
import { ChartCredit } from '@/components/ChartCredit';

const valueText = (chip: WatchlistChip, money: Money) => (chip.metric === 'mcap' ? money.compact(chip.value) : money.price(chip.value));

/** A watched token's live value: it flashes on each move and carries the market socket's stale mark. */
const LiveValue = ({ chip, money }: { readonly chip: WatchlistChip; readonly money: Money }) => {
  const live = useLiveStale();
  // Keyed by the metric: switching Price and Market cap is not a move, and must not flash every row.
  return (
    <FlashValue key={chip.metric} value={chip.value}>
      <StaleMark stale={chip.value !== undefined && live.stale} reason={live.reason}>
        {valueText(chip, money)}
      </StaleMark>
    </FlashValue>
  );
};

const Choice = <T extends string>({
  label,
  value,
  options,
  names,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  names?: Partial<Record<T, string>>;
  onChange: (value: T) => void;
}) => (
  <div className={styles.choice} role="radiogroup" aria-label={label}>
    {options.map((option) => (
      <button
        key={option}
        type="button"
        role="radio"
        aria-checked={option === value}
        className={`${styles.option} ${option === value ? styles.selected : ''}`}
        onClick={() => onChange(option)}
      >
        {names?.[option] ?? option}
      </button>
    ))}
  </div>
);

const RemoveButton = ({ chip }: { readonly chip: WatchlistChip }) => {
  const watchlist = useWatchlistStreams();
  return (
    <button type="button" className={styles.remove} onClick={() => watchlist.remove(chip.address)} aria-label={`Remove ${chip.symbol} from the watchlist`}>
      ×
    </button>
  );
};

const Table = ({ chips, metricName, timeframe, money }: { chips: readonly WatchlistChip[]; metricName: string; timeframe: string; money: Money }) => (
  <table className={styles.table}>
    <thead>
      <tr>
        <th>Token</th>
        <th className={styles.num}>{metricName}</th>
        <th className={styles.num}>{timeframe}</th>
        <th aria-label="Remove" />
      </tr>
    </thead>
    <tbody>
      {chips.map((chip) => (
        <tr key={chip.address}>
          <td>
            <Link to={chip.href} className={styles.token}>
              <TokenIcon icon={chip.logoURI} size={28} />
              <span>{chip.symbol}</span>
            </Link>
          </td>
          <td className={styles.num} data-testid={`watch-value-${chip.address}`}>
            <LiveValue chip={chip} money={money} />
          </td>
          <td className={`${styles.num} ${changeClass(chip.priceChange) ?? ''}`}>{formatPercent(chip.priceChange)}</td>
          <td className={styles.actions}>
            <RemoveButton chip={chip} />
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

const Cards = ({ chips, money }: { chips: readonly WatchlistChip[]; money: Money }) => (
  <ul className={styles.cards}>
    {chips.map((chip) => (
      <li key={chip.address} className={styles.card}>
        <div className={styles.cardHead}>
          <Link to={chip.href} className={styles.token}>
            <TokenIcon icon={chip.logoURI} size={28} />
            <span>{chip.symbol}</span>
          </Link>
          <span className={styles.cardValue} data-testid={`watch-value-${chip.address}`}>
            <LiveValue chip={chip} money={money} />
          </span>
          <span className={changeClass(chip.priceChange)}>{formatPercent(chip.priceChange)}</span>
          <RemoveButton chip={chip} />
        </div>
        <MiniChart tokenId={chip.address} />
      </li>
    ))}
  </ul>
);

/** Route /watchlist: the watched tokens (newest first, 30 kept) live, as a table or charts. */
export const WatchlistPage = () => {
  const watchlist = useWatchlistStreams();
  const config = useWatchlistConfig();
  const rows = useWatchlistRows();
  const money = useMoney();
  const metricName = config.metric === 'mcap' ? 'Market cap' : 'Price';
  return (
    <div className={styles.page}>
      <PageMeta title="Watchlist" description="The tokens you follow, with live prices." />
      <div className={styles.head}>
        <h1 className={styles.title}>Watchlist</h1>
        <div className={styles.controls}>
          <Choice
            label="Metric"
            value={config.metric}
            options={['usdPrice', 'mcap'] as const}
            names={{ usdPrice: 'Price', mcap: 'Market cap' }}
            onChange={watchlist.setMetric}
          />
          <Choice label="Timeframe" value={config.timeframe} options={timeframes} onChange={watchlist.setTimeframe} />
          <Choice
            label="View"
            value={config.view}
            options={['table', 'chart'] as const}
            names={{ table: 'Table', chart: 'Charts' }}
            onChange={watchlist.setView}
          />
        </div>
      </div>
      {config.tokens.length === 0 ? (
        <p className={styles.empty}>No tokens on your watchlist yet. Open a token and press Watch to follow it here.</p>
      ) : config.view === 'table' ? (
        <Table chips={rows.chips} metricName={metricName} timeframe={config.timeframe} money={money} />
      ) : (
        <>
          <Cards chips={rows.chips} money={money} />
          <ChartCredit />
        </>
      )}
      {rows.status === 'error' && <p className={styles.empty}>Live values are unavailable right now.</p>}
    </div>
  );
};
