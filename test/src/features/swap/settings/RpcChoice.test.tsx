import type { HttpRequest } from '@streams/core/http';
import { screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { RpcChoice } from '@/features/swap/settings/RpcChoice';
import { jsonResponse } from '../../../../support/fakeHttp';
import { createTestStreams, renderWithProviders } from '../../../../support/renderApp';

/** getHealth answers 'ok' on the simulator's ports; localhost:9 is not there; anything else answers a 404 page. */
const transport = (request: HttpRequest) => {
  if (request.url.startsWith('http://127.0.0.1:88') || request.url === 'http://localhost:8899')
    return of(jsonResponse({ jsonrpc: '2.0', id: 1, result: 'ok' }));
  if (request.url === 'http://localhost:9') return throwError(() => new TypeError('Failed to fetch'));
  return of(jsonResponse('<html>Not found</html>', 404));
};

const setup = () => {
  const testStreams = createTestStreams({ transport });
  const view = renderWithProviders(<RpcChoice />, testStreams);
  const field = () => screen.getByRole('textbox', { name: 'Custom RPC URL' });
  const save = () => screen.getByRole('button', { name: 'Save' });
  const list = () => screen.getByRole('group', { name: 'RPC Endpoint' });
  return { ...view, field, save, list };
};

describe('RPC Endpoint: a custom RPC (spec 001 §2.3, issue 30 item 5)', () => {
  it("'URL is invalid!' for what is not a URL, the policy's reason for a host it does not allow; Save disabled for both", async () => {
    const { user, field, save } = setup();
    expect(save()).toBeDisabled();
    expect(screen.getByText(/^Allowed: Helius, QuickNode, Triton, Alchemy, Syndica, Ankr, Chainstack, Solana, this machine/)).toBeInTheDocument();
    await user.type(field(), 'localhost:8899 ');
    expect(screen.getByRole('status')).toHaveTextContent('URL is invalid!');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
    await user.clear(field());
    await user.type(field(), 'https://helius-rpc.com.evil.io');
    expect(screen.getByRole('status')).toHaveTextContent(
      "This app's security policy does not allow connections to helius-rpc.com.evil.io. Use one of: Helius (*.helius-rpc.com),",
    );
    expect(save()).toBeDisabled();
  });

  it('Save chooses it: its row, checked, with its latency beside the built-in ones; switching back keeps its row', async () => {
    const { user, field, save, list, storage } = setup();
    await user.type(field(), 'http://localhost:8899');
    expect(save()).toBeEnabled();
    await user.click(save());
    const custom = within(list()).getByRole('radio', { name: /^Custom RPC ?http:\/\/localhost:8899/ });
    expect(custom).toBeChecked();
    expect(field()).toHaveValue('');
    expect(await screen.findByTestId('latency-custom')).toHaveTextContent(/^\d+ ms$/);
    expect(screen.getByTestId('latency-sim')).toHaveTextContent(/^\d+ ms$/);
    expect(JSON.parse(storage.getItem('callisto.rpc.selected') ?? '{}')).toEqual({ url: 'http://localhost:8899', custom: 'http://localhost:8899' });

    await user.click(within(list()).getByRole('radio', { name: /^Simulator RPC ?http/ }));
    expect(within(list()).getByRole('radio', { name: /^Simulator RPC ?http/ })).toBeChecked();
    expect(within(list()).getByRole('radio', { name: /^Custom RPC/ })).not.toBeChecked();
  });

  it('one that is not there, or answers garbage, says so in its row', async () => {
    const { user, field, save } = setup();
    await user.type(field(), 'http://localhost:9');
    await user.click(save());
    expect(await screen.findByTestId('rpc-problem-custom')).toHaveTextContent('No answer: the RPC is unreachable or took more than 5 s.');
    expect(screen.getByTestId('latency-custom')).toHaveTextContent('down');
    await user.type(field(), 'http://localhost:8787');
    await user.click(save());
    expect(await screen.findByText('It answers, but not as a healthy Solana RPC: check the URL.')).toBeInTheDocument();
    expect(screen.getByTestId('latency-custom')).toHaveTextContent('error');
  });
});
