import { tokenName, tokenSymbol } from '@streams/market/tokenText';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../support/renderApp';
import { EVIL_NAME, SOL, USDC, WALLET, connected, signer, swapStreams } from './swapFixtures';

// lightweight-charts needs a canvas: the panels' chart module is replaced by a stub.
vi.mock('@/features/token/candleChart', () => ({
  createCandleChart: () => ({
    apply: () => undefined,
    remove: () => undefined,
    setType: () => undefined,
    barsInView: () => undefined,
    setTargetLine: () => undefined,
    priceAt: () => undefined,
    yOf: () => undefined,
  }),
}));

const sellBox = () => screen.getByRole('textbox', { name: 'Amount to sell' });
const mainButton = (name: string | RegExp) => screen.findByRole('button', { name });

/** Opens /swap/SOL-USDC (or `path`) over the fakes; `connect` reports a wallet after mounting. */
const open = async (options: { path?: string; connect?: boolean; data?: Parameters<typeof swapStreams>[0] } = {}) => {
  const testStreams = swapStreams(options.data);
  const view = renderApp(options.path ?? '/swap/SOL-USDC', { streams: testStreams });
  // the page module loads lazily with the navigation: slow on a busy machine (5 s was not enough once)
  await screen.findByRole('button', { name: 'Sell token: SOL' }, { timeout: 15_000 });
  // the wallet bridge reports the adapter's state on mount; the test's wallet connects after it
  if (options.connect) act(() => testStreams.streams.wallet.session.report(connected, signer));
  return { ...view, requests: testStreams.requests };
};

