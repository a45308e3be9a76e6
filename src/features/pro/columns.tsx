import { highlightMcap, type SortField, type TokenRow } from '@streams/market';
import type { ReactNode } from 'react';
import { FlashValue } from '@/components/FlashValue';
import type { Money } from '@/format/money';
import { formatChangePercent, formatNumber, formatPercent } from '@/format/number';
import { AgeCell } from './AgeCell';
import { BondingBar, OrganicBadge, SecurityBadge } from './cells';
import styles from './TokenGrid.module.css';

export interface Column {
  readonly id: string;
  readonly label: string;
  readonly sort?: SortField;
  /** CSS grid track for this column. */
  readonly width: string;
  /** A tighter track for phones (under 480 px). */
  readonly narrowWidth?: string;
  /** Hidden below this viewport width (px). */
  readonly minViewport?: number;
  /** `money`: values in the user's Default Currency. */
  render(row: TokenRow, money: Money): ReactNode;
}

const signed = (value: number | undefined, text: string) => (
  <span className={value === undefined || value === 0 ? undefined : value > 0 ? styles.up : styles.down}>{text}</span>
);

export const metricColumns: readonly Column[] = [
  { id: 'age', label: 'Age', sort: 'listedAt', width: '56px', narrowWidth: '40px', render: (row) => <AgeCell listedAt={row.listedAt} /> },
  {
    id: 'price',
    label: 'Price',
    sort: 'price',
    width: 'minmax(84px, 1fr)',
    minViewport: 640,
    render: (row, money) => <FlashValue value={row.asset.usdPrice}>{money.price(row.asset.usdPrice)}</FlashValue>,
  },
  {
    id: 'mcap',
    label: 'MC',
    sort: 'mcap',
    width: 'minmax(72px, 1fr)',
    narrowWidth: '68px',
    render: (row, money) => (
      <FlashValue value={row.asset.mcap}>
        <span className={highlightMcap(row.asset.mcap) ? styles.highlight : undefined}>{money.compact(row.asset.mcap)}</span>
      </FlashValue>
    ),
  },
  {
    id: 'liquidity',
    label: 'Liq',
    sort: 'liquidity',
    width: 'minmax(70px, 1fr)',
    minViewport: 768,
    render: (row, money) => money.compact(row.asset.liquidity),
  },
  {
    id: 'volume',
    label: 'Vol',
    sort: 'volume',
    width: 'minmax(70px, 1fr)',
    minViewport: 480,
    // Volume grows with every trade: flashing it would say nothing and cost paints.
    render: (row, money) => money.compact(row.derived.volume),
  },
  { id: 'txs', label: 'Txs', sort: 'txs', width: 'minmax(56px, 0.8fr)', minViewport: 1024, render: (row) => formatNumber(row.derived.txs) },
  {
    id: 'netBuyers',
    label: 'Net buyers',
    sort: 'netBuyers',
    width: 'minmax(64px, 0.8fr)',
    minViewport: 1024,
    render: (row) => signed(row.derived.netBuyers, formatNumber(row.derived.netBuyers)),
  },
  {
    id: 'change',
    label: 'Change',
    sort: 'priceChange',
    width: 'minmax(70px, 0.9fr)',
    // '+888.8%', the widest formatChangePercent writes, is 63 px in the grid's font.
    narrowWidth: '66px',
    render: (row) => signed(row.derived.priceChange, formatChangePercent(row.derived.priceChange)),
  },
  {
    id: 'bonding',
    label: 'Curve',
    sort: 'bondingCurve',
    width: 'minmax(100px, 1.1fr)',
    minViewport: 768,
    render: (row) => <BondingBar value={row.asset.bondingCurve ?? row.pool.bondingCurve} />,
  },
  {
    id: 'organic',
    label: 'Organic',
    sort: 'organicScore',
    width: '76px',
    minViewport: 1280,
    render: (row) => <OrganicBadge label={row.asset.organicScoreLabel} />,
  },
  { id: 'security', label: 'Audit', width: '54px', minViewport: 1280, render: (row) => <SecurityBadge asset={row.asset} /> },
];

export const stockDeltaColumn: Column = {
  id: 'stockDelta',
  label: 'vs stock',
  width: 'minmax(72px, 0.9fr)',
  render: (row) => (row.priceDelta === undefined ? '–' : signed(-row.priceDelta, formatPercent(-row.priceDelta * 100, 2))),
};
