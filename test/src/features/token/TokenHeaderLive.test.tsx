import type { HttpTransport } from '@streams/core/http';
import type { TokenInfo } from '@streams/prices';
import type { Asset } from '@streams/schemas';
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { tokenPageFeature } from '@streams/tokenPage/feature';
import { TokenHeader } from '@/features/token/TokenHeader';
import { createHeldPriceService } from '../../../support/heldPriceService';
import { createLiveMarketSocket } from '../../../support/liveMarketSocket';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';

const MINT = 'Tok3nMint11111111111111111111111111111111111';
const asset = (usdPrice: number) => ({ id: MINT, name: 'Callisto', symbol: 'CALL', decimals: 6, usdPrice, icon: 'https://img.example/call.png' }) as Asset;
const info = { address: MINT, name: 'Callisto', symbol: 'CALL', decimals: 6, verified: true } as TokenInfo;

/** The header over an asset whose live price the test moves (the token page's detail stream does in the app). */
let move: (usd: number) => void = () => undefined;
const MovingHeader = () => {
  const [usd, setUsd] = useState(0.0123);
  move = setUsd;
  return <TokenHeader asset={asset(usd)} info={info} />;
};

/**
 * The header's streams with the market socket live: its price is moved by that socket, through
 * the token page's asset stream, which the page subscribes to in the app and the test does here.
 */
const liveStreams = (transport: HttpTransport) => {
  const market = createLiveMarketSocket();
  market.open();
  const testStreams = createTestStreams({ transport, socket: market.socket });
  testStreams.streams.features.get(tokenPageFeature).detail$(MINT).subscribe();
  return { market, testStreams };
};

describe('the token header: live marks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const price = () => screen.getByTestId('token-price');

  it('asks for the T12 price again 30 s after its answer without a mark; a failed refetch marks it, and the next answer clears it', () => {
    const prices = createHeldPriceService(() => 0.0123);
    const { market, testStreams } = liveStreams(prices.transport);
    renderWithProviders(<TokenHeader asset={asset(0.0123)} info={info} />, testStreams);
    // The first lookup goes out after the T24 batch window (250 ms) and is answered at once.
    advance(250);
    expect(prices.requests).toHaveLength(1);
    expect(within(price()).queryByRole('img')).not.toBeInTheDocument();

    // Stale at 30 s: the refetch goes out after its batch window; while it is on its way, no mark (no blink every 30 s).
    market.speakFor(29_999, advance);
    expect(prices.requests).toHaveLength(1);
    advance(1 + 250);
    expect(prices.requests).toHaveLength(2);
    expect(within(price()).queryByRole('img')).not.toBeInTheDocument();

    act(() => prices.fail());
    expect(within(price()).getByRole('img', { name: /^Price stale: last updated \d\d:\d\d:\d\d$/ })).toBeInTheDocument();
    expect(price()).toHaveTextContent('$0.0123');

    // The next try (30 s after the failure) keeps the mark while it is out; its answer clears it.
    market.speakFor(30_000 + 250, advance);
    expect(prices.requests).toHaveLength(3);
    expect(within(price()).getByRole('img', { name: /^Price stale/ })).toBeInTheDocument();
    act(() => prices.answer());
    expect(within(price()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('flashes the price when the live asset moves, up then down', () => {
    const prices = createHeldPriceService(() => 0.0123);
    renderWithProviders(<MovingHeader />, liveStreams(prices.transport).testStreams);
    expect(price().querySelector('[data-flash]')).toBeNull();
    act(() => move(0.013));
    expect(price().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'up');
    expect(price()).toHaveTextContent('$0.013');
    act(() => move(0.012));
    expect(price().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'down');
  });

  it('marks the price while the market socket that moves it is down, with the socket’s reason, and clears it when it is back', () => {
    const prices = createHeldPriceService(() => 0.0123);
    const { market, testStreams } = liveStreams(prices.transport);
    renderWithProviders(<TokenHeader asset={asset(0.0123)} info={info} />, testStreams);
    advance(250);
    expect(within(price()).queryByRole('img')).not.toBeInTheDocument();
    act(() => market.drop());
    advance(100);
    expect(within(price()).getByRole('img', { name: /^Live prices paused: / })).toBeInTheDocument();
    act(() => market.open());
    advance(5_000); // T01: the stream dials again
    expect(within(price()).queryByRole('img')).not.toBeInTheDocument();
  });
});
