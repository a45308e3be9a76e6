import { perpsFeature } from '@streams/perps/feature';
import { perpsMarkets } from '@streams/perps/markets';
import type { PerpPosition } from '@streams/portfolio/types';
import type { TransactionSigner } from '@streams/solana/ports';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { NEVER, of } from 'rxjs';
import { CandleChart } from '@/features/perps/CandleChart';
import { LazyCandleChart } from '@/features/perps/LazyCandleChart';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';
import { createPriceSocket, hourlyBars, position } from './perpsFixtures';

/**
 * lightweight-charts draws on a canvas jsdom lacks: a recording stand-in whose price scale maps
 * a price to the height 400 − price (so a line at $200 sits 200 px from the top).
 */
type LineOptions = { price: number; title: string };
type PriceRange = { minValue: number; maxValue: number };
type AutoscaleProvider = (original: () => { priceRange: PriceRange } | null) => { priceRange: PriceRange } | null;
const chartCalls = vi.hoisted(() => ({
  setData: [] as unknown[][],
  update: [] as unknown[],
  removed: 0,
  lines: [] as { options: LineOptions; removed: boolean }[],
  chartOptions: [] as unknown[],
  autoscale: [] as AutoscaleProvider[],
}));
vi.mock('lightweight-charts', () => ({
  CandlestickSeries: { type: 'Candlestick' },
  LineStyle: { Solid: 0, Dashed: 2 },
  createChart: () => ({
    addSeries: (_type: unknown, options: { autoscaleInfoProvider: AutoscaleProvider }) => {
      chartCalls.autoscale.push(options.autoscaleInfoProvider);
      return {
        setData: (data: unknown[]) => chartCalls.setData.push(data),
        update: (bar: unknown) => chartCalls.update.push(bar),
        createPriceLine: (options: LineOptions) => {
          const line = { options, removed: false };
          chartCalls.lines.push(line);
          return {
            applyOptions: (next: Partial<LineOptions>) => void Object.assign(line.options, next),
            options: () => line.options,
            line,
          };
        },
        removePriceLine: (handle: { line: { removed: boolean } }) => {
          handle.line.removed = true;
        },
        applyOptions: (options: { autoscaleInfoProvider?: AutoscaleProvider }) => {
          if (options.autoscaleInfoProvider) chartCalls.autoscale.push(options.autoscaleInfoProvider);
        },
        priceToCoordinate: (price: number) => 400 - price,
        coordinateToPrice: (y: number) => 400 - y,
      };
    },
    timeScale: () => ({ fitContent: () => undefined, subscribeVisibleLogicalRangeChange: () => undefined, subscribeSizeChange: () => undefined }),
    paneSize: () => ({ width: 800, height: 400 }),
    applyOptions: (options: unknown) => chartCalls.chartOptions.push(options),
    remove: () => {
      chartCalls.removed++;
    },
  }),
}));

beforeEach(() => {
  chartCalls.lines.length = 0;
  chartCalls.chartOptions.length = 0;
});

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const signer: TransactionSigner = { publicKey: OWNER, autoSigns: true, signTransaction: () => NEVER };
const livePrice = (title: string) => chartCalls.lines.find((line) => !line.removed && line.options.title === title)?.options.price;

/** The chart with one SOL long (entry 150, mark 165, TP 200, SL 130, liquidation 121.5) of a connected wallet. */
const renderWithPosition = (overrides: Partial<PerpPosition> = {}) => {
  const feed = createPriceSocket();
  const services = createFakeServices([
    [/\/trading-view\/data/, () => ({ result: hourlyBars(160, 168, 3) })],
    [/\/(tpsl|positions\/decrease)$/, () => new Response(null, { status: 400 })],
  ]);
  const testStreams = createTestStreams({ transport: services.transport, socket: feed.socket });
  const held = position({ stopLossTriggerPrice: 130, ...overrides });
  const perps = testStreams.streams.features.get(perpsFeature);
  perps.positions$ = () => of([held]);
  const view = renderWithProviders(<CandleChart market={perpsMarkets.SOL} resolution="1H" owner={OWNER} />, testStreams);
  act(() =>
    testStreams.streams.wallet.session.report(
      { status: 'connected', walletName: 'Quick Account', walletIcon: undefined, publicKey: OWNER, kind: 'quick', autoSigns: true, canSignMessage: true },
      signer,
    ),
  );
  return { ...view, services, held };
};

/** A press at a height of the chart, a move to another, and a release. */
const drag = (canvas: HTMLElement, fromY: number, toY: number) => {
  fireEvent.pointerDown(canvas, { pointerId: 1, button: 0, clientY: fromY });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientY: (fromY + toY) / 2 });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientY: toY });
  fireEvent.pointerUp(canvas, { pointerId: 1, clientY: toY });
};

