import { screen } from '@testing-library/react';
import { DepositDialog } from '@/features/profile/DepositDialog';
import { renderWithProviders } from '../../../support/renderApp';

const address = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('DepositDialog', () => {
  it('shows the address as text and, once its library has loaded, as a QR code', async () => {
    renderWithProviders(<DepositDialog open onClose={() => undefined} address={address} />);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(dialog).toHaveTextContent(address);
    const qr = await screen.findByTitle(`QR code of ${address}`, {}, { timeout: 5000 });
    expect(qr.closest('svg')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeInTheDocument();
  });
});
