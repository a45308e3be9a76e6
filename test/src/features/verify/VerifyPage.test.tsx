import { screen, waitFor, within } from '@testing-library/react';
import type { HttpRequest } from '@streams/core/http';
import { METADATA_PROGRAM } from '@streams/solana/tokenMetadata';
import { StatusAnswer, createFakeServices } from '../../../support/fakeServices';
import { createTestStreams, renderApp } from '../../../support/renderApp';
import { WALLET, connected } from '../profile/drawerFixtures';

const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const VERIFIED = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const NOT_A_TOKEN = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
/** A metadata account in the v1 layout: key, update authority, mint, then name, symbol and uri. */
const metadata = (name: string, symbol: string) => {
  const text = (value: string, room: number) => {
    const bytes = new Uint8Array(4 + room);
    new DataView(bytes.buffer).setUint32(0, room, true);
    bytes.set(new TextEncoder().encode(value), 4);
    return [...bytes];
  };
  return Uint8Array.from([4, ...new Array<number>(64).fill(0), ...text(name, 32), ...text(symbol, 10), ...text('', 200)]);
};
const account = (owner: string, data: Uint8Array) => ({ lamports: 1_000_000, owner, data: [base64(data), 'base64'], executable: false, rentEpoch: 0 });

const request = (status: 'pending' | 'approved') => ({
  id: 'verify-1',
  mint: MINT,
  name: 'Popcat',
  symbol: 'POPCAT',
  website: 'https://popcat.example/',
  twitter: 'https://x.com/popcat',
  reasons: 'A real project with a live product and an audited program.',
  contact: null,
  status,
  createdAt: '2026-11-27T11:00:00.000Z',
  decidedAt: null,
  note: null,
});

/** The simulator's answers: the RPC (mint and metadata accounts), the market's assets, the verify service. */
const verifyStreams = ({ refuse }: { refuse?: string } = {}) => {
  const listed: unknown[] = [];
  const rpc = (body: { method: string; params?: [string[]] }) => {
    if (body.method !== 'getMultipleAccounts' || !body.params) return { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'not in this test' } };
    const [mint] = body.params[0];
    const value =
      mint === NOT_A_TOKEN ? [null, null] : [account(TOKEN_PROGRAM, new Uint8Array(82)), account(METADATA_PROGRAM, metadata('Popcat <b>', 'POPCAT'))];
    return { jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value } };
  };
  const services = createFakeServices([
    [/^\/$/, (_url, call: HttpRequest) => rpc(JSON.parse(String(call.body)) as { method: string; params?: [string[]] })],
    [
      /\/v1\/assets$/,
      (url) => {
        const id = url.searchParams.get('ids');
        if (id === NOT_A_TOKEN) return [];
        return [{ id, name: 'Market name', symbol: 'MKT', decimals: 6, isVerified: id === VERIFIED }];
      },
    ],
    [
      /\/verify\/v1\/requests$/,
      (_url, call: HttpRequest) => {
        if (call.method === 'GET') return { requests: listed };
        if (refuse) return new StatusAnswer(409, { error: refuse });
        listed.push(request('pending'));
        return { request: request('pending') };
      },
    ],
  ]);
  const testStreams = createTestStreams({ transport: services.transport });
  return { testStreams, requests: services.requests, listed };
};

const connect = (testStreams: ReturnType<typeof createTestStreams>) => testStreams.streams.wallet.session.report(connected());

/** Pastes into a field (typing long text key by key is slow in jsdom). */
const paste = async (user: ReturnType<typeof renderApp>['user'], label: string, text: string) => {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
};
const fill = async (user: ReturnType<typeof renderApp>['user']) => {
  await paste(user, 'Project website', 'https://popcat.example');
  await paste(user, 'X (Twitter) profile', 'https://x.com/popcat');
  await paste(user, 'Why should it be verified?', 'A real project with a live product and an audited program.');
};

