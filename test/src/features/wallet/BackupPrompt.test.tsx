import { act, screen, within } from '@testing-library/react';
import { KEY_BACKUP_KEY } from '@streams/wallet/keyBackup';
import { EMPTY, of } from 'rxjs';
import { BackupPrompt } from '@/features/wallet/BackupPrompt';
import { renderWithProviders } from '../../../support/renderApp';
import { WALLET, connected, drawerStreams } from '../profile/drawerFixtures';

const persistence = (granted: boolean) => ({ persisted: () => of(false), persist: () => of(granted) });

const setup = (options: { lamports?: string; granted?: boolean; kind?: 'quick' | 'adapter' } = {}) => {
  const testStreams = drawerStreams({ lamports: options.lamports ?? '2000000000', storagePersistence: persistence(options.granted ?? true) });
  const view = renderWithProviders(<BackupPrompt />, testStreams);
  act(() =>
    testStreams.streams.wallet.session.report(connected(options.kind ?? 'quick'), { publicKey: WALLET, autoSigns: true, signTransaction: () => EMPTY }),
  );
  return view;
};

const prompt = () => screen.findByRole('complementary', { name: 'Back up your quick account' });

describe('the backup prompt', () => {
  it('asks a funded quick account to back its key up, and says the browser agreed to keep its storage', async () => {
    setup();
    const card = await prompt();
    expect(card).toHaveTextContent('Its private key lives only in this browser');
    expect(card).toHaveTextContent('This browser has agreed to keep its storage');
  });

  it('says so when the browser may clear its storage', async () => {
    setup({ granted: false });
    expect(await prompt()).toHaveTextContent('This browser may clear its storage when space runs low');
  });

  it("'Not now' dismisses it for this account, remembered", async () => {
    const { user, storage } = setup();
    await user.click(within(await prompt()).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('complementary', { name: 'Back up your quick account' })).not.toBeInTheDocument();
    expect(JSON.parse(storage.getItem(KEY_BACKUP_KEY) ?? '{}')).toEqual({ accounts: { [WALLET]: { dismissedAt: expect.any(Number) as number } } });
  });

  it("'Export Private Key' opens the export dialog, with the key hidden until Reveal and the storage line", async () => {
    const { user } = setup();
    await user.click(within(await prompt()).getByRole('button', { name: 'Export Private Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Private Key' });
    expect(within(dialog).getByRole('button', { name: 'Reveal Private Key' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('This browser has agreed to keep its storage');
    expect(screen.queryByRole('complementary', { name: 'Back up your quick account' })).not.toBeInTheDocument();
  });

  it('waits for funds: an account without SOL is not asked yet', async () => {
    setup({ lamports: '0' });
    // The holdings arrived (0 SOL): still nothing to back up.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('complementary', { name: 'Back up your quick account' })).not.toBeInTheDocument();
  });

  it('an external wallet keeps its own keys: no prompt', async () => {
    setup({ kind: 'adapter' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('complementary', { name: 'Back up your quick account' })).not.toBeInTheDocument();
  });
});
