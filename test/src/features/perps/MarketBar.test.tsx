import { perpsMarkets } from '@streams/perps/markets';
import { act, screen, within } from '@testing-library/react';
import { MarketBar } from '@/features/perps/MarketBar';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';
import { createPriceSocket, hourlyBars, oracleAnswer } from './perpsFixtures';

const setup = () => {
  const feed = createPriceSocket();
  const services = createFakeServices([
    [/\/doves-oracle\//, () => oracleAnswer({ solusd: 171.25, ethusd: 3400.5, btcusd: 97_000, usdcusd: 1, usdtusd: 1 })],
    [
      /\/trading-view\/data/,
      (url) => {
        const feedName = url.searchParams.get('feed');
        const bars = feedName === 'SOLUSD' ? hourlyBars(160, 168) : feedName === 'ETHUSD' ? hourlyBars(3500, 3450) : hourlyBars(95_000, 96_000);
        return { result: bars };
      },
    ],
  ]);
  const view = renderWithProviders(<MarketBar market={perpsMarkets.SOL} />, createTestStreams({ transport: services.transport, socket: feed.socket }));
  return { ...view, feed, services };
};

const stat = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
};

describe('the perps market bar', () => {
  it('shows each market with the socket’s live price, the selected market’s oracle price, and 24 h change, high and low', async () => {
    const { feed, services } = setup();
    const sol = await screen.findByRole('link', { name: /^SOL-PERP/ });
    const eth = screen.getByRole('link', { name: /^ETH-PERP/ });
    const btc = screen.getByRole('link', { name: /^BTC-PERP/ });
    expect(sol).toHaveAttribute('aria-current', 'page');
    expect(sol).toHaveAttribute('href', '/perps/SOL');
    expect(eth).not.toHaveAttribute('aria-current');

    // Before any tick: no live price yet.
    expect(within(sol).getByTestId('live-price-SOL')).toHaveTextContent('–');

    act(() => {
      feed.tick('solusd', 172.5);
      feed.tick('ethusd', 3450);
      feed.tick('btcusd', 98_000);
    });
    expect(within(sol).getByTestId('live-price-SOL')).toHaveTextContent('$172.5');
    expect(within(eth).getByTestId('live-price-ETH')).toHaveTextContent('$3,450');
    expect(within(btc).getByTestId('live-price-BTC')).toHaveTextContent('$98,000');

    // The oracle poll's price (Doves: price × 10^expo).
    await vi.waitFor(() => expect(stat('Oracle price')).toBe('$171.25'));
    expect(services.requests.some((request) => request.url.includes('/doves-oracle/btcusd,ethusd,solusd,usdcusd,usdtusd'))).toBe(true);

    // 24 h: SOL opened the day at 160 and trades at 172.5 → +7.81 %; the live price is the new high.
    await vi.waitFor(() => expect(stat('24h change')).toBe('+7.81%'));
    expect(stat('24h high')).toBe('$172.5');
    expect(stat('24h low')).toBe('$159');
    // ETH opened at 3,500 and trades at 3,450: down.
    expect(within(eth).getByText('-1.43%')).toHaveClass(/down/);

    // A new tick moves the price and the change.
    act(() => feed.tick('solusd', 176));
    expect(within(sol).getByTestId('live-price-SOL')).toHaveTextContent('$176');
    expect(stat('24h change')).toBe('+10%');
  });

  describe('live marks', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: false });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

    it('a tab’s price flashes on each tick and is marked stale once its feed goes 5 s without one (T27); the next tick clears it', async () => {
      const { feed } = setup();
      const sol = await screen.findByRole('link', { name: /^SOL-PERP/ });
      const price = () => within(sol).getByTestId('live-price-SOL');
      act(() => feed.tick('solusd', 172.5));
      expect(price()).toHaveTextContent('$172.5');
      act(() => feed.tick('solusd', 176));
      expect(price().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'up');
      act(() => feed.tick('solusd', 175));
      expect(price().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'down');
      expect(within(price()).queryByRole('img')).not.toBeInTheDocument();

      advance(4000);
      expect(within(price()).queryByRole('img')).not.toBeInTheDocument();
      advance(1000);
      expect(within(price()).getByRole('img', { name: 'Price feed stale: last price 5s ago' })).toBeInTheDocument();
      expect(price()).toHaveTextContent('$175');

      act(() => feed.tick('solusd', 175.5));
      expect(within(price()).queryByRole('img')).not.toBeInTheDocument();
      expect(price().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'up');
    });

    it('the oracle price is marked stale 5 s after its last update (T27), flashes when it moves, and is clear again on the next update', async () => {
      let reading = { solusd: 171.25, publish: 1_700_000_000 };
      const feed = createPriceSocket();
      const services = createFakeServices([
        [/\/doves-oracle\//, () => oracleAnswer({ solusd: reading.solusd, ethusd: 3400.5, btcusd: 97_000 }, reading.publish)],
        [/\/trading-view\/data/, () => ({ result: hourlyBars(160, 168) })],
      ]);
      renderWithProviders(<MarketBar market={perpsMarkets.SOL} />, createTestStreams({ transport: services.transport, socket: feed.socket }));
      const oracle = () => screen.getByText('Oracle price', { selector: 'dt' }).nextElementSibling as HTMLElement;
      await vi.waitFor(() => expect(oracle()).toHaveTextContent('$171.25'));
      expect(within(oracle()).queryByRole('img')).not.toBeInTheDocument();

      // The oracle keeps answering the same publish: no update. Stale at 5 s.
      advance(5000);
      expect(screen.getByText('Oracle (stale)', { selector: 'dt' })).toBeInTheDocument();
      const staleDd = screen.getByText('Oracle (stale)', { selector: 'dt' }).nextElementSibling as HTMLElement;
      expect(within(staleDd).getByRole('img', { name: /^Oracle price stale: last updated \d\d:\d\d:\d\d$/ })).toBeInTheDocument();

      reading = { solusd: 172, publish: 1_700_000_010 };
      advance(1000);
      expect(oracle()).toHaveTextContent('$172');
      expect(within(oracle()).queryByRole('img')).not.toBeInTheDocument();
      expect(oracle().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'up');
    });
  });
});
