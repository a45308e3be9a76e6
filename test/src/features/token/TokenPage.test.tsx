import type { ChartEvent } from '@streams/charts/chartSeries';
import { chartsFeature } from '@streams/charts/feature';
import { screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams, renderApp } from '../../../support/renderApp';

const applied: ChartEvent[] = [];
const created = vi.fn();
const removed = vi.fn();
const types: string[] = [];
// lightweight-charts needs a canvas: the page's chart module is replaced by a recorder.
vi.mock('@/features/token/candleChart', () => ({
  createCandleChart: (container: HTMLElement, options: { type: string }) => {
    created(container);
    types.push(options.type);
    return {
      apply: (event: ChartEvent) => applied.push(event),
      remove: removed,
      setType: (type: string) => types.push(type),
      barsInView: () => 120,
      setTargetLine: () => undefined,
      priceAt: () => undefined,
      yOf: () => undefined,
    };
  },
}));

/** The page loads lazily; a busy machine needs more than the default second. */
const WAIT = { timeout: 5000 };

const MINT = 'Tok3nMint11111111111111111111111111111111111';
const MISSING = 'Missing111111111111111111111111111111111111';

const asset = {
  id: MINT,
  name: 'Callisto <script>alert(1)</script> Token',
  symbol: 'CALL',
  decimals: 6,
  usdPrice: 0.0123,
  mcap: 12_300_000,
  liquidity: 456_000,
  holderCount: 4321,
  isVerified: true,
  organicScore: 81,
  organicScoreLabel: 'high',
  stats5m: { priceChange: -1.5, buyVolume: 100, sellVolume: 300, numBuys: 3, numSells: 7, numTraders: 9, numNetBuyers: 2, numOrganicBuyers: 1 },
  stats24h: {
    priceChange: 12.5,
    buyVolume: 90_000,
    sellVolume: 30_000,
    numBuys: 410,
    numSells: 120,
    numTraders: 300,
    numNetBuyers: 200,
    numOrganicBuyers: 150,
  },
};

const tx = (n: number, type: 'buy' | 'sell') => ({
  timestamp: new Date(Date.UTC(2026, 0, 1, 12, 0, n)).toISOString(),
  asset: MINT,
  type,
  usdPrice: 0.0123,
  usdVolume: 50 * n,
  traderAddress: `Trader${n}111111111111111111111111111111111`,
  txHash: `hash${n}`,
  amount: 1000 * n,
});

const candles = [
  { time: 1_767_268_800, open: 0.01, high: 0.013, low: 0.009, close: 0.012, volume: 500 },
  { time: 1_767_269_700, open: 0.012, high: 0.0125, low: 0.0118, close: 0.0123, volume: 800 },
];

