import type { ChartEvent } from '@streams/charts/chartSeries';
import type { PoolUpdate } from '@streams/schemas/streamFrames';
import { SOL_MINT, USDC_MINT } from '@streams/search/builtinTokens';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'rxjs';
import { createFakeServices } from '../../../support/fakeServices';
import { createLiveMarketSocket } from '../../../support/liveMarketSocket';
import { createTestStreams, renderApp } from '../../../support/renderApp';

vi.mock('@/features/token/candleChart', () => ({
  createCandleChart: () => ({
    apply: (_event: ChartEvent) => undefined,
    remove: () => undefined,
    setType: () => undefined,
    barsInView: () => undefined,
    setTargetLine: () => undefined,
    priceAt: () => undefined,
    yOf: () => undefined,
  }),
}));

const WAIT = { timeout: 5000 };

const pool = (id: string, symbol: string, usdPrice: number) => ({
  id: `pool-${id}`,
  createdAt: '2024-01-01T00:00:00Z',
  baseAsset: { id, symbol, name: symbol, usdPrice, mcap: 1_000_000_000, stats24h: { priceChange: 3.2 } },
});

const open = async () => {
  const market = createLiveMarketSocket();
  const services = createFakeServices([
    [/\/v1\/pools$/, () => ({ pools: [pool(SOL_MINT, 'SOL', 182.4), pool(USDC_MINT, 'USDC', 1)] })],
    [/\/v2\/charts\//, () => ({ candles: [] })],
  ]);
  // Answers arrive a moment later, as from a network: a list subscribes its pools' updates when its snapshot lands.
  const transport = (request: Parameters<typeof services.transport>[0]) => services.transport(request).pipe(delay(1));
  const view = renderApp('/watchlist', { streams: createTestStreams({ transport, socket: market.socket }) });
  expect(await screen.findByRole('heading', { name: 'Watchlist' }, WAIT)).toBeInTheDocument();
  return { ...view, market };
};

const solValue = () => screen.getByTestId(`watch-value-${SOL_MINT}`);
const update = (usdPrice: number): PoolUpdate => ({ type: 'update', pool: pool(SOL_MINT, 'SOL', usdPrice) as PoolUpdate['pool'] });

describe('the /watchlist page: live marks', { timeout: 20_000 }, () => {
  it('table: a value is marked stale while the market socket is not live and clear once it is, and flashes when it moves', async () => {
    const { user, market } = await open();
    await user.click(screen.getByRole('radio', { name: 'Table' }));
    await user.click(screen.getByRole('radio', { name: 'Price' }));
    await waitFor(() => expect(solValue()).toHaveTextContent('$182.4'), WAIT);
    expect(within(solValue()).getByRole('img', { name: 'Live prices paused: Connecting…' })).toBeInTheDocument();

    act(() => market.open());
    await waitFor(() => expect(within(solValue()).queryByRole('img')).not.toBeInTheDocument(), WAIT);
    expect(solValue().querySelector('[data-flash]')).toBeNull();

    act(() => market.frame({ type: 'updates', data: [update(190)] }));
    await waitFor(() => expect(solValue()).toHaveTextContent('$190'), WAIT);
    expect(solValue().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'up');

    act(() => market.drop());
    expect(await within(solValue()).findByRole('img', { name: /^Live prices paused: Reconnecting in \d s$/ }, WAIT)).toBeInTheDocument();
    expect(solValue()).toHaveTextContent('$190');
  });

  it('chips (the chart view): the same mark and flash on each card’s value', async () => {
    const { user, market } = await open();
    await user.click(screen.getByRole('radio', { name: 'Price' }));
    await waitFor(() => expect(solValue()).toHaveTextContent('$182.4'), WAIT);
    expect(within(solValue()).getByRole('img', { name: 'Live prices paused: Connecting…' })).toBeInTheDocument();

    act(() => market.open());
    await waitFor(() => expect(within(solValue()).queryByRole('img')).not.toBeInTheDocument(), WAIT);

    act(() => market.frame({ type: 'updates', data: [update(170)] }));
    await waitFor(() => expect(solValue()).toHaveTextContent('$170'), WAIT);
    expect(solValue().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'down');
  });
});
