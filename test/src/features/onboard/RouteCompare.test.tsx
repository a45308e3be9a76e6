import { compareRoutes } from '@streams/onboard';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouteCompare } from '@/features/onboard/RouteCompare';
import { routesFor as fixtureRoutes } from '../../../support/fixtures/onboard';

const routesFor = (amount: bigint) => fixtureRoutes(amount).routes;

describe('the bridge compare table', () => {
  it('shows each route’s fee, what arrives and its time, with the cheapest and the fastest marked, and picks one', async () => {
    const chosen: string[] = [];
    render(<RouteCompare rows={compareRoutes(routesFor(100_000_000n), 100_000_000n)} chosen="cctp" onChoose={(provider) => chosen.push(provider)} />);
    const cctp = screen.getByTestId('route-cctp');
    const debridge = screen.getByTestId('route-debridge');
    expect(within(cctp).getByTestId('route-fee')).toHaveTextContent('0.2 USDC');
    expect(within(cctp).getByTestId('route-receive')).toHaveTextContent('99.8 USDC');
    expect(within(cctp).getByTestId('route-time')).toHaveTextContent('7 s');
    expect(cctp).toHaveTextContent('Cheapest');
    expect(cctp).not.toHaveTextContent('Fastest');
    expect(within(debridge).getByTestId('route-fee')).toHaveTextContent('1.04 USDC');
    expect(within(debridge).getByTestId('route-receive')).toHaveTextContent('98.96 USDC');
    expect(debridge).toHaveTextContent('Fastest');
    expect(screen.getByRole('radio', { name: /Circle CCTP/ })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: /deBridge/ }));
    expect(chosen).toEqual(['debridge']);
  });

  it('a route whose minimum is above the amount says its minimum and cannot be picked; the other is both cheapest and fastest', () => {
    render(<RouteCompare rows={compareRoutes(routesFor(2_000_000n), 2_000_000n)} chosen="cctp" onChoose={() => undefined} />);
    expect(screen.getByRole('radio', { name: /deBridge/ })).toBeDisabled();
    expect(screen.getByTestId('route-debridge')).toHaveTextContent('Minimum 5 USDC');
    expect(screen.getByTestId('route-cctp')).toHaveTextContent('CheapestFastest');
  });
});
