import { perpsFeature } from '@streams/perps/feature';
import type { PerpPosition } from '@streams/portfolio/types';
import type { TransactionSigner } from '@streams/solana/ports';
import { act, screen, within } from '@testing-library/react';
import { NEVER, of } from 'rxjs';
import { PositionsPanel } from '@/features/perps/PositionsPanel';
import { createFakeServices } from '../../../support/fakeServices';
import { createTestStreams, renderWithProviders } from '../../../support/renderApp';
import { createPriceSocket, position } from './perpsFixtures';

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const signer: TransactionSigner = { publicKey: OWNER, autoSigns: true, signTransaction: () => NEVER };

/** A USDC-collateral SOL long: entry 150, served at 165 with $100 PnL after no fees, 5x on $200. */
const setup = (held: PerpPosition = position({ positionSize: 1000, initialCollateralValue: 200, stopLossTriggerPrice: 130 })) => {
  const feed = createPriceSocket();
  const services = createFakeServices([[/\/(tpsl|positions\/(increase|decrease))$/, () => new Response(null, { status: 400 })]]);
  const testStreams = createTestStreams({ transport: services.transport, socket: feed.socket });
  testStreams.streams.features.get(perpsFeature).positions$ = () => of([held]);
  const view = renderWithProviders(<PositionsPanel owner={OWNER} />, testStreams);
  act(() =>
    testStreams.streams.wallet.session.report(
      { status: 'connected', walletName: 'Quick Account', walletIcon: undefined, publicKey: OWNER, kind: 'quick', autoSigns: true, canSignMessage: true },
      signer,
    ),
  );
  const sentTo = (path: string) => JSON.parse(services.requests.find((request) => request.url.endsWith(path))?.body ?? 'null') as unknown;
  return { ...view, feed, sentTo };
};

const row = () => screen.getByRole('table', { name: 'Open positions' }).querySelector('tbody tr') as HTMLElement;

describe('the positions panel: live figures', () => {
  it('re-marks the row with each price socket tick: mark, PNL, collateral value and distance to liquidation', async () => {
    const { feed } = setup();
    await screen.findByRole('table', { name: 'Open positions' });
    // before any tick: the portfolio's own figures
    expect(within(row()).getByTestId('mark-price')).toHaveTextContent('$165');
    expect(within(row()).getByTestId('pnl')).toHaveTextContent('$100.00 (+50%)');
    act(() => feed.tick('solusd', 180));
    // 1000 × (180 − 150) / 150 = $200, on $200 of collateral
    expect(within(row()).getByTestId('mark-price')).toHaveTextContent('$180');
    expect(within(row()).getByTestId('pnl')).toHaveTextContent('$200.00 (+100%)');
    expect(within(row()).getAllByRole('cell')[1]).toHaveTextContent('$400.00');
    expect(within(row()).getByTestId('liquidation-distance')).toHaveTextContent(`${(((180 - 121.5) / 180) * 100).toFixed(1)}% away`);
  });
});

describe('the positions panel: TP/SL', () => {
  it('checks both prices against the live mark with clear messages, and sends them (empty removes)', async () => {
    const { user, feed, sentTo } = setup();
    act(() => feed.tick('solusd', 170));
    await user.click(await screen.findByRole('button', { name: 'TP/SL of SOL Long 5.0x' }));
    const dialog = screen.getByRole('dialog', { name: 'TP/SL · SOL Long 5.0x' });
    const tp = within(dialog).getByLabelText('Take profit (USD)');
    const sl = within(dialog).getByLabelText('Stop loss (USD)');
    expect(tp).toHaveValue('200');
    expect(sl).toHaveValue('130');
    await user.clear(tp);
    await user.type(tp, '160');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Take profit must be above the mark price ($170) for a long');
    expect(tp).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(sentTo('/tpsl')).toBeNull();
    await user.clear(tp);
    await user.type(tp, '210.5');
    await user.clear(sl);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(sentTo('/tpsl')).toEqual({ walletAddress: OWNER, positionPubkey: 'pos-sol-long', takeProfitPriceUsd: 210.5, stopLossPriceUsd: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the positions panel: collateral', () => {
  it('removes USD within the limits: too much says how much may leave, Max fills it', async () => {
    const { user, feed, sentTo } = setup();
    act(() => feed.tick('solusd', 165));
    await user.click(await screen.findByRole('button', { name: 'Collateral of SOL Long 5.0x' }));
    const dialog = screen.getByRole('dialog', { name: 'Collateral · SOL Long 5.0x' });
    await user.click(within(dialog).getByRole('radio', { name: 'Remove' }));
    const amount = within(dialog).getByLabelText('Amount to remove (USD)');
    await user.type(amount, '195');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('At least $10.00 of collateral must stay: remove at most $189.99');
    expect(within(dialog).getByRole('button', { name: 'Remove collateral' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Max' }));
    expect(amount).toHaveValue('189.99');
    await user.clear(amount);
    await user.type(amount, '50');
    expect(within(dialog).getByTestId('collateral-preview')).toHaveTextContent('Leverage 5.0x → 6.7x');
    await user.click(within(dialog).getByRole('button', { name: 'Remove collateral' }));
    expect(sentTo('/positions/decrease')).toEqual({ walletAddress: OWNER, positionPubkey: 'pos-sol-long', collateralUsdDelta: 50, sizeUsdDelta: 0 });
  });

  it('adds the position’s own collateral token in base units (USDC here)', async () => {
    const { user, sentTo } = setup();
    await user.click(await screen.findByRole('button', { name: 'Collateral of SOL Long 5.0x' }));
    const dialog = screen.getByRole('dialog', { name: 'Collateral · SOL Long 5.0x' });
    await user.type(within(dialog).getByLabelText('Amount to add (USDC)'), '100');
    expect(within(dialog).getByTestId('collateral-preview')).toHaveTextContent('Leverage 5.0x → 3.3x');
    await user.click(within(dialog).getByRole('button', { name: 'Add collateral' }));
    expect(sentTo('/positions/increase')).toMatchObject({
      walletAddress: OWNER,
      side: 'long',
      collateralMint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      collateralTokenDelta: '100000000',
      sizeUsdDelta: 0,
    });
  });
});
