import { SOL_MINT, USDC_MINT } from '@streams/search/builtinTokens';
import { act, screen, waitFor, within } from '@testing-library/react';
import { WatchlistBar } from '@/features/watchlistBar/WatchlistBar';
import { createFakeServices } from '../../../support/fakeServices';
import { createLiveMarketSocket } from '../../../support/liveMarketSocket';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';

const WAIT = { timeout: 5000 };

const pool = (id: string, symbol: string, usdPrice: number) => ({
  id: `pool-${id}`,
  createdAt: '2024-01-01T00:00:00Z',
  baseAsset: { id, symbol, name: symbol, usdPrice, mcap: 1_000_000, stats24h: { priceChange: 1 } },
});

const setup = () => {
  const market = createLiveMarketSocket();
  const services = createFakeServices([[/\/v1\/pools$/, () => ({ pools: [pool(SOL_MINT, 'SOL', 182.4), pool(USDC_MINT, 'USDC', 1)] })]]);
  renderWithProviders(<WatchlistBar />, createTestStreams({ transport: services.transport, socket: market.socket }));
  return market;
};

const solChip = () => screen.getByRole('link', { name: /^SOL \$/ });

describe('the watchlist bar: live marks', { timeout: 20_000 }, () => {
  it('marks the chips stale while the market socket is not live, clears the mark once it is, and flashes a chip when its price moves', async () => {
    const market = setup();
    await waitFor(() => expect(solChip()).toHaveTextContent('$182.4'), WAIT);
    // Connecting: the prices shown are the snapshot's, not live.
    expect(within(solChip()).getByRole('img', { name: 'Live prices paused: Connecting…' })).toBeInTheDocument();
    expect(solChip()).toHaveAccessibleName('SOL $182.4 +1%, Live prices paused: Connecting…');

    act(() => market.open());
    await waitFor(() => expect(within(solChip()).queryByRole('img', { name: /Live prices paused/ })).not.toBeInTheDocument(), WAIT);
    expect(solChip()).toHaveAccessibleName('SOL $182.4 +1%');
    // WCAG label in name: what the chip shows, word for word, is where its name starts.
    expect(solChip().textContent).toBe('SOL $182.4 +1%');
    expect(within(solChip()).getByText('$182.4').closest('[data-flash]')).toBeNull();

    act(() => market.frame({ type: 'prices', data: [{ assetId: SOL_MINT, price: 190 }] }));
    await waitFor(() => expect(solChip()).toHaveTextContent('$190'), WAIT);
    expect(within(solChip()).getByText('$190').closest('[data-flash]')).toHaveAttribute('data-flash', 'up');
    act(() => market.frame({ type: 'prices', data: [{ assetId: SOL_MINT, price: 185 }] }));
    await waitFor(() => expect(within(solChip()).getByText('$185').closest('[data-flash]')).toHaveAttribute('data-flash', 'down'), WAIT);

    // The socket drops: the values stay, marked, with the indicator's own words.
    act(() => market.drop());
    expect(await within(solChip()).findByRole('img', { name: /^Live prices paused: Reconnecting in \d s$/ }, WAIT)).toBeInTheDocument();
    expect(solChip()).toHaveTextContent('$185');
  });
});
