import { type SortField, tokenName, type TokenRow, tokenSymbol } from '@streams/market';
import { useVirtualizer } from '@tanstack/react-virtual';
import { withoutForcedLayout } from '@/components/virtualWithoutForcedLayout';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TokenIcon } from '@/components/TokenIcon';
import { ListClock } from './AgeCell';
import { LaunchpadChip, Socials } from './cells';
import type { Column } from './columns';
import styles from './TokenGrid.module.css';
import { useViewportWidth } from '@/hooks/useViewportWidth';
import type { Money } from '@/format/money';
import { useMoney } from '@/hooks/useMoney';

export const ROW_HEIGHT = 56;

/** Skeleton rows while a list loads: enough to fill the frame on a tall screen (the frame clips the rest). */
export const SKELETON_ROWS = 14;

interface TokenGridProps {
  readonly rows: readonly TokenRow[];
  readonly columns: readonly Column[];
  readonly sort: SortField | null;
  readonly onSort: (field: SortField) => void;
  /** Time the rows were derived at (for ages). */
  readonly now: number;
  readonly label: string;
  /** Rows that arrived while the order is held (the stream's freezeOrder), not shown yet. */
  readonly waiting: number;
  /** The pointer entered or left the rows: the list holds its order meanwhile. */
  readonly onPointerInside: (inside: boolean) => void;
}

/** The token column gives way on phones so the change column stays on screen. */
const gridTemplate = (columns: readonly Column[], viewport: number) => {
  const narrow = viewport < 480;
  return `minmax(${narrow ? 120 : 180}px, 2.4fr) ${columns.map((column) => (narrow && column.narrowWidth) || column.width).join(' ')}`;
};

