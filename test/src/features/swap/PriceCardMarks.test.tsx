import type { ChartEvent } from '@streams/charts/chartSeries';
import type { SwapAsset } from '@streams/swap';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'rxjs';
import { createMemoryStorage } from '@streams/core/ports';
import { PANEL_LAYOUT_KEY } from '@streams/swap/panelLayout';
import { SwapPanels } from '@/features/swap/SwapPanels';
import { createFakeServices } from '../../../support/fakeServices';
import { createHeldPriceService } from '../../../support/heldPriceService';
import { createLiveMarketSocket } from '../../../support/liveMarketSocket';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';
import { SOL, USDC } from './swapFixtures';

// lightweight-charts needs a canvas: the panels' chart module is replaced by a stub.
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

const swapAsset = (id: string, symbol: string) => ({ id, symbol, name: symbol, decimals: 9, icon: undefined, verified: true }) as unknown as SwapAsset;
const asset = (id: string, symbol: string, usdPrice: number) => ({ id, name: symbol, symbol, decimals: 9, usdPrice, icon: 'https://img.example/x.png' });

const services = createFakeServices([
  [/\/v1\/assets$/, (url) => (url.searchParams.get('ids') === SOL ? [asset(SOL, 'SOL', 150)] : [asset(USDC, 'USDC', 1)])],
  [/\/v1\/txs\//, () => ({ txs: [] })],
  [/\/v2\/charts\//, () => ({ candles: [] })],
]);

/** The price cards show when the chart is hidden (spec 001 §2.2): the user's stored choice. */
const chartHidden = () => {
  const storage = createMemoryStorage();
  storage.setItem(PANEL_LAYOUT_KEY, JSON.stringify({ chart: false, history: false }));
  return storage;
};

const sellCard = () => screen.getByRole('region', { name: 'Selling SOL price' });
const cardPrice = () => within(sellCard()).getByTestId('card-price');

describe('the swap price cards: live marks', () => {
  describe('on fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: false });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    it('a card is not marked while its T12 refetch is out (no blink every 30 s), is marked when it fails, and clears on the next answer', async () => {
      const prices = createHeldPriceService((mint) => (mint === SOL ? 150 : 1), services.transport);
      // The cards' prices are moved by the market socket: live here, so only the T12 price marks them.
      const market = createLiveMarketSocket();
      market.open();
      renderWithProviders(
        <SwapPanels sell={swapAsset(SOL, 'SOL')} buy={swapAsset(USDC, 'USDC')} />,
        createTestStreams({ transport: prices.transport, socket: market.socket, storage: chartHidden() }),
      );
      await act(async () => {
        await vi.advanceTimersByTimeAsync(250); // T24 batch window: both cards' prices in one call
      });
      expect(cardPrice()).toHaveTextContent('$150');
      expect(prices.requests).toHaveLength(1);
      expect(within(sellCard()).queryByRole('img', { name: /Price stale/ })).not.toBeInTheDocument();

      market.speakFor(29_999, advance);
      expect(prices.requests).toHaveLength(1);
      advance(1 + 250);
      expect(prices.requests).toHaveLength(2);
      expect(within(sellCard()).queryByRole('img', { name: /Price stale/ })).not.toBeInTheDocument();

      act(() => prices.fail());
      expect(within(sellCard()).getByRole('img', { name: /^Price stale: last updated \d\d:\d\d:\d\d$/ })).toBeInTheDocument();
      const buyCard = screen.getByRole('region', { name: 'Buying USDC price' });
      expect(within(buyCard).getByRole('img', { name: /^Price stale/ })).toBeInTheDocument();

      market.speakFor(30_000 + 250, advance);
      expect(prices.requests).toHaveLength(3);
      act(() => prices.answer());
      expect(within(sellCard()).queryByRole('img', { name: /Price stale/ })).not.toBeInTheDocument();
      expect(within(buyCard).queryByRole('img', { name: /Price stale/ })).not.toBeInTheDocument();
    });
  });

  it('a card flashes (T20) when the live stream moves its token’s price', async () => {
    const market = createLiveMarketSocket();
    const prices = createHeldPriceService(
      (mint) => (mint === SOL ? 150 : 1),
      (request) => services.transport(request).pipe(delay(1)),
    );
    renderWithProviders(
      <SwapPanels sell={swapAsset(SOL, 'SOL')} buy={swapAsset(USDC, 'USDC')} />,
      createTestStreams({ transport: prices.transport, socket: market.socket, storage: chartHidden() }),
    );
    await waitFor(() => expect(cardPrice()).toHaveTextContent('$150'), { timeout: 5000 });
    expect(cardPrice()).not.toHaveAttribute('data-flash');
    act(() => market.open());
    await waitFor(() => expect(market.sent).toContainEqual(expect.objectContaining({ type: 'subscribe:assets' })), { timeout: 5000 });
    act(() => market.frame({ type: 'asset-updates', data: [{ type: 'update', asset: asset(SOL, 'SOL', 151) as never }] }));
    await waitFor(() => expect(cardPrice()).toHaveTextContent('$151'), { timeout: 5000 });
    expect(cardPrice()).toHaveAttribute('data-flash', 'up');
  });
});

describe('the swap price cards: 24h change', () => {
  it('a positive change carries one plus sign, a negative one its minus (formatPercent signs it; the card adds none)', async () => {
    const withChange = createFakeServices([
      [
        /\/v1\/assets$/,
        (url) =>
          url.searchParams.get('ids') === SOL
            ? [{ ...asset(SOL, 'SOL', 150), stats24h: { priceChange: 0.35 } }]
            : [{ ...asset(USDC, 'USDC', 1), stats24h: { priceChange: -0.02 } }],
      ],
      [/\/v1\/txs\//, () => ({ txs: [] })],
      [/\/v2\/charts\//, () => ({ candles: [] })],
    ]);
    renderWithProviders(
      <SwapPanels sell={swapAsset(SOL, 'SOL')} buy={swapAsset(USDC, 'USDC')} />,
      createTestStreams({ transport: withChange.transport, storage: chartHidden() }),
    );
    await waitFor(() => expect(within(sellCard()).getByTitle('24h change')).toHaveTextContent(/^\+0\.35%$/), { timeout: 5000 });
    expect(within(screen.getByRole('region', { name: 'Buying USDC price' })).getByTitle('24h change')).toHaveTextContent(/^-0\.02%$/);
  });
});
