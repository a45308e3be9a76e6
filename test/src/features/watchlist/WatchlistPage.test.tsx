import type { ChartEvent } from '@streams/charts/chartSeries';
import { SOL_MINT, USDC_MINT } from '@streams/search/builtinTokens';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams, renderApp } from '../../../support/renderApp';

const created = vi.fn();
vi.mock('@/features/token/candleChart', () => ({
  createCandleChart: (container: HTMLElement) => {
    created(container);
    return {
      apply: (_event: ChartEvent) => undefined,
      remove: () => undefined,
      setType: () => undefined,
      barsInView: () => undefined,
      setTargetLine: () => undefined,
      priceAt: () => undefined,
      yOf: () => undefined,
    };
  },
}));

const WAIT = { timeout: 5000 };

const pool = (id: string, symbol: string, usdPrice: number, mcap: number, change: number) => ({
  id: `pool-${id}`,
  createdAt: '2024-01-01T00:00:00Z',
  baseAsset: { id, symbol, name: symbol, usdPrice, mcap, stats24h: { priceChange: change }, stats1h: { priceChange: -change } },
});

const watchlistStreams = () => {
  const services = createFakeServices([
    [/\/v1\/pools$/, () => ({ pools: [pool(SOL_MINT, 'SOL', 182.4, 88_000_000_000, 3.2), pool(USDC_MINT, 'USDC', 1, 9_100_000_000, 0)] })],
    [/\/v2\/charts\//, () => ({ candles: [] })],
  ]);
  return createTestStreams({ transport: services.transport });
};

describe('WatchlistPage', { timeout: 20_000 }, () => {
  it('shows the watched tokens live, as charts by default and as a table on request', async () => {
    const streams = watchlistStreams();
    const { user } = renderApp('/watchlist', { streams });
    expect(await screen.findByRole('heading', { name: 'Watchlist' }, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('mini-chart')).toHaveLength(2), WAIT);
    // Each chart is made once its library's chunk has loaded: after the cards are there.
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2), WAIT);

    await user.click(screen.getByRole('radio', { name: 'Table' }));
    const table = screen.getByRole('table');
    const sol = await within(table).findByRole('row', { name: /SOL/ }, WAIT);
    await waitFor(() => expect(sol).toHaveTextContent('$88B'), WAIT);
    expect(sol).toHaveTextContent('+3.2%');
    expect(within(sol).getByRole('link', { name: 'SOL' })).toHaveAttribute('href', `/tokens/${SOL_MINT}`);

    await user.click(screen.getByRole('radio', { name: 'Price' }));
    expect(within(table).getByRole('row', { name: /SOL/ })).toHaveTextContent('$182.4');
    await user.click(screen.getByRole('radio', { name: '1h' }));
    await waitFor(() => expect(within(table).getByRole('row', { name: /SOL/ })).toHaveTextContent('-3.2%'), WAIT);

    await user.click(screen.getByRole('button', { name: 'Remove USDC from the watchlist' }));
    expect(within(table).queryByRole('row', { name: /USDC/ })).not.toBeInTheDocument();
    expect(streams.streams.watchlist.current()).toMatchObject({ view: 'table', metric: 'usdPrice', timeframe: '1h', tokens: [{ address: SOL_MINT }] });
  });

  it('explains an empty watchlist', async () => {
    const streams = watchlistStreams();
    streams.streams.watchlist.remove(SOL_MINT);
    streams.streams.watchlist.remove(USDC_MINT);
    renderApp('/watchlist', { streams });
    expect(await screen.findByText(/No tokens on your watchlist yet/, {}, WAIT)).toBeInTheDocument();
  });
});
