import { screen, waitFor, within } from '@testing-library/react';
import { Subject, of } from 'rxjs';
import type { HttpTransport } from '@streams/core/http';
import { ExploreView } from '@/features/pro/ExploreView';
import { ROW_HEIGHT, SKELETON_ROWS } from '@/features/pro/TokenGrid';
import { jsonResponse } from '../../../support/fakeHttp';
import { makePool, stats } from '../../../support/fixtures/pools';
import { createTestStreams, renderApp } from '../../../support/renderApp';

const pools = [
  makePool('bonk', { asset: { symbol: 'BONK', name: 'Bonk', mcap: 2_000_000, stats24h: stats({ buyVolume: 900, sellVolume: 100 }) } }),
  makePool('wif', { asset: { symbol: 'WIF', name: 'dogwifhat', mcap: 9_000_000, stats24h: stats({ buyVolume: 300 }) } }),
  makePool('evil', {
    asset: {
      symbol: '<b>EVIL</b>',
      name: '\u202Egnp.exe <img src=x onerror=alert(1)>',
      mcap: 5_000,
      website: 'javascript:alert(1)',
      stats24h: stats({ buyVolume: 50 }),
    },
  }),
];

const transport: HttpTransport = () => of(jsonResponse({ pools }));

const renderExplore = () =>
  renderApp('/pro', {
    streams: createTestStreams({ transport }),
    routes: [{ path: '/pro', element: <ExploreView tabs={['toptraded', 'recent']} defaultTab="toptraded" /> }],
  });

const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('columnheader').length === 0);

describe('ExploreView', () => {
  it('renders the snapshot as an ARIA grid, rows named by symbol first, sorted by volume', async () => {
    renderExplore();
    const grid = await screen.findByRole('grid', { name: 'Top Traded tokens' });
    expect(grid).toHaveAttribute('aria-rowcount', '4');
    // network text is cut to its limits (symbol 10, name 30) and bidi controls are removed
    expect(dataRows().map((row) => row.getAttribute('aria-label'))).toEqual(['BONK Bonk', 'WIF dogwifhat', '<b>EVIL</… gnp.exe <img src=x onerror=al…']);
    expect(screen.getByText('3 tokens')).toBeInTheDocument();
  });

  it('renders hostile names as inert text, without script links', async () => {
    renderExplore();
    await screen.findByRole('grid');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('sorts by a column header and remembers it', async () => {
    const { user } = renderExplore();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'MC' }));
    await waitFor(() => expect(dataRows()[0]).toHaveAttribute('aria-label', 'WIF dogwifhat'));
    expect(screen.getByRole('columnheader', { name: /MC/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters narrow the list and show how many remain; a reset restores it', async () => {
    const { user } = renderExplore();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // The form's code comes with the first press: the field appears once it is in.
    await user.type(await screen.findByRole('textbox', { name: 'Market cap minimum' }), '1000000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByText('2 of 3 tokens')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(screen.getByText('3 tokens')).toBeInTheDocument());
  });

  it('a filter that leaves nothing says so, with a reset', async () => {
    const { user } = renderExplore();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // The form's code comes with the first press: the field appears once it is in.
    await user.type(await screen.findByRole('textbox', { name: 'Market cap minimum' }), '1e12');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(/No tokens match your filters/)).toBeInTheDocument();
  });

  it('tabs switch categories through the address', async () => {
    const { user, router } = renderExplore();
    await screen.findByRole('grid');
    await user.click(screen.getByRole('tab', { name: 'New' }));
    expect(router.state.location.search).toBe('?tab=recent');
    expect(await screen.findByRole('grid', { name: 'New tokens' })).toBeInTheDocument();
  });

  it("holds the grid's place while the list loads: skeleton rows in the grid's frame, and the toolbar's status line already there", async () => {
    // The list's answer waits until the test sends it.
    const answer = new Subject<ReturnType<typeof jsonResponse>>();
    const slow: HttpTransport = (request) => (request.url.includes('/pools') || request.url.includes('toptraded') ? answer : of(jsonResponse({ pools })));
    renderApp('/pro', {
      streams: createTestStreams({ transport: slow }),
      routes: [{ path: '/pro', element: <ExploreView tabs={['toptraded', 'recent']} defaultTab="toptraded" /> }],
    });
    const skeleton = await screen.findByTestId('grid-skeleton');
    expect(skeleton).toHaveAttribute('role', 'status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveTextContent('Loading Top Traded…');
    const bars = [...skeleton.children].filter((child) => child.getAttribute('aria-hidden') === 'true');
    expect(bars).toHaveLength(SKELETON_ROWS);
    for (const bar of bars) expect(bar).toHaveStyle({ height: `${ROW_HEIGHT}px` });
    // The toolbar's status line is there before the rows: the count (empty yet) and the connection.
    expect(screen.getByTestId('list-count')).toHaveTextContent(/^$/);
    expect(screen.getByRole('status', { name: /^Stream / })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    answer.next(jsonResponse({ pools }));
    answer.complete();
    const grid = await screen.findByRole('grid', { name: 'Top Traded tokens' });
    expect(screen.queryByTestId('grid-skeleton')).not.toBeInTheDocument();
    // The skeleton wore the grid's own frame, so the rows take exactly its place.
    expect(grid.className).toMatch(/scroller/);
    expect(skeleton.className.split(' ')[0]).toBe(grid.className);
    expect(screen.getByTestId('list-count')).toHaveTextContent('3 tokens');
  });
});
