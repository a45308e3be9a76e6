import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../support/renderApp';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('/studio', () => {
  it('shows the form before a wallet is connected; its button opens the Connect panel', async () => {
    const { user } = renderApp('/studio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Launch a token' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Launch a token' });
    // An empty form is no mistake yet: no message until Launch is pressed.
    expect(screen.queryByText('Give the token a name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect wallet to launch' }));
    expect(await screen.findByRole('dialog', { name: 'Connect' })).toBeInTheDocument();
    expect(form).toBeInTheDocument();
  });

  it('says what to fix, field by field, and previews the name as it will be kept', async () => {
    const { user } = renderApp('/studio');
    await screen.findByRole('heading', { level: 1, name: 'Launch a token' });
    await user.type(screen.getByLabelText('Name'), '\u202eMoon Cat');
    await user.type(screen.getByLabelText('Ticker'), 'MCAT');
    await user.type(screen.getByLabelText('Website'), 'http://moon.example');
    await user.type(screen.getByLabelText('First buy (SOL)'), '51');
    expect(screen.getByText('Only https links')).toBeInTheDocument();
    expect(screen.getByText('At most 50 SOL')).toBeInTheDocument();
    expect(screen.getByText('Kept as “Moon Cat”')).toBeInTheDocument();
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    expect(preview).toHaveTextContent('Moon Cat');
    expect(preview).toHaveTextContent('MCAT');
  });

  it('checks a picked image by its bytes: an SVG named .png is refused, a PNG is shown', async () => {
    const { user } = renderApp('/studio');
    await screen.findByRole('heading', { level: 1, name: 'Launch a token' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['<svg onload="alert(1)"/>'], 'cat.png', { type: 'image/png' }));
    expect(await screen.findByText('Only PNG, JPEG, WebP or GIF images')).toBeInTheDocument();
    await user.upload(input, new File([PNG], 'real.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByText('real.png')).toBeInTheDocument());
    expect(screen.getByText('Change image')).toBeInTheDocument();
  });
});
