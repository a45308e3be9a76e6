import { screen, waitFor, within } from '@testing-library/react';
import { toBase58 } from '@streams/solana/codec';
import { readPaymentRequest } from '@streams/send';
import { renderApp } from '../../../support/renderApp';

const ADDRESS = toBase58(new Uint8Array(32).fill(7));

describe('/ask-for-sol', () => {
  it('makes a request link with its QR code once amount and address are valid; the link reads back as the same request', { timeout: 20_000 }, async () => {
    const { user } = renderApp('/ask-for-sol');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask for SOL' })).toBeInTheDocument();
    expect(document.title).toBe('Ask for SOL · Callisto');
    expect(screen.getByText('Your link and its QR code appear here once the amount and the address are valid.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Request SOL' });
    await user.type(within(form).getByLabelText('Amount of SOL'), '1.5');
    await user.click(within(form).getByLabelText('Pay to'));
    await user.paste(ADDRESS);
    await user.type(within(form).getByLabelText('Note (optional)'), 'Concert tickets');
    const share = await screen.findByRole('region', { name: 'Your request link' });
    expect(within(share).getByRole('heading', { name: 'Ask for 1.5 SOL' })).toBeInTheDocument();
    const url = new URL(within(share).getByTestId('request-link').textContent ?? '');
    expect(url.origin).toBe(window.location.origin);
    expect(url.pathname).toBe('/send');
    expect(readPaymentRequest(url.searchParams)).toEqual({ present: true, recipient: ADDRESS, amount: '1.5', note: 'Concert tickets', problems: [] });
    await waitFor(() => expect(within(share).getByTestId('request-link-qr').querySelector('svg')).not.toBeNull());
    expect(within(share).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('says what is wrong with each field and shows no link meanwhile', { timeout: 20_000 }, async () => {
    const { user } = renderApp('/ask-for-sol');
    const form = await screen.findByRole('form', { name: 'Request SOL' });
    await user.type(within(form).getByLabelText('Amount of SOL'), '0');
    await user.type(within(form).getByLabelText('Pay to'), 'not an address');
    expect(within(form).getByText('The amount must be more than 0 SOL.')).toBeInTheDocument();
    expect(within(form).getByText('This is not a valid Solana address.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your request link' })).not.toBeInTheDocument();
  });
});
