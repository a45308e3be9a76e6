import type { HoldingRow, HoldingsValueFilter, HoldingsView } from '@streams/portfolio';
import { tokenName, tokenSymbol } from '@streams/market';
import { shortAddress } from '@/format/address';
import { formatNumber } from '@/format/number';
import { Link } from 'react-router';
import { FlashValue } from '@/components/FlashValue';
import { StaleMark } from '@/components/StaleMark';
import { TokenIcon } from '@/components/TokenIcon';
import { priceStaleReason } from '@/format/staleText';
import styles from './HoldingsList.module.css';
import { masked, useDrawerSettings } from './useProfileData';
import { useMoney } from '@/hooks/useMoney';

const filterLabels: Record<HoldingsValueFilter, string> = {
  show_all: 'Show All',
  'above_0.01': 'Above $0.01',
  above_1: 'Above $1',
  above_5: 'Above $5',
  above_10: 'Above $10',
};

/** The wallet's tokens, 64 px rows, largest value first, behind the persisted value filter. */
export const HoldingsList = ({ view, rows }: { readonly view: HoldingsView; readonly rows: readonly HoldingRow[] }) => {
  const [settings, update] = useDrawerSettings();
  return (
    <section className={styles.holdings} aria-label="Holdings">
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <span className="visually-hidden">Holdings value filter</span>
          <select value={settings.holdingsValueFilter} onChange={(event) => update({ holdingsValueFilter: event.target.value as HoldingsValueFilter })}>
            {Object.entries(filterLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {view.status === 'ready' && view.refreshing && <span className={styles.refreshing}>Updating…</span>}
      </div>
      {view.status === 'loading' && <p className={styles.notice}>Loading holdings...</p>}
      {view.status === 'error' && <p className={styles.notice}>Holdings are unavailable right now. They will load on the next try.</p>}
      {view.status === 'ready' && rows.length === 0 && <p className={styles.notice}>No Holdings</p>}
      {rows.length > 0 && (
        <ul className={styles.list}>
          {rows.map((row) => (
            <HoldingItem key={row.mint + (row.native ? ':native' : '')} row={row} hidden={settings.hideBalance} />
          ))}
        </ul>
      )}
    </section>
  );
};

const HoldingItem = ({ row, hidden }: { readonly row: HoldingRow; readonly hidden: boolean }) => {
  const money = useMoney();
  const symbol = row.info ? tokenSymbol(row.info.symbol) : shortAddress(row.mint);
  return (
    <li className={styles.row}>
      <Link to={`/tokens/${row.mint}`} className={styles.main} aria-label={`${row.info ? tokenName(row.info.name) : symbol} holding`}>
        <TokenIcon icon={row.info?.icon} size={36} />
        <span className={styles.names}>
          <span className={styles.name}>
            {row.info ? tokenName(row.info.name) : row.unknown ? 'Unknown token' : <span className={styles.pending}>Loading token…</span>}
            {row.info?.isVerified && (
              <span className={styles.verified} role="img" aria-label="Verified">
                ✓
              </span>
            )}
          </span>
          <span className={styles.amount}>
            {masked(hidden, formatNumber(row.uiAmount, { decimals: 4 }))} {symbol}
          </span>
        </span>
      </Link>
      <span className={styles.chips}>
        {row.stakeable && (
          <a className={styles.chip} href="https://vote.jup.ag" target="_blank" rel="noopener noreferrer">
            Stake
          </a>
        )}
        {row.lendApy !== undefined && (
          <Link className={`${styles.chip} ${styles.earn}`} to={`/lend/earn/${encodeURIComponent(symbol)}`}>
            Earn {formatNumber(row.lendApy, { decimals: 2 })}% APY
          </Link>
        )}
      </span>
      <span className={styles.value} data-testid={`holding-value-${row.mint}`}>
        {/* Hidden balances neither flash nor say when they moved. */}
        <FlashValue value={hidden ? undefined : row.usdValue}>
          <StaleMark stale={!hidden && row.priceFreshness.stale} reason={priceStaleReason(row.priceFreshness.updatedAt)}>
            {masked(hidden, row.usdValue === undefined ? '–' : money.value(row.usdValue))}
          </StaleMark>
        </FlashValue>
      </span>
    </li>
  );
};
