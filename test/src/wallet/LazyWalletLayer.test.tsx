import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryStorage } from '@streams/core/ports';
import { WALLET_NAME_KEY } from '@streams/wallet/recentWallets';
import { createTestStreams, renderApp } from '../../support/renderApp';

describe('the wallet layer loads on demand', () => {
  // The first import of the wallet stack (web3.js, adapters) is slow in jsdom: generous timeouts.
  it('Connect in the header opens the Connect panel, the wallet stack arriving with it', { timeout: 20_000 }, async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: 'Connect' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('dialog', { name: 'Connect' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('any page can ask for the shell Connect panel through the overlays stream', { timeout: 20_000 }, async () => {
    const { streams } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => streams.overlays.open('connect'));
    expect(await screen.findByRole('dialog', { name: 'Connect' }, { timeout: 15_000 })).toBeInTheDocument();
    act(() => streams.overlays.close());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect' })).not.toBeInTheDocument());
  });

  it('loads at start-up for ?connect=, which it then handles and removes from the address', { timeout: 20_000 }, async () => {
    const { router } = renderApp('/?connect=unknown-wallet');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 15_000 });
  });

  it('loads at start-up when an earlier visit left a wallet to reconnect', { timeout: 20_000 }, async () => {
    expect(createTestStreams().streams.wallet.remembered).toBe(false);
    const storage = createMemoryStorage();
    storage.setItem(WALLET_NAME_KEY, '"Quick Account"');
    const testStreams = createTestStreams({ storage });
    expect(testStreams.streams.wallet.remembered).toBe(true);
    // The wallet adapter keeps its own copy in the page's localStorage.
    window.localStorage.setItem(WALLET_NAME_KEY, '"Quick Account"');
    renderApp('/', { streams: testStreams });
    await screen.findByRole('heading', { level: 1 });
    // The adapters reconnect the remembered quick account: the header leaves 'Connect'.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument(), { timeout: 15_000 });
    window.localStorage.removeItem(WALLET_NAME_KEY);
  });
});
