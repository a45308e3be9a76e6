import { act, screen, waitFor, within } from '@testing-library/react';
import { AppShell } from '@/app/AppShell';
import { routeTable } from '@/app/routeTable';
import { renderApp } from '../../support/renderApp';

const Boom = () => {
  throw new Error('page exploded');
};

describe('app shell', () => {
  it('renders the header links, search, Launch, Connect and the footer', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade Solana in real time' })).toBeInTheDocument();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Swap', 'Pro', 'Perps', 'LendBeta', 'Portfolio']);
    expect(screen.getByRole('button', { name: 'Search tokens or wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Launch' })).toHaveAttribute('href', '/studio');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByText('Simulator ·', { exact: false })).toBeInTheDocument();
  });

  it('puts the mobile app banner after the page, before the footer: arriving late, it moves nothing above it', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Trade Solana in real time' });
    const banner = await screen.findByRole('region', { name: 'Mobile app' });
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(main.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.contains(banner)).toBe(false);
    expect(within(banner).getByRole('link', { name: 'get the Callisto mobile app' })).toHaveAttribute('href', '/mobile');
    // Nothing of it above the header any more: only the warnings live there.
    expect(screen.getByRole('banner').compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Close mobile app banner' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Mobile app' })).not.toBeInTheDocument());
  });

  it("'/' opens the search dialog with the input focused, and a '/' typed there stays text", async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.keyboard('/');
    const dialog = screen.getByRole('dialog', { name: 'Search tokens' });
    const input = await within(dialog).findByRole('searchbox', { name: 'Search tokens or wallet' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.keyboard('sol/usdc');
    expect(input).toHaveValue('sol/usdc');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'/' with a modifier does nothing", async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.keyboard('{Control>}/{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the More menu opens, moves with arrows, and closes on Escape back to its button', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const more = screen.getByRole('button', { name: 'More' });
    await user.click(more);
    const menu = screen.getByRole('menu', { name: 'More' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'JLP LoansNewBeta',
      'Studio',
      'Mobile',
      'Verify',
      'Airdrop Checker',
      'Lock',
      'Governance',
      'Research',
      'Onboard',
      'Guides',
      'Develop',
      'Plugin',
    ]);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[items.length - 1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('hides the Launch button on /studio and the main links on /claim', async () => {
    renderApp('/studio');
    await screen.findByRole('heading', { level: 1, name: 'Launch a token' });
    expect(screen.queryByRole('link', { name: 'Launch' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('hides the main links and the bottom bar on /claim', async () => {
    renderApp('/claim');
    await screen.findByRole('heading', { level: 1, name: 'Claim' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bottom bar' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Launch' })).toBeInTheDocument();
  });

  it('shows the offline banner while the browser is offline', async () => {
    const { online } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText("You're currently offline.")).not.toBeInTheDocument();
    act(() => online.next(false));
    // The banner lives in the shell's network part, a chunk of its own: wait for it rather than race it.
    await waitFor(() => expect(screen.getAllByRole('status').some((status) => status.textContent === "You're currently offline.")).toBe(true));
    act(() => online.next(true));
    expect(screen.queryByText("You're currently offline.")).not.toBeInTheDocument();
  });

  it('an unknown first segment shows the invalid-domain page, with hostile text inert', async () => {
    renderApp('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'This app does not exist' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  // Whichever route is still to come (they are being built one by one): its placeholder.
  const planned = routeTable.find((route) => route.planned && !route.path.includes(':'));
  it.runIf(planned)('a planned route shows its title and what will be there', async () => {
    if (!planned) return;
    renderApp(planned.path);
    expect(await screen.findByRole('heading', { level: 1, name: planned.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Coming to this page' })).toBeInTheDocument();
    expect(document.title).toBe(`${planned.title} · Callisto`);
  });

  it('/_app renders the home page under its own route title', async () => {
    renderApp('/_app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade Solana in real time' })).toBeInTheDocument();
    expect(document.title).toBe('App · Callisto');
  });

  it('a Studio launch page names its parameter in the title, and says when it is no token address', async () => {
    renderApp('/studio/launch42');
    expect(await screen.findByText('This is not a token address.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Studio launch' })).toBeInTheDocument();
    expect(document.title).toBe('Studio · launch42 · Callisto');
  });

  it('the slide-out menu closes when a link is chosen, and has a close button', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Pro' }));
    // The page's chunk is transformed on first use here: on a loaded machine that takes over a second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pro'), { timeout: 5000 });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows a page that throws as the crash screen inside the shell, and the next page renders again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/boom', {
      routes: [
        {
          element: <AppShell />,
          children: [
            { path: '/boom', element: <Boom /> },
            { index: true, element: <p>home again</p> },
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Callisto has crashed' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByText('home again')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Callisto has crashed' })).toBeNull();
    vi.restoreAllMocks();
  });
});
