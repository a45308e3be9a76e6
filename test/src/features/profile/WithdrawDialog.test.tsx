import { Keypair } from '@solana/web3.js';
import { act, screen } from '@testing-library/react';
import { EMPTY, of } from 'rxjs';
import { txFeature } from '@streams/tx/feature';
import { WithdrawDialog } from '@/features/profile/WithdrawDialog';
import { renderWithProviders } from '../../../support/renderApp';
import { USDC, WALLET, connected, drawerStreams } from './drawerFixtures';

const setup = () => {
  const testStreams = drawerStreams();
  const onClose = vi.fn();
  const view = renderWithProviders(<WithdrawDialog open onClose={onClose} address={WALLET} />, testStreams);
  act(() => testStreams.streams.wallet.session.report(connected('quick'), { publicKey: WALLET, autoSigns: true, signTransaction: () => EMPTY }));
  const withdraw = vi
    .spyOn(testStreams.streams.features.get(txFeature).withdraw, 'withdraw')
    .mockReturnValue(of({ status: 'confirmed', label: '', signature: 'Sig', slot: 1 }));
  return { ...view, onClose, withdraw };
};

describe('Withdraw Tokens', () => {
  it("shows 'Invalid Address' and 'Invalid Amount', and the button waits for a valid form", async () => {
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Withdraw' });
    await screen.findByRole('option', { name: /SOL · 2/ });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Recipient address'), 'not-an-address');
    expect(screen.getByText('Invalid Address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Recipient address'));
    await user.type(screen.getByLabelText('Recipient address'), Keypair.generate().publicKey.toBase58());
    expect(screen.queryByText('Invalid Address')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '3');
    expect(screen.getByText('Invalid Amount')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '1,5');
    expect(screen.getByLabelText('Amount')).toHaveValue('1.5');
    expect(button).toBeEnabled();
  });

  it('the amount field refuses letters, signs, extra separators and digits past the decimals', async () => {
    const { user } = setup();
    await screen.findByRole('option', { name: /USDC · 12.5/ });
    await user.selectOptions(screen.getByLabelText('Token'), USDC);
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '-00.1234567x.');
    expect(amount).toHaveValue('0.123456');
    await user.clear(amount);
    await user.click(amount);
    await user.paste('garbage');
    expect(amount).toHaveValue('');
  });

  it('Max keeps 5,000 lamports of SOL; for a token it is the whole balance', async () => {
    const { user } = setup();
    await screen.findByRole('option', { name: /SOL · 2/ });
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('1.999995');
    await user.selectOptions(screen.getByLabelText('Token'), USDC);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('12.5');
  });

  it('closes before sending, sends the exact plan, and clears the form when it lands', async () => {
    const { user, onClose, withdraw } = setup();
    await screen.findByRole('option', { name: /USDC · 12.5/ });
    await user.selectOptions(screen.getByLabelText('Token'), USDC);
    const to = Keypair.generate().publicKey.toBase58();
    await user.type(screen.getByLabelText('Recipient address'), to);
    await user.type(screen.getByLabelText('Amount'), '12.25');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(withdraw).toHaveBeenCalledOnce();
    expect(withdraw.mock.calls[0]?.[0]).toMatchObject({
      amountText: '12.25',
      symbol: 'USDC',
      plan: { from: WALLET, to, mint: USDC, native: false, amount: 12_250_000n, decimals: 6, programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
    });
    expect(screen.getByLabelText('Recipient address')).toHaveValue('');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });
});
