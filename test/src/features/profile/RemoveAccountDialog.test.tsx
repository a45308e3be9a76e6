import { useWallet } from '@solana/wallet-adapter-react';
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { ProfileDrawer } from '@/features/profile/ProfileDrawer';
import { QuickAccountName } from '@/wallet/quickAccount/adapter';
import { renderWithProviders } from '../../../support/renderApp';
import { drawerStreams } from './drawerFixtures';

/**
 * Picks the quick account as a user's Connect would: the provider connects it, making its key in
 * the (memory) vault on first use. 'Connect again' picks it once more after a disconnect.
 */
const ConnectQuickAccount = () => {
  const { select } = useWallet();
  useEffect(() => select(QuickAccountName), [select]);
  return (
    <button type="button" onClick={() => select(QuickAccountName)}>
      Connect again
    </button>
  );
};

/** The connected account's address, as the drawer's copy button names it. */
const shownAddress = async () => {
  const copy = await screen.findByRole('button', { name: /Copy wallet address/ });
  return (copy.getAttribute('aria-label') ?? '').replace('Copy wallet address ', '');
};

const start = () => {
  const testStreams = drawerStreams();
  const view = renderWithProviders(
    <>
      <ConnectQuickAccount />
      <ProfileDrawer open onClose={() => undefined} />
    </>,
    testStreams,
  );
  return { ...view, testStreams };
};

const openRemove = async (user: ReturnType<typeof start>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Remove Quick Account' }));
  return screen.getByRole('dialog', { name: 'Remove Quick Account' });
};

describe('Remove Quick Account', () => {
  it('removes only after the user confirms; then the wallet is disconnected and the next connect makes a new account', async () => {
    const { user, testStreams } = start();
    const before = await shownAddress();
    const toasts: string[] = [];
    testStreams.streams.toasts.toasts$.subscribe((list) => toasts.splice(0, toasts.length, ...list.map((toast) => toast.title)));

    const dialog = await openRemove(user);
    expect(within(dialog).getByRole('note')).toHaveTextContent('without the private key no one can open this account again');
    expect(dialog).toHaveTextContent(before);
    expect(within(dialog).getByTestId('export-state')).toHaveTextContent('has not been exported');
    const remove = within(dialog).getByRole('button', { name: 'Remove from this browser' });
    expect(remove).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /I have saved this account's private key, or I leave nothing in it/ }));
    expect(remove).toBeEnabled();
    await user.click(remove);

    await waitFor(() => expect(toasts).toContain('Quick Account Removed'));
    expect(await screen.findByText('No wallet connected')).toBeInTheDocument();

    // The key is gone: connecting again makes another account, not the removed one.
    await user.click(screen.getByRole('button', { name: 'Connect again' }));
    const after = await shownAddress();
    expect(after).not.toBe(before);
  });

  it('Cancel keeps everything: the same account stays connected', async () => {
    const { user } = start();
    const before = await shownAddress();
    const dialog = await openRemove(user);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Remove Quick Account' })).not.toBeInTheDocument();
    expect(await shownAddress()).toBe(before);
    // Opening it again asks again.
    const again = await openRemove(user);
    expect(within(again).getByRole('checkbox')).not.toBeChecked();
    expect(within(again).getByRole('button', { name: 'Remove from this browser' })).toBeDisabled();
  });

  it('Export Private Key from the dialog opens the export dialog instead', async () => {
    const { user } = start();
    await shownAddress();
    const dialog = await openRemove(user);
    await user.click(within(dialog).getByRole('button', { name: 'Export Private Key' }));
    expect(await screen.findByRole('dialog', { name: 'Export Private Key' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Remove Quick Account' })).not.toBeInTheDocument();
  });
});