const TokenCell = ({ row, ...cell }: { readonly row: TokenRow; readonly role: string; readonly tabIndex: number; readonly 'data-cell': number }) => {
  const symbol = tokenSymbol(row.asset.symbol);
  return (
    <div {...cell} className={styles.tokenCell}>
      <TokenIcon icon={row.asset.icon} size={32} />
      <div className={styles.identity}>
        <div className={styles.symbolLine}>
          <Link to={tokenPath(row)} className={styles.symbol} tabIndex={-1} onClick={(event) => event.stopPropagation()}>
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

interface GridRowProps {
  readonly row: TokenRow;
  readonly columns: readonly Column[];
  /** The grid track list (a string, so an unchanged layout compares equal). */
  readonly template: string;
  readonly top: number;
  readonly index: number;
  /** The cell that keyboard focus lives in, for the one active row; undefined elsewhere. */
  readonly activeCell: number | undefined;
  /** The Default Currency's formats: one object until the choice or SOL's price changes. */
  readonly money: Money;
}

/**
 * One row. Every prop is a primitive or an object that stays the same while its token does, so
 * the memo holds: a row renders again only when its token changed, it moved, or focus entered it.
 */
const GridRow = memo(({ row, columns, template, top, index, activeCell, money }: GridRowProps) => {
  const navigate = useNavigate();
  const cellProps = (cell: number) => ({ role: 'gridcell', tabIndex: activeCell === cell ? 0 : -1, 'data-cell': cell });
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-label={`${tokenSymbol(row.asset.symbol)} ${tokenName(row.asset.name)}`}
      className={styles.row}
      style={{ gridTemplateColumns: template, transform: `translateY(${top}px)`, height: ROW_HEIGHT }}
      data-row={index}
      onClick={() => void navigate(tokenPath(row))}
    >
      <TokenCell row={row} {...cellProps(0)} />
      {columns.map((column, at) => (
        <div key={column.id} className={styles.cell} {...cellProps(at + 1)}>
          {column.render(row, money)}
        </div>
      ))}
    </div>
  );
});
GridRow.displayName = 'GridRow';

const tokenPath = (row: TokenRow) => `/tokens/${encodeURIComponent(row.asset.id)}`;

/** Where keyboard focus is: a row of the list and a cell of it (0 is the token). */
interface Focus {
  readonly row: number;
  readonly cell: number;
}

/** The ARIA grid keys: arrows move a cell, Home/End to the row's ends (with Ctrl: the list's), Page keys a screenful. */
const moveFocus = (focus: Focus, key: string, ctrl: boolean, rowCount: number, cellCount: number, page: number): Focus | undefined => {
  const clampRow = (row: number) => Math.max(0, Math.min(rowCount - 1, row));
  const clampCell = (cell: number) => Math.max(0, Math.min(cellCount - 1, cell));
  switch (key) {
    case 'ArrowDown':
      return { ...focus, row: clampRow(focus.row + 1) };
    case 'ArrowUp':
      return { ...focus, row: clampRow(focus.row - 1) };
    case 'ArrowRight':
      return { ...focus, cell: clampCell(focus.cell + 1) };
    case 'ArrowLeft':
      return { ...focus, cell: clampCell(focus.cell - 1) };
    case 'PageDown':
      return { ...focus, row: clampRow(focus.row + page) };
    case 'PageUp':
      return { ...focus, row: clampRow(focus.row - page) };
    case 'Home':
      return ctrl ? { row: 0, cell: 0 } : { ...focus, cell: 0 };
    case 'End':
      return ctrl ? { row: rowCount - 1, cell: cellCount - 1 } : { ...focus, cell: cellCount - 1 };
    default:
      return undefined;
  }
};

/**
 * The token list as an ARIA grid: a sticky header of sortable column headers and virtualised,
 * fixed-height rows (only those on screen are in the DOM). Rows open the token page; the grid
 * keeps one cell in the tab order and moves it with the arrow, Home/End and Page keys, and
 * Enter opens the focused row's token.
 */
export const TokenGrid = ({ rows, columns: allColumns, sort, onSort, now, label, waiting, onPointerInside }: TokenGridProps) => {
  const money = useMoney();
  const scroller = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const viewport = useViewportWidth();
  const columns = useMemo(() => allColumns.filter((column) => !column.minViewport || viewport >= column.minViewport), [allColumns, viewport]);
  const template = useMemo(() => gridTemplate(columns, viewport), [columns, viewport]);
  const [focus, setFocus] = useState<Focus>({ row: 0, cell: 0 });
  const [keyboardMoves, setKeyboardMoves] = useState(0);
  const active: Focus = { row: Math.min(focus.row, Math.max(0, rows.length - 1)), cell: Math.min(focus.cell, columns.length) };
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual keeps its own state; it is used as documented.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height: 720 },
    ...withoutForcedLayout,
  });
  // Ages change every second at most; only the age cells read the clock.
  const second = Math.floor(now / 1000) * 1000;

  // After a key moved focus: the target row is rendered now (scrolled into view), focus its cell.
  useEffect(() => {
    if (keyboardMoves === 0) return;
    scroller.current?.querySelector<HTMLElement>(`[data-row="${active.row}"] [data-cell="${active.cell}"]`)?.focus();
  }, [keyboardMoves, active.row, active.cell]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (rows.length === 0 || !(event.target instanceof HTMLElement) || !event.target.hasAttribute('data-cell')) return;
    if (event.key === 'Enter') {
      const row = rows[active.row];
      if (row) void navigate(tokenPath(row));
      return;
    }
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const next = moveFocus(active, event.key, event.ctrlKey || event.metaKey, rows.length, columns.length + 1, page);
    if (!next) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next.row);
    setFocus(next);
    setKeyboardMoves((count) => count + 1);
  };

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
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          // Focus that arrives on a cell by pointer or Tab becomes the active cell.
          const cell = event.target.closest<HTMLElement>('[data-cell]');
          const row = event.target.closest<HTMLElement>('[data-row]');
          if (cell && row) setFocus({ row: Number(row.dataset.row), cell: Number(cell.dataset.cell) });
        }}
      >
        <div role="row" aria-rowindex={1} className={`${styles.row} ${styles.header}`} style={{ gridTemplateColumns: template }}>
          <div role="columnheader" className={styles.tokenHeader}>
            Token
          </div>
          {columns.map((column) => (
            <div key={column.id} role="columnheader" aria-sort={column.sort && column.sort === sort ? 'descending' : 'none'} className={styles.cell}>
              {column.sort ? (
                <button
                  type="button"
                  className={column.sort === sort ? styles.sortActive : styles.sortButton}
                  onClick={() => column.sort && onSort(column.sort)}
                >
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
          onPointerEnter={(event) => event.pointerType === 'mouse' && onPointerInside(true)}
          onPointerLeave={() => onPointerInside(false)}
        >
          <ListClock.Provider value={second}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <GridRow
                  key={row.key}
                  row={row}
                  columns={columns}
                  money={money}
                  template={template}
                  top={item.start}
                  index={item.index}
                  activeCell={item.index === active.row ? active.cell : undefined}
                />
              );
            })}
          </ListClock.Provider>
        </div>
      </div>
    </div>
  );
};

/**
 * What stands in the grid's place while its list loads: the grid's own frame (the same height, so
 * nothing moves when the rows come), a header line that says what is loading, and rows of grey
 * bars the height of the real ones.
 */
export const GridSkeleton = ({ message }: { readonly message: string }) => (
  <div className={styles.wrapper}>
    <div className={`${styles.scroller} ${styles.skeleton}`} role="status" aria-busy="true" data-testid="grid-skeleton">
      <div className={`${styles.row} ${styles.header}`}>{message}</div>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonRow} style={{ height: ROW_HEIGHT }} aria-hidden="true">
          <span className={styles.skeletonIcon} />
          <span className={styles.skeletonBar} />
          <span className={styles.skeletonBar} />
        </div>
      ))}
    </div>
  </div>
);
