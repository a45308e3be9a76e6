import type { BorrowPosition } from '@streams/lend';
import { act, screen, waitFor, within } from '@testing-library/react';
import { LoanCard } from '@/features/lend/LoanCard';
import { createFakeServices } from '../../../support/fakeServices';
import { createLiveMarketSocket } from '../../../support/liveMarketSocket';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const WAIT = { timeout: 5000 };

/** 2 SOL supplied against 100 USDC borrowed. */
const position = {
  id: 7,
  vaultId: 1,
  ownerAddress: OWNER,
  supply: '2000000000',
  borrow: '100000000',
  isLiquidated: false,
  vault: {
    id: 1,
    supplyToken: { address: SOL, symbol: 'SOL', decimals: 9, price: 150 },
    borrowToken: { address: USDC, symbol: 'USDC', decimals: 6, price: 1 },
    collateralFactor: 8000,
    liquidationThreshold: 8500,
  },
} as unknown as BorrowPosition;

describe('a loan card: live marks', { timeout: 20_000 }, () => {
  it('its live prices are marked stale while the market socket is not live, clear once it is, and flash when a tick moves them', async () => {
    const market = createLiveMarketSocket();
    const services = createFakeServices([
      [/\/price\/v3/, (url) => Object.fromEntries((url.searchParams.get('ids') ?? '').split(',').map((mint) => [mint, { usdPrice: mint === SOL ? 150 : 1 }]))],
    ]);
    renderWithProviders(<LoanCard position={position} owner={OWNER} />, createTestStreams({ transport: services.transport, socket: market.socket }));
    const price = () => screen.getByTestId('loan-price');
    await waitFor(() => expect(price()).toHaveTextContent('$150.00'), WAIT);
    expect(within(price()).getByRole('img', { name: 'Live prices paused: Connecting…' })).toBeInTheDocument();

    act(() => market.open());
    await waitFor(() => expect(within(price()).queryByRole('img')).not.toBeInTheDocument(), WAIT);
    expect(price().querySelector('[data-flash]')).toBeNull();

    act(() => market.frame({ type: 'prices', data: [{ assetId: SOL, price: 160 }] }));
    await waitFor(() => expect(price()).toHaveTextContent('$160.00'), WAIT);
    expect(price().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'up');
    // The collateral's value moves with it.
    expect(screen.getByText('$320.00').closest('[data-flash]')).toHaveAttribute('data-flash', 'up');

    act(() => market.drop());
    expect(await within(price()).findByRole('img', { name: /^Live prices paused: Reconnecting in \d s$/ }, WAIT)).toBeInTheDocument();
  });
});
