import type { SearchItem } from '@streams/search';
import { memo } from 'react';
import { TokenIcon } from '@/components/TokenIcon';
import { shortAddress } from '@/format/address';

import styles from './Search.module.css';
import { useMoney } from '@/hooks/useMoney';

const Metric = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <span className={styles.metric}>
    <span className={styles.metricLabel}>{label}</span>
    <span className={styles.metricValue}>{value}</span>
  </span>
);

interface RowProps {
  readonly item: SearchItem;
  readonly id: string;
  readonly active: boolean;
  readonly onPick: (item: SearchItem) => void;
  readonly onHover: () => void;
}

/** One result (spec 000 §3 Search item): icon, symbol, verified tick, name, short mint, price, MC, VOL, LIQ, ORG. */
export const SearchResultRow = memo(({ item, id, active, onPick, onHover }: RowProps) => {
  const money = useMoney();
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      aria-label={`${item.symbol} ${item.name}`}
      className={`${styles.row} ${active ? styles.active : ''}`}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(item)}
      onMouseMove={active ? undefined : onHover}
    >
      <TokenIcon icon={item.icon} size={36} />
      <span className={styles.identity}>
        <span className={styles.symbolLine}>
          <span className={styles.symbol}>{item.symbol}</span>
          {item.isVerified && (
            <span className={styles.verified} title="Verified" aria-label="Verified">
              ✓
            </span>
          )}
          <span className={styles.address}>{shortAddress(item.id)}</span>
        </span>
        <span className={styles.name}>{item.name}</span>
      </span>
      <span className={styles.metrics}>
        <span className={styles.price}>{money.price(item.usdPrice)}</span>
        <span className={styles.metricLine}>
          <Metric label="MC" value={money.compact(item.mcap)} />
          <Metric label="VOL" value={money.compact(item.volume24h)} />
          <Metric label="LIQ" value={money.compact(item.liquidity)} />
          <Metric label="ORG" value={item.organicScore === undefined ? '–' : String(Math.round(item.organicScore))} />
        </span>
      </span>
    </li>
  );
});
SearchResultRow.displayName = 'SearchResultRow';
