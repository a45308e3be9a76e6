import { tokenName, tokenSymbol } from '@streams/market/tokenText';
import type { SortField } from '@streams/market/sorting';
import type { TokenRow } from '@streams/market/tokenRow';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, memo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TokenIcon } from '@/components/TokenIcon';
import { LaunchpadChip, Socials } from './cells';
import type { Column } from './columns';
import styles from './TokenGrid.module.css';
import { useFrozenOrder } from './useFrozenOrder';
import { useViewportWidth } from '@/hooks/useViewportWidth';

export const ROW_HEIGHT = 56;

interface TokenGridProps {
  readonly rows: readonly TokenRow[];
  readonly columns: readonly Column[];
  readonly sort: SortField | null;
  readonly onSort: (field: SortField) => void;
  /** Time the rows were derived at (for ages). */
  readonly now: number;
  readonly label: string;
  /** Identifies the user's view (sort, filter): a change re-applies the order even while paused. */
  readonly viewKey: string;
}

/** The token column gives way on phones so the change column stays on screen. */
const gridTemplate = (columns: readonly Column[], viewport: number) => {
  const narrow = viewport < 480;
  return `minmax(${narrow ? 120 : 180}px, 2.4fr) ${columns.map((column) => (narrow && column.narrowWidth) || column.width).join(' ')}`;
};

const TokenCell = ({ row }: { readonly row: TokenRow }) => {
  const symbol = tokenSymbol(row.asset.symbol);
  return (
    <div role="gridcell" className={styles.tokenCell}>
      <TokenIcon icon={row.asset.icon} size={32} />
      <div className={styles.identity}>
        <div className={styles.symbolLine}>
          <Link to={`/tokens/${encodeURIComponent(row.asset.id)}`} className={styles.symbol} onClick={(event) => event.stopPropagation()}>
            {symbol}
          </Link>
          {row.asset.isVerified && (
            <span className={styles.verified} title="Verified" aria-label="Verified">
              ✓
            </span>
          )}
          <LaunchpadChip id={row.asset.launchpad} />
        </div>
        <div className={styles.nameLine}>
          <span className={styles.name}>{tokenName(row.asset.name)}</span>
          <Socials asset={row.asset} symbol={symbol} />
        </div>
      </div>
    </div>
  );
};

const GridRow = memo(
  ({ row, columns, now, index, style }: { row: TokenRow; columns: readonly Column[]; now: number; index: number; style: CSSProperties }) => {
    const navigate = useNavigate();
    return (
      <div
        role="row"
        aria-rowindex={index + 2}
        aria-label={`${tokenSymbol(row.asset.symbol)} ${tokenName(row.asset.name)}`}
        className={styles.row}
        style={style}
        onClick={() => void navigate(`/tokens/${encodeURIComponent(row.asset.id)}`)}
      >
        <TokenCell row={row} />
        {columns.map((column) => (
          <div key={column.id} role="gridcell" className={styles.cell}>
            {column.render(row, now)}
          </div>
        ))}
      </div>
    );
  },
);
GridRow.displayName = 'GridRow';

/**
 * The token list as an ARIA grid: a sticky header of sortable column headers and virtualised,
 * fixed-height rows (only those on screen are in the DOM). Rows open the token page.
 */
export const TokenGrid = ({ rows: liveRows, columns: allColumns, sort, onSort, now, label, viewKey }: TokenGridProps) => {
  const scroller = useRef<HTMLDivElement>(null);
  const viewport = useViewportWidth();
  const columns = allColumns.filter((column) => !column.minViewport || viewport >= column.minViewport);
  const [pointerInside, setPointerInside] = useState(false);
  const { rows, waiting } = useFrozenOrder(liveRows, pointerInside, viewKey);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual keeps its own state; it is used as documented.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height: 720 },
  });
  // Ages change every second at most, so rows need not re-render for every emission.
  const second = Math.floor(now / 1000) * 1000;
  const template = { gridTemplateColumns: gridTemplate(columns, viewport) };

  return (
    <div className={styles.wrapper}>
      {waiting > 0 && (
        <div className={styles.paused} role="status">
          Paused while you point at the list · {waiting} new
        </div>
      )}
      <div
        ref={scroller}
        className={styles.scroller}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
      >
        <div role="row" aria-rowindex={1} className={`${styles.row} ${styles.header}`} style={template}>
          <div role="columnheader" className={styles.tokenHeader}>
            Token
          </div>
          {columns.map((column) => (
            <div
              key={column.id}
              role="columnheader"
              aria-sort={column.sort && column.sort === sort ? 'descending' : 'none'}
              className={styles.cell}
            >
              {column.sort ? (
                <button type="button" className={column.sort === sort ? styles.sortActive : styles.sortButton} onClick={() => column.sort && onSort(column.sort)}>
                  {column.label}
                  {column.sort === sort && <span aria-hidden="true"> ↓</span>}
                </button>
              ) : (
                column.label
              )}
            </div>
          ))}
        </div>
        {/* Pointing at the rows (not the header) pauses the order: nothing moves under the cursor. */}
        <div
          className={styles.body}
          style={{ height: virtualizer.getTotalSize() }}
          onPointerEnter={(event) => event.pointerType === 'mouse' && setPointerInside(true)}
          onPointerLeave={() => setPointerInside(false)}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <GridRow
                key={row.key}
                row={row}
                columns={columns}
                now={second}
                index={item.index}
                style={{ ...template, transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
};
