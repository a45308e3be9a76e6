import { perpsMarkets } from '@streams/perps/markets';
import { act, screen } from '@testing-library/react';
import { CandleChart } from '@/features/perps/CandleChart';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';
import { createPriceSocket, hourlyBars } from './perpsFixtures';

/** lightweight-charts draws on a canvas jsdom lacks: a recording stand-in. */
const chartCalls = vi.hoisted(() => ({ setData: [] as unknown[][], update: [] as unknown[], removed: 0 }));
vi.mock('lightweight-charts', () => ({
  CandlestickSeries: { type: 'Candlestick' },
  LineStyle: { Solid: 0, Dashed: 2 },
  createChart: () => ({
    addSeries: () => ({
      setData: (data: unknown[]) => chartCalls.setData.push(data),
      update: (bar: unknown) => chartCalls.update.push(bar),
      createPriceLine: () => ({ applyOptions: () => undefined }),
      removePriceLine: () => undefined,
    }),
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => {
      chartCalls.removed++;
    },
  }),
}));

describe('the perps candle chart', () => {
  it('draws the feed’s history, then moves the live bar with each socket tick', async () => {
    const feed = createPriceSocket();
    const bars = hourlyBars(160, 168, 3);
    const services = createFakeServices([[/\/trading-view\/data/, () => ({ result: bars })]]);
    const { unmount } = renderWithProviders(<CandleChart market={perpsMarkets.SOL} resolution="1H" owner={undefined} />, createTestStreams({ transport: services.transport, socket: feed.socket }));

    const chart = await screen.findByTestId('candle-chart');
    await vi.waitFor(() => expect(chart).toHaveAttribute('data-status', 'ready'));
    expect(screen.queryByText('Loading chart…')).not.toBeInTheDocument();
    expect(services.requests[0]?.url).toMatch(/feed=SOLUSD.*type=1H|type=1H.*feed=SOLUSD/);
    expect(chartCalls.setData.at(-1)).toEqual(bars.map((bar) => ({ time: bar.time / 1000, open: bar.open, high: bar.high, low: bar.low, close: bar.close })));

    // A tick inside the last bar's hour moves that bar; one an hour later starts a new one.
    const last = bars.at(-1);
    if (!last) throw new Error('no bars');
    act(() => feed.tick('solusd', 175, last.time + 60_000));
    expect(chartCalls.update.at(-1)).toEqual({ time: last.time / 1000, open: last.open, high: 175, low: last.low, close: 175 });
    act(() => feed.tick('solusd', 170, last.time + 3_600_000));
    expect(chartCalls.update.at(-1)).toEqual({ time: last.time / 1000 + 3600, open: 170, high: 170, low: 170, close: 170 });

    unmount();
    expect(chartCalls.removed).toBe(1);
  });
});
