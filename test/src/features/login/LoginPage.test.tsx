import { Keypair } from '@solana/web3.js';
import bs58 from 'bs58';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../support/renderApp';

// The wallet stack's first import is slow in jsdom: generous timeouts, as in LazyWalletLayer.test.
describe('/login', () => {
  // The wallet adapter remembers the last wallet in the page's localStorage: each test starts signed out.
  afterEach(() => window.localStorage.clear());

  it('offers the three ways in under its route title', { timeout: 20_000 }, async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(document.title).toBe('Login · Callisto');
    expect(await screen.findByRole('button', { name: 'Create quick account' })).toBeEnabled();
    expect(screen.getByRole('form', { name: 'Restore a quick account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
  });

  it('creates a quick account through the wallet stack’s own connect path and lands on next', { timeout: 20_000 }, async () => {
    const { user, router } = renderApp('/login?next=%2Fwatchlist');
    await user.click(await screen.findByRole('button', { name: 'Create quick account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/watchlist'), { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('creates a quick account when the Connect panel has already loaded the wallet stack', { timeout: 20_000 }, async () => {
    const { user, router, streams } = renderApp('/login?next=%2Fperps');
    await user.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Connect' }, { timeout: 15_000 })).toBeInTheDocument();
    act(() => streams.overlays.close());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect' })).not.toBeInTheDocument());
    // The page behind the dialog comes back from being hidden a moment after the dialog goes.
    await user.click(await screen.findByRole('button', { name: 'Create quick account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/perps'), { timeout: 15_000 });
  });

  it('restores an exported key and signs in with it; a foreign next gives /pro and is logged', { timeout: 20_000 }, async () => {
    const keypair = Keypair.generate();
    const { user, router, logger } = renderApp('/login?next=https%3A%2F%2Fevil.example');
    const restore = await screen.findByRole('form', { name: 'Restore a quick account' });
    await user.type(within(restore).getByLabelText('Private key'), 'not a key');
    await user.click(within(restore).getByRole('button', { name: 'Restore' }));
    expect(await within(restore).findByRole('alert')).toHaveTextContent(/This is not a private key/);
    await user.clear(within(restore).getByLabelText('Private key'));
    await user.click(within(restore).getByLabelText('Private key'));
    await user.paste(bs58.encode(keypair.secretKey));
    await user.click(within(restore).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pro'), { timeout: 15_000 });
    expect(await screen.findByRole('button', { name: `Profile ${keypair.publicKey.toBase58()}` })).toBeInTheDocument();
    expect(logger.messages('warn')).toContain('Ignored a /login next parameter that is no page of this app');
  });
});