describe('Swap page', () => {
  it("asks to connect without a wallet, hides HALF and MAX, and 'Connect Wallet' opens the Connect panel", async () => {
    const { user } = await open();
    expect(screen.getByRole('button', { name: 'Buy token: USDC' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'MAX' })).not.toBeInTheDocument();
    await user.click(await mainButton('Connect Wallet'));
    // The shell's Connect panel: the wallet stack loads with it (its first import is slow in jsdom).
    expect(await screen.findByRole('dialog', { name: 'Connect' }, { timeout: 15_000 })).toBeInTheDocument();
  }, 20_000);

  it("says 'Enter an amount' when connected, shows the balance, and HALF and MAX keep the 0.01 SOL reserve", async () => {
    const { user } = await open({ connect: true });
    expect(await mainButton('Enter an amount')).toBeDisabled();
    expect(await screen.findByTestId("You're Selling balance")).toHaveTextContent('2 SOL');
    expect(screen.getByTestId("You're Buying balance")).toHaveTextContent('12.5 USDC');
    await user.click(screen.getByRole('button', { name: 'MAX' }));
    expect(sellBox()).toHaveValue('1.99');
    await user.click(screen.getByRole('button', { name: 'HALF' }));
    expect(sellBox()).toHaveValue('1');
  });

  it("says 'Insufficient SOL' above the balance", async () => {
    const { user } = await open({ connect: true });
    await screen.findByTestId("You're Selling balance");
    await user.type(sellBox(), '5');
    expect(await mainButton('Insufficient SOL')).toBeDisabled();
  });

  it('streams a quote as the user types: output, USD values, rate (invertible), minimum received, impact, slippage, route', async () => {
    const { user, requests } = await open({ connect: true });
    await user.type(sellBox(), '1');
    await waitFor(() => expect(screen.getByLabelText('Amount to buy')).toHaveValue('150'));
    expect(await mainButton('Swap')).toBeEnabled();
    const details = screen.getByLabelText('Quote details');
    expect(within(details).getByTestId('quote-rate')).toHaveTextContent('1 SOL ≈ 150 USDC');
    expect(screen.getByTestId('quote-threshold')).toHaveTextContent('149.25 USDC');
    expect(details).toHaveTextContent('Price impact0.12%');
    expect(details).toHaveTextContent('SlippageAuto · 0.5%');
    expect(details).toHaveTextContent('RouteMeteora DLMM → Whirlpool');
    // both sides are worth $150: 1 SOL at $150 and 150 USDC at $1 (prices arrive batched, T24)
    expect(await screen.findAllByText('≈ $150.00', {}, { timeout: 3000 })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Invert rate' }));
    expect(screen.getByTestId('quote-rate')).toHaveTextContent(/^1 USDC ≈ 0\.006666666 SOL$/);
    const quoteUrl = new URL(requests.find((request) => request.url.includes('/swap/v1/quote'))?.url ?? 'http://x');
    expect(Object.fromEntries(quoteUrl.searchParams)).toMatchObject({ inputMint: SOL, outputMint: USDC, amount: '1000000000', swapMode: 'ExactIn' });
  });

  it('shows the quote error on the button: No routes found', async () => {
    const { user } = await open({ connect: true, data: { quote: () => [400, { error: 'Could not find any route', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' }] } });
    await user.type(sellBox(), '1');
    expect(await mainButton('No routes found')).toBeDisabled();
    expect(screen.queryByLabelText('Quote details')).not.toBeInTheDocument();
    // The button says it: no second line.
    expect(screen.queryAllByText('No routes found')).toHaveLength(1);
  });

  it('without a wallet the button asks to connect, and the form says there is no route', async () => {
    const { user } = await open({ connect: false, data: { quote: () => [400, { error: 'Could not find any route', errorCode: 'COULD_NOT_FIND_ANY_ROUTE' }] } });
    await user.type(sellBox(), '1');
    expect(await screen.findByText('No routes found')).toHaveAttribute('role', 'status');
    expect(await mainButton('Connect Wallet')).toBeEnabled();
  });

  it('flips the pair, quotes the other way, and keeps the address in step', async () => {
    const { user, router } = await open({ connect: true });
    await user.type(sellBox(), '15');
    await user.click(screen.getByRole('button', { name: 'Flip tokens' }));
    expect(screen.getByRole('button', { name: 'Sell token: USDC' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy token: SOL' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/swap/USDC-SOL'));
    // 15 USDC is more than the wallet's 12.5
    expect(await mainButton('Insufficient USDC')).toBeDisabled();
    await user.clear(sellBox());
    await user.type(sellBox(), '3');
    await waitFor(() => expect(screen.getByLabelText('Amount to buy')).toHaveValue('0.02'));
  });

  it('shows the default pair on a bare /swap and makes other addresses canonical (?sell=&buy=&inAmount= → /swap/USDC-SOL)', async () => {
    const bare = await open({ path: '/swap' });
    expect(screen.getByRole('button', { name: 'Buy token: USDC' })).toBeInTheDocument();
    expect(bare.router.state.location.pathname).toBe('/swap');
    bare.unmount();
    const { router } = renderApp(`/swap?sell=${USDC}&buy=${SOL}&inAmount=2.5`, { streams: swapStreams() });
    expect(await screen.findByRole('button', { name: 'Sell token: USDC' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy token: SOL' })).toBeInTheDocument();
    expect(sellBox()).toHaveValue('2.5');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/swap/USDC-SOL'));
  });

  it("lists the wallet's tokens in the picker with a hostile name as text, and picking one sets the side and the address", async () => {
    const { user, router } = await open({ connect: true });
    await screen.findByTestId("You're Selling balance");
    await user.click(screen.getByRole('button', { name: 'Buy token: USDC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token' });
    // Shown inert and as the one sanitiser cuts it (10 characters for a symbol, 30 for a name).
    const evilSymbol = tokenSymbol('<b>EVIL</b>');
    expect(evilSymbol).toBe('<b>EVIL</…');
    // Not verified: the warning badge, and the warning in the row's name.
    const evil = await within(dialog).findByRole('button', { name: `${evilSymbol} ${tokenName(EVIL_NAME)} (warning: Not verified: check the address)` });
    expect(within(evil).getByRole('img', { name: 'Warning: Not verified: check the address' })).toBeInTheDocument();
    expect(evil).toHaveTextContent(tokenName(EVIL_NAME));
    expect(tokenName(EVIL_NAME).length).toBeLessThanOrEqual(30);
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(within(dialog).getByRole('button', { name: 'JUP Jupiter' })).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    // the verified token list joins the well-known tokens, verified
    expect(within(await within(dialog).findByRole('button', { name: 'ZBRA Zebra Coin' })).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    await user.click(evil);
    expect(screen.getByRole('button', { name: `Buy token: ${evilSymbol} (warning: Not verified: check the address)` })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/swap\/SOL-Evi1/));
  });

  it("shows a token with hostile decimals as 'Unsupported token' and does not let it be picked", async () => {
    const { user } = await open({ connect: true });
    await user.click(screen.getByRole('button', { name: 'Buy token: USDC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select a token' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search tokens' }), 'HOSTILE');
    const row = await within(dialog).findByRole('button', { name: 'HOSTILE Hostile Decimals (warning: Unsupported token)' }, { timeout: 5000 });
    expect(row).toBeDisabled();
    expect(row).toHaveTextContent('Unsupported token');
    await user.click(row);
    expect(screen.getByRole('dialog', { name: 'Select a token' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy token: USDC' })).toBeInTheDocument();
  });

  it('sends the quote on screen to the swap service when Swap is pressed, and shows the failure toast', async () => {
    const { user, requests } = await open({ connect: true });
    await user.type(sellBox(), '1');
    await user.click(await mainButton('Swap'));
    expect(await screen.findByText('Transaction Failed')).toBeInTheDocument();
    const sent = requests.find((request) => request.url.endsWith('/swap/v1/swap'));
    const body = JSON.parse(String(sent?.body)) as { userPublicKey: string; quoteResponse: { inAmount: string; outAmount: string } };
    expect(body.userPublicKey).toBe(WALLET);
    expect(body.quoteResponse).toMatchObject({ inAmount: '1000000000', outAmount: '150000000' });
    expect(await mainButton('Swap')).toBeEnabled();
  });
});
