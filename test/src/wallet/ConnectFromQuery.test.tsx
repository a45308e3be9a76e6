import { useWallet } from '@solana/wallet-adapter-react';
import { screen, waitFor } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { ConnectFromQuery } from '@/wallet/ConnectFromQuery';
import { renderWithProviders } from '../../support/renderApp';

/** What /login does: asks for the quick account through the address; and a way out again. */
const Controls = () => {
  const [, setParams] = useSearchParams();
  const { disconnect } = useWallet();
  return (
    <>
      <button type="button" onClick={() => setParams({ connect: 'jupiter-account' })}>
        Ask
      </button>
      <button type="button" onClick={() => void disconnect()}>
        Leave
      </button>
    </>
  );
};

describe('?connect= while the wallet stack is loaded', () => {
  afterEach(() => window.localStorage.clear());

  it('is handled each time it appears, not only on the first load', { timeout: 20_000 }, async () => {
    const { user, streams, router } = renderWithProviders(
      <>
        <ConnectFromQuery />
        <Controls />
      </>,
    );
    const status = () => streams.wallet.session.current().status;
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(status()).toBe('connected'), { timeout: 15_000 });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(status()).toBe('disconnected'));
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(status()).toBe('connected'), { timeout: 5_000 });
  });
});
