import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../support/renderApp';

describe('/mobile', () => {
  it('shows the app and a QR code of the page the user came from', async () => {
    renderApp('/mobile?from=%2Fswap%2FSOL-USDC%3FinAmount%3D2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Callisto in your pocket' })).toBeInTheDocument();
    expect(document.title).toBe('Mobile · Callisto');
    const target = `${window.location.origin}/swap/SOL-USDC?inAmount=2`;
    expect(screen.getByTestId('mobile-link')).toHaveTextContent(target);
    expect(screen.getByTestId('mobile-link-qr')).toHaveAttribute('data-value', target);
    await waitFor(() => expect(screen.getByTestId('mobile-link-qr').querySelector('svg')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Back to the page' })).toHaveAttribute('href', '/swap/SOL-USDC?inAmount=2');
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a from that is no page of this app gives home, says so, and is logged', async () => {
    const { logger } = renderApp('/mobile?from=https%3A%2F%2Fevil.example%2F');
    await screen.findByRole('heading', { level: 1, name: 'Callisto in your pocket' });
    expect(screen.getByTestId('mobile-link')).toHaveTextContent(`${window.location.origin}/`);
    expect(screen.getByText('The page named in the address is not one of this app, so the code opens the home page.')).toBeInTheDocument();
    expect(logger.messages('warn')).toContain('Ignored a /mobile from parameter that is no page of this app');
  });

  it('the More menu’s Mobile entry carries the current page', async () => {
    const { user, router } = renderApp('/watchlist');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mobile' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/mobile?from=%2Fwatchlist'));
  });
});
