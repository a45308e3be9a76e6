import type { Asset } from '@streams/schemas/asset';
import { act, screen, within } from '@testing-library/react';
import { ProfileDrawer } from '@/features/profile/ProfileDrawer';
import { createFakeServices } from '../../../support/fakeServices';
import { createHeldPriceService } from '../../../support/heldPriceService';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';
import { SOL, USDC, connected } from './drawerFixtures';

/**
 * A wallet with 2 SOL and 12.5 USDC. SOL's price is what `market.sol` says when the Price API
 * answers (later answers wait for `prices.answer()`); the portfolio answers `market.worth`, or
 * fails while it is undefined.
 */
const drawer = () => {
  const market: { sol: number; worth: number | undefined } = { sol: 150, worth: 318.5 };
  const services = createFakeServices([
    [
      /\/ultra\/v1\/holdings\//,
      () => ({
        amount: '2000000000',
        uiAmount: 2,
        uiAmountString: '',
        tokens: {
          [USDC]: [
            {
              account: 'UsdcAccount1111111111111111111111111',
              amount: '12500000',
              uiAmountString: '12.5',
              decimals: 6,
              programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
            },
          ],
        },
      }),
    ],
    [
      /\/v1\/portfolio\/fetchJup/,
      () => (market.worth === undefined ? new Response(null, { status: 500 }) : { value: market.worth, elements: [], tokenInfo: { solana: {} } }),
    ],
    [/\/lend\/v1\/lending\/tokens/, () => []],
    [/\/v2\/activities\//, () => ({ histories: [], hasMoreData: false })],
  ]);
  const prices = createHeldPriceService((mint) => (mint === SOL ? market.sol : 1), services.transport);
  const testStreams = createTestStreams({ transport: prices.transport });
  testStreams.streams.tokenInfo.remember({ id: USDC, name: 'USD Coin', symbol: 'USDC', decimals: 6, isVerified: true } as Asset);
  renderWithProviders(<ProfileDrawer open onClose={() => undefined} />, testStreams);
  act(() => testStreams.streams.wallet.session.report(connected('quick')));
  return { market, prices };
};

const solValue = () => screen.getByTestId(`holding-value-${SOL}`);
const worth = () => screen.getByTestId('net-worth');

describe('the drawer: live marks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('a holding’s value is not marked while its T24 refetch is out, is marked when it fails, and clears and flashes on the next answer', async () => {
    const { market, prices } = drawer();
    await advance(1000);
    expect(solValue()).toHaveTextContent('$300.00');
    expect(within(solValue()).queryByRole('img')).not.toBeInTheDocument();

    // The price is refetched every 60 s: held in flight it is not marked (it normally lands within a frame).
    await advance(60_000);
    expect(within(solValue()).queryByRole('img')).not.toBeInTheDocument();
    await act(async () => prices.fail());
    await advance(100);
    expect(within(solValue()).getByRole('img', { name: /^Price stale: last updated \d\d:\d\d:\d\d$/ })).toBeInTheDocument();
    expect(solValue()).toHaveTextContent('$300.00');

    // The next refetch answers: the mark goes and the value flashes up.
    market.sol = 160;
    await advance(60_000);
    await act(async () => prices.answer());
    await advance(100);
    expect(solValue()).toHaveTextContent('$320.00');
    expect(within(solValue()).queryByRole('img')).not.toBeInTheDocument();
    expect(solValue().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'up');
  });

  it('the net worth keeps its last answer marked stale when a refetch fails, and clears and flashes on the next answer', async () => {
    const { market } = drawer();
    await advance(1000);
    expect(worth()).toHaveTextContent('$318.50');
    expect(within(worth()).queryByRole('img')).not.toBeInTheDocument();

    market.worth = undefined; // the 60 s refetch (T09) fails
    await advance(60_000);
    expect(worth()).toHaveTextContent('$318.50');
    expect(within(worth()).getByRole('img', { name: /^Net worth stale: last updated \d\d:\d\d:\d\d$/ })).toBeInTheDocument();

    market.worth = 330;
    await advance(60_000);
    expect(worth()).toHaveTextContent('$330.00');
    expect(within(worth()).queryByRole('img')).not.toBeInTheDocument();
    expect(worth().querySelector('[data-flash]')).toHaveAttribute('data-flash', 'up');
  });
});
