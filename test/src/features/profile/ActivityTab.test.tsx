import { screen, within } from '@testing-library/react';
import { ActivityTab } from '@/features/profile/ActivityTab';
import { renderWithProviders } from '../../../support/renderApp';
import { DUST, SOL, USDC, WALLET, drawerStreams } from './drawerFixtures';

const swap = (n: number) => ({
  inputMint: SOL,
  outputMint: USDC,
  inputAmount: String(n),
  outputAmount: String(n * 150),
  rate: 150,
  timestamp: 1_790_000_000 + n,
  action: 'Swap',
  txHash: `tx${n}`,
  platform: 'sim',
});

describe('Activity tab', () => {
  it("lists the first page, asks for the next near the end, and says 'End of list'", async () => {
    const testStreams = drawerStreams({
      activities: (url) =>
        url.searchParams.get('page') === '1' ? { histories: [swap(1), swap(2)], hasMoreData: true } : { histories: [swap(3)], hasMoreData: false },
    });
    renderWithProviders(<ActivityTab address={WALLET} />, testStreams);
    // jsdom's list is 800 px tall with no scroll: the first page cannot fill it, so the next one loads
    expect(await screen.findByText('End of list')).toBeInTheDocument();
    const list = screen.getByTestId('activity-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/Swap 1 SOL → 150 USDC/);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/\d{2} \w{3}, \d{4} \d{2}:\d{2}:\d{2} \(/);
    const pages = testStreams.requests
      .filter((request) => request.url.includes('/v2/activities/'))
      .map((request) => new URL(request.url).searchParams.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('a new pill is a new feed from page 1; an empty one says No activities found', async () => {
    const testStreams = drawerStreams({
      activities: (url) => (url.searchParams.get('product') === 'SWAP' ? { histories: [swap(1)], hasMoreData: false } : { trades: [], page: 1, totalPages: 1 }),
    });
    const { user } = renderWithProviders(<ActivityTab address={WALLET} />, testStreams);
    expect(await screen.findByText('End of list')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Perps' }));
    expect(await screen.findByText('No activities found')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    const last = testStreams.requests.filter((request) => request.url.includes('/v2/activities/')).at(-1);
    expect(last && Object.fromEntries(new URL(last.url).searchParams)).toEqual({ page: '1', product: 'PERPS' });
  });

  it("a failing service says 'Failed to fetch user activities' and logs it", async () => {
    const testStreams = drawerStreams({ activities: () => ({ broken: true }) });
    renderWithProviders(<ActivityTab address={WALLET} />, testStreams);
    expect(await screen.findByText('Failed to fetch user activities')).toBeInTheDocument();
    expect(testStreams.logger.entries.some((entry) => entry.message === 'Failed to fetch user activities')).toBe(true);
  });

  it('rows show USD values at the time and deep-link to their product page with the from and to tokens', async () => {
    const valued = { ...swap(1), inputUsd: 151.25, outputUsd: 150.5 };
    const perps = { txId: 'ptx', createdAt: 1_790_000_000, side: 'long', requestType: 'Market', sizeUsd: 2500, mint: SOL, collateralMint: USDC };
    const testStreams = drawerStreams({
      activities: (url) => {
        const product = url.searchParams.get('product');
        if (product === 'PERPS') return { trades: [perps], page: 1, totalPages: 1 };
        return { histories: [product === 'LO' ? { ...valued, action: 'Fill' } : valued], hasMoreData: false };
      },
    });
    const { user } = renderWithProviders(<ActivityTab address={WALLET} />, testStreams);
    const row = await screen.findByRole('link', { name: /Swap 1 SOL → 150 USDC/ });
    expect(row).toHaveAttribute('href', `/swap/${SOL}-${USDC}`);
    expect(row.closest('li')).toHaveTextContent('$151.25');
    await user.click(screen.getByRole('tab', { name: 'Trigger' }));
    expect(await screen.findByRole('link', { name: /Fill 1 SOL → 150 USDC/ })).toHaveAttribute('href', `/trigger?from=${SOL}&to=${USDC}`);
    await user.click(screen.getByRole('tab', { name: 'Perps' }));
    expect(await screen.findByRole('link', { name: /Market long SOL · \$2,500\.00/ })).toHaveAttribute('href', `/perps/${SOL}-${USDC}`);
  });

  it('a row the service sent no value for is valued at today’s price and says so; spam is hidden by default, failed on request, both kept', async () => {
    const unvalued = swap(2);
    const airdrop = {
      ...swap(3),
      action: 'Receive',
      inputMint: DUST,
      outputMint: DUST,
      inputAmount: '5',
      outputAmount: '5',
      counterparty: 'Spammer1111111111111111111111111111111111',
    };
    const failed = { ...swap(4), inputUsd: 600, status: 'Failed' };
    const testStreams = drawerStreams({ activities: () => ({ histories: [unvalued, airdrop, failed], hasMoreData: false }) });
    const { user, storage } = renderWithProviders(<ActivityTab address={WALLET} />, testStreams);
    const list = await screen.findByTestId('activity-list');
    await screen.findByText('End of list');
    // 2 SOL at today's price; the airdrop of a token worth $0.0005 is spam, hidden.
    const valuedNow = await within(list).findByTitle(/At today’s price/);
    expect(valuedNow).toHaveTextContent(/^≈ \$\d/);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1 hidden')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Failed · $600.00');

    await user.click(screen.getByRole('checkbox', { name: 'Hide failed' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('2 hidden')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Hide spam' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/Received 5/)).toBeInTheDocument();
    expect(JSON.parse(storage.getItem('callisto.drawer.settings') ?? '{}')).toMatchObject({ hideSpamActivity: false, hideFailedActivity: true });
  });

  it('a Lend deposit and withdrawal read as such, in the vault’s token, and lead to Lend', async () => {
    const deposit = {
      ...swap(5),
      action: 'Deposit',
      platform: 'lend',
      inputMint: USDC,
      inputAmount: '100',
      outputMint: DUST,
      outputAmount: '95.2',
      inputUsd: 100,
    };
    const withdraw = {
      ...swap(6),
      action: 'Withdraw',
      platform: 'lend',
      inputMint: DUST,
      inputAmount: '95.2',
      outputMint: USDC,
      outputAmount: '100.4',
      inputUsd: 100.4,
    };
    const testStreams = drawerStreams({ activities: () => ({ histories: [withdraw, deposit], hasMoreData: false }) });
    renderWithProviders(<ActivityTab address={WALLET} />, testStreams);
    expect(await screen.findByRole('link', { name: 'Deposited 100 USDC to Lend' })).toHaveAttribute('href', '/lend/earn');
    expect(screen.getByRole('link', { name: 'Withdrew 100.4 USDC from Lend' })).toHaveAttribute('href', '/lend/earn');
  });
});
