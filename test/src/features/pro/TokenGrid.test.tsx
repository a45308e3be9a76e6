import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import type { TokenRow } from '@streams/market/tokenRow';
import { TokenListModel } from '@streams/market/tokenListModel';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AgeCell } from '@/features/pro/AgeCell';
import type { Column } from '@/features/pro/columns';
import { TokenGrid } from '@/features/pro/TokenGrid';
import { makePool } from '../../../support/fixtures/pools';
import { withStreams } from '../../../support/renderApp';

const CREATED = '2026-11-01T00:00:00Z';
const listedAt = Date.parse(CREATED);
const FIRST_POOL = { id: 'first', createdAt: CREATED };

/** Columns that count how often each token's row renders (a column renders with its row). */
const countingColumns = () => {
  const renders = new Map<string, number>();
  const columns: readonly Column[] = [
    {
      id: 'mcap',
      label: 'MC',
      width: '80px',
      render: (row) => {
        renders.set(row.key, (renders.get(row.key) ?? 0) + 1);
        return String(row.asset.mcap);
      },
    },
    { id: 'age', label: 'Age', width: '60px', render: (row) => <AgeCell listedAt={row.listedAt} /> },
  ];
  return { columns, renders };
};

const pool = (id: string, mcap: number) =>
  makePool(id, { createdAt: CREATED, asset: { symbol: id.toUpperCase(), name: `Token ${id}`, mcap, firstPool: FIRST_POOL } });

const Where = () => <output aria-label="location">{useLocation().pathname}</output>;

interface Shown {
  readonly rows: readonly TokenRow[];
  readonly now: number;
}

const setup = (ids: readonly string[]) => {
  const model = new TokenListModel(false);
  model.load(ids.map((id, index) => pool(id, (index + 1) * 1000)));
  const { columns, renders } = countingColumns();
  const rows = () => model.view('24h', {}, null, 0);
  // The list's state lives below the router, as the page's does: new emissions re-render the
  // grid, not the router around it.
  let show: (next: Shown) => void = () => undefined;
  const Page = ({ initial }: { readonly initial: Shown }) => {
    const [shown, setShown] = useState(initial);
    show = (next) => act(() => setShown(next));
    return (
      <TokenGrid
        rows={shown.rows}
        columns={columns}
        sort={null}
        onSort={() => undefined}
        now={shown.now}
        label="Tokens"
        waiting={0}
        onPointerInside={() => undefined}
      />
    );
  };
  const start = (now: number) =>
    render(
      withStreams(
        <MemoryRouter>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <Page initial={{ rows: rows(), now }} />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>,
      ),
    );
  return { model, renders, rows, start, show: (next: Shown) => show(next) };
};

describe('TokenGrid', () => {
  it('renders a row again only when its token changed; a new second updates ages, not rows', () => {
    const { model, renders, rows, start, show } = setup(['a', 'b', 'c']);
    start(listedAt + 5_000);
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1, c: 1 });

    // b traded (a new pool object); a and c did not. Same second.
    model.apply({ type: 'update', pool: pool('b', 2500) });
    renders.clear();
    show({ rows: rows(), now: listedAt + 5_400 });
    expect(Object.fromEntries(renders)).toEqual({ b: 1 });
    expect(screen.getByRole('row', { name: 'B Token b' })).toHaveTextContent('2500');

    // Nothing traded; the clock passed a second: the ages change, no row renders.
    renders.clear();
    show({ rows: rows(), now: listedAt + 6_100 });
    expect(renders.size).toBe(0);
    expect(screen.getByRole('row', { name: 'A Token a' })).toHaveTextContent('6s');
  });

  it('moves one focusable cell with the arrow, Home/End and Ctrl+Home/End keys, and Enter opens the token', async () => {
    const user = userEvent.setup();
    const { start } = setup(['a', 'b', 'c']);
    start(listedAt + 5_000);
    const cell = (row: string, index: number) => within(screen.getByRole('row', { name: row })).getAllByRole('gridcell')[index];
    // One cell in the tab order: the first row's token cell.
    expect(screen.getAllByRole('gridcell').filter((element) => element.tabIndex === 0)).toEqual([cell('A Token a', 0)]);
    await user.tab();
    expect(cell('A Token a', 0)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('B Token b', 0)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cell('B Token b', 1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell('B Token b', 2)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell('B Token b', 0)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell('C Token c', 2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('C Token c', 2)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(cell('A Token a', 0)).toHaveFocus();
    expect(screen.getAllByRole('gridcell').filter((element) => element.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/tokens/b');
  });
});