describe('/verify', { timeout: 15_000 }, () => {
  it('shows the form before a wallet is connected; its button opens the Connect panel', async () => {
    const { testStreams } = verifyStreams();
    const { user } = renderApp('/verify', { streams: testStreams });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a token' })).toBeInTheDocument();
    expect(screen.getByText('Connect a wallet to send a request and follow its status here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Connect wallet to request' }));
    expect(await screen.findByRole('dialog', { name: 'Connect' })).toBeInTheDocument();
  });

  it("checks the mint: 'Invalid token information' for one that is no token, the metadata's name as text for one that is, bad links with their reason", async () => {
    const { testStreams } = verifyStreams();
    const { user } = renderApp('/verify', { streams: testStreams });
    const mint = await screen.findByLabelText('Token mint address');
    await user.type(mint, 'not a mint');
    expect(await screen.findByText('Not a mint address: 32 to 44 base58 characters')).toBeInTheDocument();
    await user.clear(mint);
    await user.paste(NOT_A_TOKEN);
    expect(await screen.findByText('Invalid token information')).toBeInTheDocument();
    await user.clear(mint);
    await user.paste(MINT);
    const token = await screen.findByTestId('verify-token');
    // The metadata's name, markup and all, as text.
    expect(token).toHaveTextContent('Popcat <b> POPCAT');
    expect(token.querySelector('b')).toBeNull();
    expect(token).toHaveTextContent('name and symbol from the mint’s metadata');
    await paste(user, 'Project website', 'http://popcat.example');
    await paste(user, 'X (Twitter) profile', 'https://evil.example/popcat');
    expect(screen.getByText('Only https links')).toBeInTheDocument();
    expect(screen.getByText('An X profile: https://x.com/yourproject')).toBeInTheDocument();
  });

  it('a verified token says so instead of offering the form', async () => {
    const { testStreams } = verifyStreams();
    connect(testStreams);
    const { user } = renderApp('/verify', { streams: testStreams });
    await screen.findByLabelText('Token mint address');
    await paste(user, 'Token mint address', VERIFIED);
    expect(await screen.findByText(/This token is already verified/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Project website')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request verification' })).not.toBeInTheDocument();
  });

  it('sends the request as the wallet, says it is pending, lists it with its status and empties the form', async () => {
    const { testStreams, requests } = verifyStreams();
    connect(testStreams);
    const { user } = renderApp('/verify', { streams: testStreams });
    expect(await screen.findByText('None yet: a request you send shows here with its status.')).toBeInTheDocument();
    await paste(user, 'Token mint address', MINT);
    await screen.findByTestId('verify-token');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText('Request sent: POPCAT is pending review. Its status shows under Your requests.')).toBeInTheDocument();
    const post = requests.find((call) => call.method === 'POST' && call.url.endsWith('/verify/v1/requests'));
    expect(JSON.parse(String(post?.body))).toEqual({
      requester: WALLET,
      mint: MINT,
      website: 'https://popcat.example',
      twitter: 'https://x.com/popcat',
      reasons: 'A real project with a live product and an audited program.',
    });
    const mine = screen.getByRole('region', { name: 'Your requests' });
    await waitFor(() => expect(within(mine).getByText('Pending')).toBeInTheDocument());
    expect(within(mine).getByText('POPCAT')).toBeInTheDocument();
    expect(screen.getByLabelText('Token mint address')).toHaveValue('');
  });

  it("shows the service's refusal as text", async () => {
    const refusal = 'A verification request for this token is already pending <script>';
    const { testStreams } = verifyStreams({ refuse: refusal });
    connect(testStreams);
    const { user } = renderApp('/verify', { streams: testStreams });
    await screen.findByLabelText('Token mint address');
    await paste(user, 'Token mint address', MINT);
    await screen.findByTestId('verify-token');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request verification' }));
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
    expect(document.querySelector('form script')).toBeNull();
  });
});
