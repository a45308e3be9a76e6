import { perpsFeature } from '@streams/perps/feature';
import { perpsMarkets } from '@streams/perps/markets';
import type { TransactionSigner } from '@streams/solana/ports';
import { act, render, screen, within } from '@testing-library/react';
import { NEVER, of } from 'rxjs';
import { OrderPanel } from '@/features/perps/OrderPanel';
import { PositionsPanel } from '@/features/perps/PositionsPanel';
import { PositionsTableView } from '@/features/perps/PositionsTable';
import { Toaster } from '@/components/Toaster';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';
import { createPriceSocket, position } from './perpsFixtures';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const signer: TransactionSigner = { publicKey: OWNER, autoSigns: true, signTransaction: () => NEVER };
const connect = (testStreams: ReturnType<typeof createTestStreams>) =>
  act(() =>
    testStreams.streams.wallet.session.report(
      { status: 'connected', walletName: 'Quick Account', walletIcon: undefined, publicKey: OWNER, kind: 'quick', autoSigns: true, canSignMessage: true },
      signer,
    ),
  );

const setup = (routes: Parameters<typeof createFakeServices>[0] = []) => {
  const feed = createPriceSocket();
  const services = createFakeServices([[/\/positions\/(increase|decrease)$/, () => new Response(null, { status: 400 })], ...routes]);
  const testStreams = createTestStreams({ transport: services.transport, socket: feed.socket });
  return { feed, services, testStreams };
};

describe('the perps order panel', () => {
  it('asks for a wallet, then collateral; sizes the order from SOL’s live price and the leverage', async () => {
    const { feed, testStreams } = setup();
    const { user } = renderWithProviders(<OrderPanel market={perpsMarkets.ETH} owner={undefined} />, testStreams);
    expect(screen.getByRole('button', { name: 'Connect a wallet to trade' })).toBeDisabled();
    const view = renderWithProviders(<OrderPanel market={perpsMarkets.ETH} owner={OWNER} />, testStreams);
    const form = within(view.container);
    act(() => feed.tick('solusd', 150));
    expect(form.getByRole('button', { name: 'Enter collateral' })).toBeDisabled();
    await user.type(form.getByLabelText('Collateral (SOL)'), '2');
    await user.selectOptions(form.getByLabelText('Leverage'), '10x');
    expect(form.getByTestId('order-size')).toHaveTextContent('$3,000.00');
    await user.click(form.getByRole('radio', { name: 'Short' }));
    expect(form.getByRole('button', { name: 'Open Short ETH' })).toBeEnabled();
    await user.clear(form.getByLabelText('Collateral (SOL)'));
    await user.type(form.getByLabelText('Collateral (SOL)'), '1..');
    expect(form.getByLabelText('Collateral (SOL)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('button', { name: 'Enter collateral' })).toBeDisabled();
  });

  it('sends the order to the Perps API with SOL collateral in lamports, and a refusal ends in a failure toast', async () => {
    const { feed, services, testStreams } = setup();
    const { user } = renderWithProviders(
      <>
        <OrderPanel market={perpsMarkets.SOL} owner={OWNER} />
        <Toaster />
      </>,
      testStreams,
    );
    connect(testStreams);
    act(() => feed.tick('solusd', 150));
    await user.type(screen.getByLabelText('Collateral (SOL)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Open Long SOL' }));
    const sent = services.requests.find((request) => request.url.endsWith('/positions/increase'));
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      walletAddress: OWNER,
      marketMint: perpsMarkets.SOL.mint,
      side: 'long',
      collateralMint: 'So11111111111111111111111111111111111111112',
      collateralTokenDelta: '1500000000',
      sizeUsdDelta: 1125,
    });
    expect(await screen.findByText('Transaction Failed')).toBeInTheDocument();
    expect(screen.getByText(/^Open Long SOL: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter collateral' })).toBeInTheDocument();
  });
});

describe('closing a position', () => {
  it("a row's Close sends a market close of the whole position", async () => {
    const { services, testStreams } = setup();
    const positions = [position()];
    // the positions come from the portfolio service; here, straight from the test
    testStreams.streams.features.get(perpsFeature).positions$ = () => of(positions);
    const { user } = renderWithProviders(<PositionsPanel owner={OWNER} />, testStreams);
    connect(testStreams);
    await user.click(await screen.findByRole('button', { name: 'Close SOL Long 5.0x' }));
    const sent = services.requests.find((request) => request.url.endsWith('/positions/decrease'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ walletAddress: OWNER, positionPubkey: positions[0]?.positionKey, entirePosition: true });
  });

  it("a position whose close is in flight reads 'Closing {label}...' instead of its button", () => {
    const closingOne = position();
    render(
      <PositionsTableView positions={[closingOne, position({ positionKey: 'other' })]} closing={new Set([closingOne.positionKey])} onClose={() => undefined} />,
    );
    expect(screen.getByText('Closing Long 5.0x...')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Close SOL/ })).toHaveLength(1);
  });
});
