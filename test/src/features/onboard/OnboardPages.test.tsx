import { screen, waitFor, within } from '@testing-library/react';
import { createFakeServices } from '../../../support/fakeServices';
import { quoteOf, routesFor } from '../../../support/fixtures/onboard';
import { createTestStreams, renderApp } from '../../../support/renderApp';

const methods = {
  methods: [
    { id: 'cctp', name: 'Bridge with Circle CCTP', summary: 'Burned there, minted on Solana.', feeCents: 20, feeBps: 0, seconds: 5, minimumCents: 100 },
    { id: 'debridge', name: 'Bridge with deBridge', summary: 'Filled by a solver.', feeCents: 100, feeBps: 4, seconds: 3, minimumCents: 500 },
    { id: 'onramp', name: 'Buy with a card', summary: 'SOL or USDC with a card.', feeCents: 50, feeBps: 250, seconds: 3, minimumCents: 2000 },
    { id: 'cex', name: 'Deposit from an exchange', summary: 'Withdraw to your address.', feeCents: 0, feeBps: 0, seconds: null, minimumCents: null },
  ],
  chains: [
    { id: 'ethereum', name: 'Ethereum' },
    { id: 'base', name: 'Base' },
  ],
};
const renderWith = (path: string, rate: number | null = 150) => {
  const services = createFakeServices([
    [/\/onboard\/v1\/methods$/, () => methods],
    [/\/onboard\/v1\/bridge\/routes$/, (url) => routesFor(BigInt(url.searchParams.get('amount') ?? '0'))],
    [/\/onboard\/v1\/onramp\/quote$/, () => quoteOf(rate)],
  ]);
  return { ...renderApp(path, { streams: createTestStreams({ transport: services.transport }) }), requests: services.requests };
};

describe('the onboard pages', () => {
  it('/onboard lists each way in with the fee, time and minimum the service states', async () => {
    renderWith('/onboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bring funds to Solana' })).toBeInTheDocument();
    const ways = await screen.findByRole('list', { name: 'Ways in' });
    const cctp = within(ways).getByTestId('method-cctp');
    expect(within(cctp).getByTestId('method-fee')).toHaveTextContent('$0.20');
    expect(within(cctp).getByTestId('method-time')).toHaveTextContent('from 5 s');
    expect(cctp).toHaveTextContent('$1.00');
    expect(within(ways).getByTestId('method-debridge')).toHaveTextContent('$1.00 + 0.04%');
    expect(within(ways).getByTestId('method-onramp')).toHaveTextContent('2.5% + $0.50');
    expect(within(ways).getByTestId('method-cex')).toHaveTextContent('As your exchange takes');
    expect(within(ways).getByRole('link', { name: 'Show my deposit address' })).toHaveAttribute('href', '/onboard/cex');
  });

  it('/onboard/cctp compares the routes for the amount typed, with the picked route’s steps and time', async () => {
    const { user, requests } = renderWith('/onboard/cctp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bridge USDC to Solana' })).toBeInTheDocument();
    expect(document.title).toBe('Bridge compare · Callisto');
    await user.type(await screen.findByLabelText('You send (USDC)'), '100');
    expect(await screen.findByTestId('route-cctp', {}, { timeout: 3000 })).toHaveTextContent('99.8 USDC');
    expect(screen.getByTestId('route-stated')).toHaveTextContent('Burn on Ethereum 3 s → Circle attestation 3 s → Mint on Solana 1 s: 7 s in all.');
    await user.click(screen.getByRole('radio', { name: /deBridge/ }));
    expect(screen.getByTestId('route-stated')).toHaveTextContent('4 s in all.');
    // Without a wallet the button connects first.
    expect(screen.getByRole('button', { name: 'Connect a wallet' })).toBeEnabled();
    // One request for the amount once typing paused (T73), none for each keystroke.
    expect(requests.filter((request) => request.url.includes('/bridge/routes')).map((request) => new URL(request.url).searchParams.get('amount'))).toEqual([
      '100000000',
    ]);
  });

  it("/onboard/onramp shows 'Exchange rate not available' when the provider's quote has no rate", async () => {
    renderWith('/onboard/onramp', null);
    await waitFor(() => expect(screen.getByTestId('onramp-problem')).toHaveTextContent('Exchange rate not available'), { timeout: 3000 });
    expect(screen.getByTestId('onramp-rate')).toHaveTextContent('–');
  });

  it('/onboard/onramp quotes the rate, the fees and what arrives', async () => {
    renderWith('/onboard/onramp');
    await waitFor(() => expect(screen.getByTestId('onramp-receive')).toHaveTextContent('0.646666666 SOL'), { timeout: 3000 });
    expect(screen.getByTestId('onramp-fee')).toHaveTextContent('$3.00');
    expect(screen.getByTestId('onramp-rate')).toHaveTextContent('1 SOL = $150');
  });

  it('/onboard/cex asks for a wallet first', async () => {
    renderWith('/onboard/cex');
    expect(await screen.findByText('Connect a wallet to see its deposit address.')).toBeInTheDocument();
    expect(document.title).toBe('Deposit from an exchange · Callisto');
  });

  it('an unknown way in says so, with links to the real ones', async () => {
    renderWith('/onboard/%3Cscript%3E');
    const notice = await screen.findByTestId('unknown-method');
    expect(notice).toHaveTextContent('There is no way in called “<script>”');
    expect(
      within(notice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/onboard/cctp', '/onboard/debridge', '/onboard/onramp', '/onboard/cex']);
  });
});