describe('the perps candle chart', () => {
  it('draws the feed’s history, then moves the live bar with each socket tick', async () => {
    const feed = createPriceSocket();
    const bars = hourlyBars(160, 168, 3);
    const services = createFakeServices([[/\/trading-view\/data/, () => ({ result: bars })]]);
    const { unmount } = renderWithProviders(
      <CandleChart market={perpsMarkets.SOL} resolution="1H" owner={undefined} />,
      createTestStreams({ transport: services.transport, socket: feed.socket }),
    );

    const chart = await screen.findByTestId('candle-chart');
    await vi.waitFor(() => expect(chart).toHaveAttribute('data-status', 'ready'));
    expect(screen.queryByText('Loading chart…')).not.toBeInTheDocument();
    expect(services.requests.find((request) => request.url.includes('/trading-view/data'))?.url).toMatch(/feed=SOLUSD.*type=1H|type=1H.*feed=SOLUSD/);
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

  it('comes in its own chunk after the page: its frame says it is loading, then the chart draws the history', async () => {
    const feed = createPriceSocket();
    const bars = hourlyBars(160, 168, 3);
    const services = createFakeServices([[/\/trading-view\/data/, () => ({ result: bars })]]);
    renderWithProviders(
      <LazyCandleChart market={perpsMarkets.SOL} resolution="1H" owner={undefined} />,
      createTestStreams({ transport: services.transport, socket: feed.socket }),
    );
    // Before the chunk: the frame holds the chart's place, and nothing has asked for bars yet.
    expect(screen.getByRole('status')).toHaveTextContent('Loading chart…');
    expect(screen.queryByTestId('candle-chart')).not.toBeInTheDocument();
    expect(services.requests.some((request) => request.url.includes('/trading-view/data'))).toBe(false);

    const chart = await screen.findByTestId('candle-chart');
    await vi.waitFor(() => expect(chart).toHaveAttribute('data-status', 'ready'));
    expect(chartCalls.setData.at(-1)).toHaveLength(bars.length);
  });

  it('the price scale takes in the entry, TP and SL lines, not the liquidation line', async () => {
    renderWithPosition();
    await vi.waitFor(() => expect(livePrice('TP')).toBe(200));
    const provider = chartCalls.autoscale.at(-1);
    // candles between 160 and 170: the range grows to SL 130 and TP 200; liquidation at 121.5 stays off
    expect(provider?.(() => ({ priceRange: { minValue: 160, maxValue: 170 } }))).toEqual({ priceRange: { minValue: 130, maxValue: 200 } });
    expect(provider?.(() => null)).toBeNull();
  });

  it('dragging the TP line moves it; Cancel puts it back; the chart neither scrolls nor scales while it drags', async () => {
    const { user } = renderWithPosition();
    const canvas = await screen.findByTestId('candle-chart');
    await vi.waitFor(() => expect(livePrice('TP')).toBe(200));
    // TP at 200 sits at y 200: a press 5 px off still takes it
    drag(canvas, 205, 180);
    expect(livePrice('TP')).toBe(220);
    expect(chartCalls.chartOptions).toEqual([
      { handleScroll: false, handleScale: false },
      { handleScroll: true, handleScale: true },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Move TP' });
    expect(dialog).toHaveTextContent('Take profit of SOL Long 5.0x: $220 (now $200, mark $165).');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(livePrice('TP')).toBe(200);
  });

  it('Set take profit sends the new TP with the SL kept; a refused change puts the line back', async () => {
    const { user, services } = renderWithPosition();
    const canvas = await screen.findByTestId('candle-chart');
    await vi.waitFor(() => expect(livePrice('TP')).toBe(200));
    drag(canvas, 200, 170);
    await user.click(within(await screen.findByRole('dialog', { name: 'Move TP' })).getByRole('button', { name: 'Set take profit' }));
    const sent = services.requests.find((request) => request.url.endsWith('/tpsl'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ walletAddress: OWNER, positionPubkey: 'pos-sol-long', takeProfitPriceUsd: 230, stopLossPriceUsd: 130 });
    await vi.waitFor(() => expect(livePrice('TP')).toBe(200));
  });

  it('an SL dragged past the mark cannot be set, and says why', async () => {
    renderWithPosition();
    const canvas = await screen.findByTestId('candle-chart');
    await vi.waitFor(() => expect(livePrice('SL')).toBe(130));
    drag(canvas, 270, 230);
    const dialog = await screen.findByRole('dialog', { name: 'Move SL' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Stop loss must be below the mark price ($165) for a long');
    expect(within(dialog).getByRole('button', { name: 'Set stop loss' })).toBeDisabled();
  });

  it('a press away from the TP and SL lines, or on the entry line, leaves the lines alone', async () => {
    renderWithPosition();
    const canvas = await screen.findByTestId('candle-chart');
    await vi.waitFor(() => expect(livePrice('TP')).toBe(200));
    drag(canvas, 250, 240); // the entry line (150) is not draggable
    drag(canvas, 100, 90);
    expect(chartCalls.chartOptions).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the entry line's Close asks first, then closes the whole position at market", async () => {
    const { user, services } = renderWithPosition();
    await user.click(await screen.findByRole('button', { name: 'Close Long 5.0x from the chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close position' });
    expect(dialog).toHaveTextContent('Close SOL Long 5.0x at the market price ($165)? PnL now: $100.00.');
    await user.click(within(dialog).getByRole('button', { name: 'Close position' }));
    const sent = services.requests.find((request) => request.url.endsWith('/positions/decrease'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ walletAddress: OWNER, positionPubkey: 'pos-sol-long', entirePosition: true });
  });
});
