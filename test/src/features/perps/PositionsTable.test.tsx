import { render, screen, within } from '@testing-library/react';
import { PositionsPanel } from '@/features/perps/PositionsPanel';
import { PositionsTableView } from '@/features/perps/PositionsTable';
import { renderWithProviders } from '../../../support/renderApp';
import { position } from './perpsFixtures';

describe('the perps positions table', () => {
  it('shows each position’s market and side, size, entry, mark, PNL, liquidation price and distance, TP and SL', () => {
    render(
      <PositionsTableView
        positions={[
          position(),
          {
            ...position({
              positionKey: 'pos-btc-short',
              side: 'Short',
              tokenMint: '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh',
              entryPrice: 97_000,
              currentPrice: 98_000,
              positionSize: 2500,
              pnlUsd: -25.77,
              pnlPercentage: -10.3,
              leverage: 10,
              liquidationPrice: 105_000,
              stopLossTriggerPrice: 99_000,
              takeProfitTriggerPrice: null,
            }),
            liquidationDistancePct: 7.14,
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Open positions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Position', 'Size', 'Collateral', 'Entry Price', 'Mark Price', 'PNL', 'Liq. Price', 'TP / SL']);

    const [, sol, btc] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      row ? [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent) : [];
    expect(cells(sol)).toEqual(['SOL Long 5.0x', '$1,000.00', '$300.00', '$150', '$165', '$100.00 (+50%)', '$121.5', '$200 / –']);
    expect(cells(btc)).toEqual(['BTC Short 10.0x', '$2,500.00', '$300.00', '$97,000', '$98,000', '-$25.77 (-10.3%)', '$105,0007.1% away', '– / $99,000']);
    // close to liquidation: the distance turns red
    expect(within(btc as HTMLElement).getByTestId('liquidation-distance')).toHaveClass(/down/);
    expect(within(btc as HTMLElement).getByText('Short 10.0x')).toHaveClass(/down/);
    expect(within(sol as HTMLElement).getByText('Long 5.0x')).toHaveClass(/up/);
  });

  it('says when there are none, and while they load', () => {
    const { rerender } = render(<PositionsTableView positions={undefined} />);
    expect(screen.getByText('Loading positions…')).toBeInTheDocument();
    rerender(<PositionsTableView positions={[]} />);
    expect(screen.getByText('No open positions')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks to connect a wallet when none is connected', async () => {
    renderWithProviders(<PositionsPanel owner={undefined} />);
    expect(await screen.findByText('Connect a wallet to see your positions')).toBeInTheDocument();
  });
});
