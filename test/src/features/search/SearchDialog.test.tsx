import { screen, waitFor, within } from '@testing-library/react';
import { searchFeature } from '@streams/search/feature';
import { SearchDialog } from '@/components/SearchDialog';
import { renderWithProviders } from '../../../support/renderApp';
import { FAKE, WALLET, WIF, searchStreams } from './searchFixtures';

/** Opens the dialog and waits for its panel (a chunk of its own) to mount with the input focused. */
const open = async (streams = searchStreams()) => {
  const onClose = vi.fn();
  const view = renderWithProviders(<SearchDialog open onClose={onClose} />, streams);
  const input = await screen.findByRole('searchbox', { name: 'Search tokens or wallet' });
  await waitFor(() => expect(input).toHaveFocus());
  return { ...view, onClose, requests: streams.requests, input };
};

const WAIT = { timeout: 3000 };

describe('SearchDialog', () => {
  it('shows the Cooking list and an empty History row while the input is empty', async () => {
    const { input } = await open();
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', expect.stringMatching(/quotes/i));
    const cooking = await screen.findByRole('listbox', { name: 'Trending tokens' });
    expect(within(cooking).getByRole('option', { name: 'WIF dogwifhat' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });

  it('searches what is typed and shows rows with symbol, verified tick, short address and figures', async () => {
    const { input, user, requests } = await open();
    await user.type(input, 'bonk');
    expect(screen.getByText('Loading Tokens...')).toBeInTheDocument();
    const results = await screen.findByRole('listbox', { name: 'Search results' }, WAIT);
    const rows = within(results).getAllByRole('option');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('BONK')).toBeInTheDocument();
    expect(within(first).getByLabelText('Verified')).toBeInTheDocument();
    expect(within(first).getByText('DezX…B263')).toBeInTheDocument();
    expect(within(first).getByText('$1.25M')).toBeInTheDocument();
    expect(within(first).getByText('72')).toBeInTheDocument();
    // One request for the debounced text, not one per keystroke.
    expect(requests.filter((request) => request.url.includes('/assets/search'))).toHaveLength(1);
    // A hostile name is text, never markup.
    expect(within(rows[1] as HTMLElement).getByText(/^<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('moves with the arrow keys and opens the highlighted token with Enter, recording it in History', async () => {
    const streams = searchStreams();
    const { input, user, router, onClose } = await open(streams);
    await user.type(input, 'bonk');
    await screen.findByRole('listbox', { name: 'Search results' }, WAIT);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe(`/tokens/${FAKE}`);
    expect(onClose).toHaveBeenCalled();
    const recorded: unknown[] = [];
    streams.streams.features.get(searchFeature).recent.tokens$.subscribe((tokens) => recorded.push(tokens.map((token) => token.id)));
    expect(recorded.at(-1)).toEqual([FAKE]);
  });

  it('opens a token on click and shows it in the History row next time', async () => {
    const streams = searchStreams();
    const first = await open(streams);
    const cooking = await screen.findByRole('listbox', { name: 'Trending tokens' });
    await first.user.click(within(cooking).getByRole('option', { name: 'WIF dogwifhat' }));
    expect(first.router.state.location.pathname).toBe(`/tokens/${WIF}`);
    first.unmount();
    const second = await open(streams);
    const history = await screen.findByRole('region', { name: 'History' });
    await second.user.click(within(history).getByRole('button', { name: 'Open WIF' }));
    expect(second.router.state.location.pathname).toBe(`/tokens/${WIF}`);
  });

  it('says when nothing matches and offers the portfolio of a wallet address', async () => {
    const { input, user } = await open(searchStreams({ search: () => [] }));
    await user.type(input, WALLET);
    expect(await screen.findByText('No tokens to show', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', `/portfolio/${WALLET}`);
  });

  it('shows the error of a bad search response instead of crashing', async () => {
    const { input, user } = await open(searchStreams({ search: () => ({ unexpected: true }) }));
    await user.type(input, 'bonk');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Invalid search response structure from Search API');
  });

  it('in exact mode hides unverified matches behind Show more', async () => {
    const { input, user } = await open();
    await user.type(input, '"BONK"');
    const results = await screen.findByRole('listbox', { name: 'Search results' }, WAIT);
    expect(within(results).getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(results).getAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Hide more results' }));
    await waitFor(() => expect(within(results).getAllByRole('option')).toHaveLength(1));
    expect(within(results).getByRole('option')).toHaveAccessibleName('BONK Bonk');
  });
});
