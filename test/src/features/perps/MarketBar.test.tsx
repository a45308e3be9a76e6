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
    const sol = await screen.findByRole('link', { name: 'SOL-PERP' });
    const eth = screen.getByRole('link', { name: 'ETH-PERP' });
    const btc = screen.getByRole('link', { name: 'BTC-PERP' });
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
});
