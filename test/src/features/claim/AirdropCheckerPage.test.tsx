import { screen, waitFor, within } from '@testing-library/react';
import type { Asset } from '@streams/schemas';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams, renderApp } from '../../../support/renderApp';
import { WALLET, connected } from '../profile/drawerFixtures';

const OTHER = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

const airdropStreams = (proofs: Readonly<Record<string, { id: string; amount: string; claimed?: boolean }[]>>) => {
  const services = createFakeServices([
    [
      /\/asr-claim-proof\//,
      (url) => ({
        claims: (proofs[url.pathname.split('/').pop() ?? ''] ?? []).map((claim) => ({ mint: JUP, decimals: 6, claimed: false, ...claim })),
      }),
    ],
    [/\/price\/v3/, () => ({ [JUP]: { usdPrice: 0.5 } })],
  ]);
  const testStreams = createTestStreams({ transport: services.transport });
  testStreams.streams.tokenInfo.remember({ id: JUP, name: 'Jupiter', symbol: 'JUP', decimals: 6, isVerified: true } as Asset);
  return { testStreams, requests: services.requests };
};

const connect = (testStreams: ReturnType<typeof createTestStreams>) => testStreams.streams.wallet.session.report(connected());

describe('/portfolio/airdrop-checker', { timeout: 15_000 }, () => {
  it("opens on the connected wallet's airdrops, each with amount, token and value and a Claim link to /claim; claimed ones left out", async () => {
    const { testStreams } = airdropStreams({
      [WALLET]: [
        { id: 'a', amount: '42500000' },
        { id: 'b', amount: '1000000', claimed: true },
      ],
    });
    connect(testStreams);
    const { user, router } = renderApp('/portfolio/airdrop-checker', { streams: testStreams });
    expect(await screen.findByRole('heading', { level: 1, name: 'Airdrop Checker' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet address')).toHaveValue(WALLET);
    expect(screen.getByText('Your connected wallet')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Airdrops' });
    await waitFor(() => expect(list).toHaveTextContent('42.5 JUP · $21.25'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(list).getByRole('link', { name: 'Claim' }));
    expect(router.state.location.pathname).toBe('/claim');
  });

  it('checks another address read-only (no Claim link), refuses text that is no address, and says when an address has none', async () => {
    const { testStreams, requests } = airdropStreams({ [OTHER]: [{ id: 'x', amount: '2000000' }] });
    connect(testStreams);
    const { user } = renderApp('/portfolio/airdrop-checker', { streams: testStreams });
    expect(await screen.findByText('No airdrops to claim for your wallet.')).toBeInTheDocument();
    const field = screen.getByLabelText('Wallet address');
    await user.clear(field);
    await user.type(field, '0xdeadbeef{enter}');
    expect(await screen.findByText('Not a Solana address: 32 to 44 base58 characters')).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('/asr-claim-proof/0x'))).toHaveLength(0);
    await user.clear(field);
    await user.click(field);
    await user.paste(OTHER);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const list = await screen.findByRole('list', { name: 'Airdrops' });
    await waitFor(() => expect(list).toHaveTextContent('2 JUP · $1.00'));
    expect(within(list).queryByRole('link', { name: 'Claim' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your connected wallet')).not.toBeInTheDocument();
  });

  it('without a wallet asks for an address and lists it', async () => {
    const { testStreams } = airdropStreams({});
    const { user } = renderApp('/portfolio/airdrop-checker', { streams: testStreams });
    expect(await screen.findByText('Enter an address to see its airdrops.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Wallet address'));
    await user.paste(OTHER);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('No airdrops to claim for DRpb…21hy.')).toBeInTheDocument();
  });
});
