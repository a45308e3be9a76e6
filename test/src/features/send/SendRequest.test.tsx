import { screen, within } from '@testing-library/react';
import { toBase58 } from '@streams/solana/codec';
import { renderApp } from '../../../support/renderApp';

const ADDRESS = toBase58(new Uint8Array(32).fill(7));

describe('/send with a payment request in its address', () => {
  it('shows what is asked and the note as plain text, before a wallet is connected', async () => {
    renderApp(`/send?${new URLSearchParams({ to: ADDRESS, amount: '0.250', note: '<b>rent</b> & "bills"' }).toString()}`);
    const request = await screen.findByRole('region', { name: 'Payment request' });
    expect(request).toHaveTextContent(`${ADDRESS.slice(0, 4)}…${ADDRESS.slice(-4)} asks you for 0.25 SOL`);
    expect(within(request).getByTestId('request-note')).toHaveTextContent('<b>rent</b> & "bills"');
    expect(request.querySelector('b')).toBeNull();
    expect(within(request).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Connect a wallet to send from it.')).toBeInTheDocument();
  });

  it('drops each hostile field with its message and never shows the refused note', async () => {
    renderApp(`/send?${new URLSearchParams({ to: 'javascript:alert(1)', amount: '-5', note: `${'x'.repeat(200)}` }).toString()}`);
    const request = await screen.findByRole('region', { name: 'Payment request' });
    expect(request).toHaveTextContent('A payment request');
    const problems = within(request).getByRole('alert');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "The link's recipient is not a valid Solana address, so it was not filled in.",
      "The link's amount is not an amount of SOL between 0 and 1,000,000, so it was not filled in.",
      "The link's note is longer than 140 characters, so it is not shown.",
    ]);
    expect(within(request).queryByTestId('request-note')).not.toBeInTheDocument();
  });

  it('an address without a request shows none', async () => {
    renderApp('/send');
    await screen.findByRole('heading', { level: 1, name: 'Send' });
    expect(screen.queryByRole('region', { name: 'Payment request' })).not.toBeInTheDocument();
  });
});
