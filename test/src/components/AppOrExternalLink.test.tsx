import { act, screen } from '@testing-library/react';
import { AppOrExternalLink, isAppPath } from '@/components/AppOrExternalLink';
import { renderWithProviders } from '../../support/renderApp';

describe('a link inside the app or out of it', () => {
  it("a path of this app: a router link in the same tab, which closes the open overlay so that its page shows (a toast's link under the drawer)", async () => {
    const { streams, router, user } = renderWithProviders(<AppOrExternalLink href="/transaction/abc">View transaction</AppOrExternalLink>);
    let shown = '';
    const watching = streams.overlays.overlay$.subscribe((overlay) => (shown = overlay));
    act(() => streams.overlays.open('drawer'));
    expect(shown).toBe('drawer');
    const link = screen.getByRole('link', { name: 'View transaction' });
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/transaction/abc');
    expect(shown).toBe('none');
    watching.unsubscribe();
  });

  it('a URL: a new tab with no handle on this one, and the overlay stays', async () => {
    const { streams } = renderWithProviders(<AppOrExternalLink href="https://solscan.io/tx/abc">View transaction</AppOrExternalLink>);
    const link = screen.getByRole('link', { name: 'View transaction' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    let shown = '';
    const watching = streams.overlays.overlay$.subscribe((overlay) => (shown = overlay));
    act(() => streams.overlays.open('drawer'));
    expect(shown).toBe('drawer');
    watching.unsubscribe();
  });

  it("'//host' is another site, not a path of this app", () => {
    expect(isAppPath('/transaction/abc')).toBe(true);
    expect(isAppPath('//evil.example/x')).toBe(false);
    expect(isAppPath('https://solscan.io')).toBe(false);
  });
});