const tokenStreams = () => {
  const services = createFakeServices([
    [/\/v1\/assets\/[^/]+\/description$/, () => ({ status: 'success', description: 'A token <b>for</b> tests.' })],
    [/\/v1\/assets$/, (url) => (url.searchParams.get('ids') === MINT ? [asset] : [])],
    [/\/v1\/txs\//, () => ({ txs: [tx(1, 'buy'), tx(2, 'sell')] })],
    [/\/v2\/charts\//, () => ({ candles })],
  ]);
  return { ...createTestStreams({ transport: services.transport }), requests: services.requests };
};

beforeEach(() => {
  applied.length = 0;
  created.mockClear();
  removed.mockClear();
});

describe('TokenPage', { timeout: 20_000 }, () => {
  it('shows the header, figures and live price of the token, its names as text', async () => {
    renderApp(`/tokens/${MINT}`, { streams: tokenStreams() });
    expect(await screen.findByRole('heading', { level: 1 }, WAIT)).toHaveTextContent('Callisto <script>alert(1)</sc…');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('CALL')).toBeInTheDocument();
    expect(screen.getByText('✓ Verified')).toBeInTheDocument();
    expect(screen.getByTestId('token-price')).toHaveTextContent('$0.0123');
    expect(screen.getByText('+12.5% 24h')).toBeInTheDocument();
    expect(screen.getByText('$12.3M')).toBeInTheDocument();
    expect(screen.getByText('$456k')).toBeInTheDocument();
    expect(screen.getByText('4,321')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Swap CALL' })).toHaveAttribute('href', `/swap/SOL-${MINT}`);
    expect(await screen.findByText('A token <b>for</b> tests.', {}, WAIT)).toBeInTheDocument();
    // The page title takes the same sanitised, cut names.
    await waitFor(() => expect(document.title).toBe('CALL · Callisto <script>alert(1)</sc… · Callisto'));
  });

  it('adds the token to the watchlist and takes it off again', async () => {
    const streams = tokenStreams();
    const { user } = renderApp(`/tokens/${MINT}`, { streams });
    const watch = await screen.findByRole('button', { name: '☆ Watch' }, WAIT);
    await user.click(watch);
    expect(screen.getByRole('button', { name: '★ Watching' })).toHaveAttribute('aria-pressed', 'true');
    expect(streams.streams.watchlist.current().tokens[0]).toEqual({ address: MINT, symbol: 'CALL' });
    await user.click(screen.getByRole('button', { name: '★ Watching' }));
    expect(streams.streams.watchlist.current().tokens.map((token) => token.address)).not.toContain(MINT);
  });

  it('switches the stats between timeframes', async () => {
    const { user } = renderApp(`/tokens/${MINT}`, { streams: tokenStreams() });
    const stats = await screen.findByRole('region', { name: 'Stats' }, WAIT);
    const panel = within(stats).getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('24h stats');
    expect(within(panel).getByText('$120k')).toBeInTheDocument();
    expect(within(panel).getByText('+100')).toBeInTheDocument();
    await user.click(within(stats).getByRole('tab', { name: /5m/ }));
    expect(within(stats).getByRole('tab', { name: /5m/ })).toHaveAttribute('aria-selected', 'true');
    expect(panel).toHaveAccessibleName('5m stats');
    expect(within(panel).getByText('$400.00')).toBeInTheDocument();
    expect(within(panel).getByText('-5')).toBeInTheDocument();
  });

  it('lists the latest trades, newest first', async () => {
    renderApp(`/tokens/${MINT}`, { streams: tokenStreams() });
    const trades = await screen.findByRole('region', { name: 'Trades' }, WAIT);
    await waitFor(() => expect(within(trades).getAllByRole('row')).toHaveLength(3), WAIT);
    const [, newest, oldest] = within(trades).getAllByRole('row');
    expect(newest).toHaveTextContent('Sell');
    expect(newest).toHaveTextContent('$100');
    expect(oldest).toHaveTextContent('Buy');
    expect(oldest).toHaveTextContent('Trad…1111');
  });

  it('charts the history from /v2/charts at the remembered interval', async () => {
    const streams = tokenStreams();
    renderApp(`/tokens/${MINT}`, { streams });
    await screen.findByRole('region', { name: 'Chart' }, WAIT);
    await waitFor(() => expect(applied).toContainEqual({ kind: 'reset', bars: candles }), WAIT);
    expect(created).toHaveBeenCalledWith(screen.getByTestId('candle-chart'));
    const chartRequest = streams.requests.find((request) => request.url.includes('/v2/charts/'));
    expect(new URL(chartRequest?.url ?? 'http://x').searchParams.get('interval')).toBe('15_MINUTE');
    await waitFor(() => expect(screen.queryByText('Loading chart...')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '15m' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the price as the chosen type and stores it', async () => {
    const streams = tokenStreams();
    const { user } = renderApp(`/tokens/${MINT}`, { streams });
    await screen.findByRole('region', { name: 'Chart' }, WAIT);
    // The first draw (candles) may come after the region on a loaded machine: wait for it, then count.
    await waitFor(() => expect(types).toContain('candles'), WAIT);
    types.length = 0;
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(types).toEqual(['columns']);
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(streams.storage.getItem('callisto-trading-view-state') ?? '{}')).toMatchObject({ type: 'columns' });
  });

  it('passes live bars to the chart and follows the interval picked', async () => {
    const streams = tokenStreams();
    const feeds = new Map<string, Subject<ChartEvent>>();
    const chartFeed = vi.fn((tokenId: string, interval: string) => {
      const feed = new Subject<ChartEvent>();
      feeds.set(`${tokenId}:${interval}`, feed);
      return feed;
    });
    Object.assign(streams.streams.features.get(chartsFeature).feed, { chartFeed });
    const { user } = renderApp(`/tokens/${MINT}`, { streams });
    await screen.findByRole('region', { name: 'Chart' }, WAIT);
    expect(screen.getByText('Loading chart...')).toBeInTheDocument();
    const bar = { time: 1_767_269_700, open: 1, high: 2, low: 0.5, close: 1.5, volume: 10 };
    // The chart subscribes once mounted.
    await waitFor(() => expect(feeds.get(`${MINT}:15`)?.observed).toBe(true), WAIT);
    feeds.get(`${MINT}:15`)?.next({ kind: 'reset', bars: [] });
    expect(await screen.findByText('No trades in this range yet', {}, WAIT)).toBeInTheDocument();
    feeds.get(`${MINT}:15`)?.next({ kind: 'update', bars: [bar] });
    feeds.get(`${MINT}:15`)?.next({ kind: 'update', bars: [{ ...bar, close: 1.7, high: 2.1 }] });
    await waitFor(() => expect(screen.queryByText('No trades in this range yet')).not.toBeInTheDocument());
    expect(applied.slice(-2)).toEqual([
      { kind: 'update', bars: [bar] },
      { kind: 'update', bars: [{ ...bar, close: 1.7, high: 2.1 }] },
    ]);

    await user.click(screen.getByRole('button', { name: '1h' }));
    expect(chartFeed).toHaveBeenLastCalledWith(MINT, '60');
    expect(screen.getByRole('button', { name: '1h' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Loading chart...')).toBeInTheDocument();
    // The interval is remembered.
    const remembered: string[] = [];
    streams.streams.features
      .get(chartsFeature)
      .settings.interval$.subscribe((interval) => remembered.push(interval))
      .unsubscribe();
    expect(remembered).toEqual(['60']);
    // The old interval's feed is no longer listened to.
    expect(feeds.get(`${MINT}:15`)?.observed).toBe(false);
  });

  it("says 'Token not found' for an unknown id", async () => {
    renderApp(`/tokens/${MISSING}`, { streams: tokenStreams() });
    expect(await screen.findByRole('heading', { name: 'Token not found' }, WAIT)).toBeInTheDocument();
    expect(created).not.toHaveBeenCalled();
  });
});
