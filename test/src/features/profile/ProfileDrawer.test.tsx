import { act, screen, waitFor, within } from '@testing-library/react';
import { ProfileDrawer } from '@/features/profile/ProfileDrawer';
import { renderWithProviders } from '../../../support/renderApp';
import { connected, drawerStreams } from './drawerFixtures';

const open = (testStreams = drawerStreams()) => renderWithProviders(<ProfileDrawer open onClose={() => undefined} />, testStreams);

describe('Profile drawer', () => {
  it("says 'No wallet connected' without a wallet", () => {
    open();
    expect(screen.getByRole('dialog', { name: 'Profile' })).toHaveTextContent('No wallet connected');
  });

  it('shows the net worth in USD and SOL, the quick-account label, and the holdings by value with their chips', async () => {
    const testStreams = drawerStreams();
    open(testStreams);
    // the wallet bridge reports the adapter's state on mount; the test's wallet connects after it
    act(() => testStreams.streams.wallet.session.report(connected('quick')));
    expect(await screen.findByTestId('net-worth')).toHaveTextContent('$318.50');
    expect(await screen.findByText('2.1233 SOL')).toBeInTheDocument();
    expect(screen.getByText('Quick Account')).toBeInTheDocument();
    // Ordered by value once the batched prices (T24) arrive: before that every row is unpriced.
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /holding$/ }).map((link) => link.textContent)).toEqual([
        expect.stringContaining('Solana'),
        expect.stringContaining('USD Coin'),
        expect.stringContaining('Dust <b>Token</b>'),
      ]),
    );
    expect(screen.getByText('Earn 7.62% APY')).toBeInTheDocument();
    expect(screen.getByText('<$0.01')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Holdings/ })).toHaveTextContent('3');
  });

  it('hides balances as **** and filters small holdings, and both choices are stored', async () => {
    const testStreams = drawerStreams();
    const { user, storage } = open(testStreams);
    // the wallet bridge reports the adapter's state on mount; the test's wallet connects after it
    act(() => testStreams.streams.wallet.session.report(connected('quick')));
    // the filter compares USD values: wait for the batched prices (T24) before choosing it
    expect(await screen.findByText('$300.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Holdings value filter'), 'Above $1');
    expect(await screen.findAllByRole('link', { name: /holding$/ })).toHaveLength(2);
    expect(screen.getByRole('tab', { name: /Holdings/ })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Hide balances' }));
    expect(screen.getByTestId('net-worth')).toHaveTextContent('****');
    expect(screen.queryByText('$300.00')).not.toBeInTheDocument();
    expect(JSON.parse(storage.getItem('callisto.drawer.settings') ?? '{}')).toMatchObject({
      hideBalance: true,
      holdingsValueFilter: 'above_1',
      healthMode: 'ratio',
    });
  });

  it("copies the address and says 'Copied Wallet Address!'", async () => {
    const testStreams = drawerStreams();
    const { user } = open(testStreams);
    // the wallet bridge reports the adapter's state on mount; the test's wallet connects after it
    act(() => testStreams.streams.wallet.session.report(connected('quick')));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: /Copy wallet address/ }));
    expect(await screen.findByText('Copied Wallet Address!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM');
  });

  it('Withdraw is disabled without a SOL value; Withdraw and Export exist only for quick accounts', async () => {
    const noSol = drawerStreams({ lamports: '0' });
    const first = open(noSol);
    // the wallet bridge reports the adapter's state on mount; the test's wallet connects after it
    act(() => noSol.streams.wallet.session.report(connected('quick')));
    await screen.findAllByRole('link', { name: /holding$/ });
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    first.unmount();

    const external = drawerStreams();
    open(external);
    // the wallet bridge reports the adapter's state on mount; the test's wallet connects after it
    act(() => external.streams.wallet.session.report(connected('adapter')));
    await screen.findAllByRole('link', { name: /holding$/ });
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Private Key' })).not.toBeInTheDocument();
    expect(screen.queryByText('Quick Account')).not.toBeInTheDocument();
  });

  it("a portfolio the service cannot give says 'Portfolio not found'; the other sections say so too", async () => {
    const testStreams = drawerStreams({ portfolio: { not: 'a portfolio' } });
    const { user } = open(testStreams);
    // the wallet bridge reports the adapter's state on mount; the test's wallet connects after it
    act(() => testStreams.streams.wallet.session.report(connected('quick')));
    expect(await screen.findByText('Portfolio not found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Trigger/ }));
    expect(within(screen.getByRole('dialog', { name: 'Profile' })).getAllByText('Portfolio not found')).toHaveLength(2);
  });

  it('renders each section’s empty state', async () => {
    const testStreams = drawerStreams();
    const { user } = open(testStreams);
    // the wallet bridge reports the adapter's state on mount; the test's wallet connects after it
    act(() => testStreams.streams.wallet.session.report(connected('quick')));
    await screen.findByTestId('net-worth');
    for (const [tab, text] of [
      ['Trigger', 'No Open Orders'],
      ['Recurring', 'No Active Orders'],
      ['Perps', 'No Open Positions'],
      ['Lend', 'No Earn Vaults'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: new RegExp(`^${tab}`) }));
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('tab', { name: 'Borrow' }));
    expect(screen.getByText('No Borrow Positions Found')).toBeInTheDocument();
  });
});
