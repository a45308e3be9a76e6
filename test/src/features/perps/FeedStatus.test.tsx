import { perpsMarkets } from '@streams/perps/markets';
import { act, screen } from '@testing-library/react';
import { FeedStatus } from '@/features/perps/FeedStatus';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';
import { createPriceSocket } from './perpsFixtures';

describe('the perps feed status', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('shows Live while ticks flow, Stale with the silence when the socket stops, and Live again on the next tick', async () => {
    const feed = createPriceSocket();
    renderWithProviders(<FeedStatus market={perpsMarkets.SOL} />, createTestStreams({ socket: feed.socket }));
    const status = await screen.findByRole('status', { name: /Price feed/ });

    // Ticks every second for three seconds: live.
    for (let second = 0; second < 3; second++) {
      act(() => feed.tick('solusd', 150 + second));
      advance(1000);
    }
    expect(status).toHaveAccessibleName('Price feed: Live');
    expect(feed.sent).toContainEqual({ type: 'subscribe', channels: ['solusd'] });

    // The socket stops: still live until 5 s have passed since the last tick.
    advance(3000);
    expect(status).toHaveTextContent('Live');
    advance(1000);
    expect(status).toHaveAccessibleName('Price feed: Stale');
    expect(status).toHaveTextContent('Stalelast price 5s ago');
    advance(3000);
    expect(status).toHaveTextContent('last price 8s ago');

    act(() => feed.tick('solusd', 151));
    expect(status).toHaveAccessibleName('Price feed: Live');
    expect(status).not.toHaveTextContent('ago');
  });

  it('ignores ticks of other markets: a silent SOL feed is stale while BTC ticks', async () => {
    const feed = createPriceSocket();
    renderWithProviders(<FeedStatus market={perpsMarkets.SOL} />, createTestStreams({ socket: feed.socket }));
    const status = await screen.findByRole('status', { name: /Price feed/ });
    act(() => feed.tick('solusd', 150));
    for (let second = 0; second < 6; second++) {
      act(() => feed.tick('btcusd', 97_000 + second));
      advance(1000);
    }
    expect(status).toHaveAccessibleName('Price feed: Stale');
    expect(status).toHaveTextContent('last price 6s ago');
  });
});
