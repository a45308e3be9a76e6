import { swapFeature } from '@streams/swap/feature';
import { screen, within } from '@testing-library/react';
import { SwapSettingsDialog } from '@/features/swap/settings/SwapSettingsDialog';
import { renderWithProviders } from '../../../../support/renderApp';
import { swapStreams } from '../swapFixtures';

describe('Swap settings', () => {
  it('starts on Auto; Manual with a preset or a custom percentage is stored and used by the quotes', async () => {
    const testStreams = swapStreams();
    const { user, storage } = renderWithProviders(<SwapSettingsDialog open onClose={() => undefined} />, testStreams);
    const options: unknown[] = [];
    testStreams.streams.features.get(swapFeature).quoteOptions$.subscribe((value) => options.push(value));
    expect(screen.getByRole('tab', { name: 'Auto' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('slippage-setting')).toHaveTextContent('Slippage: Auto');
    expect(options.at(-1)).toMatchObject({ autoSlippage: true });

    await user.click(screen.getByRole('tab', { name: 'Manual' }));
    await user.click(screen.getByRole('button', { name: '1%' }));
    expect(screen.getByTestId('slippage-setting')).toHaveTextContent('Slippage: 1%');
    expect(options.at(-1)).toMatchObject({ slippageBps: 100 });

    const custom = screen.getByRole('textbox', { name: 'Custom slippage (%)' });
    await user.type(custom, '2.75');
    await user.click(screen.getByRole('button', { name: 'Set custom slippage' }));
    expect(screen.getByTestId('slippage-setting')).toHaveTextContent('Slippage: 2.75%');
    expect(options.at(-1)).toMatchObject({ slippageBps: 275 });
    expect(JSON.parse(storage.getItem('callisto.swap.settings') ?? '{}')).toMatchObject({ slippage: 2.75 });
    expect(JSON.parse(storage.getItem('callisto.swap.profile') ?? '{}')).toMatchObject({ profile: 'manual' });

    await user.click(screen.getByRole('tab', { name: 'Auto' }));
    expect(options.at(-1)).toMatchObject({ autoSlippage: true });
  });

  it('warns of a manual slippage too tight to land or loose enough to be frontrun', async () => {
    const testStreams = swapStreams();
    const { user } = renderWithProviders(<SwapSettingsDialog open onClose={() => undefined} />, testStreams);
    await user.click(screen.getByRole('tab', { name: 'Manual' }));
    expect(screen.queryByText(/may fail|may be frontrun/)).toBeNull();
    const custom = screen.getByRole('textbox', { name: 'Custom slippage (%)' });
    await user.type(custom, '0.05');
    await user.click(screen.getByRole('button', { name: 'Set custom slippage' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your transaction may fail');
    await user.clear(custom);
    await user.type(custom, '8');
    await user.click(screen.getByRole('button', { name: 'Set custom slippage' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your transaction may be frontrun');
  });

  it('the route and transaction settings are stored and change what quotes and swaps ask for', async () => {
    const testStreams = swapStreams();
    const { user, storage } = renderWithProviders(<SwapSettingsDialog open onClose={() => undefined} />, testStreams);
    const swap = testStreams.streams.features.get(swapFeature);
    const options: unknown[] = [];
    swap.quoteOptions$.subscribe((value) => options.push(value));
    expect(options.at(-1)).toMatchObject({ onlyDirectRoutes: false, restrictIntermediateTokens: true, asLegacyTransaction: false });

    await user.click(screen.getByRole('switch', { name: /Direct routes only/ }));
    await user.click(screen.getByRole('switch', { name: /Restrict intermediate tokens/ }));
    await user.click(screen.getByRole('switch', { name: /Versioned transaction off/ }));
    expect(options.at(-1)).toMatchObject({ onlyDirectRoutes: true, restrictIntermediateTokens: false, asLegacyTransaction: true });
    await user.click(screen.getByRole('switch', { name: /Use wrapped SOL/ }));

    expect(screen.getByTestId('priority-fee-setting')).toHaveTextContent('Priority fee: up to 0.001 SOL');
    await user.type(screen.getByRole('textbox', { name: 'Priority fee (SOL)' }), '0.004');
    await user.click(screen.getByRole('button', { name: 'Set priority fee' }));
    await user.click(screen.getByRole('tab', { name: 'Exact fee' }));
    expect(screen.getByTestId('priority-fee-setting')).toHaveTextContent('Priority fee: exactly 0.004 SOL');
    expect(swap.settings.current()).toMatchObject({ maxPriorityFee: 0.004, feeType: 'exactFee', useWrappedSol: true });
    expect(JSON.parse(storage.getItem('callisto.swap.settings') ?? '{}')).toMatchObject({
      directRoutesOnly: true,
      useWrappedSol: true,
      maxPriorityFee: 0.004,
      feeType: 'exactFee',
    });
  });

  it('broadcast mode: the tipping modes show the tip the floor sets (within the maximum) and hide the priority fee', async () => {
    const testStreams = swapStreams();
    const { user, storage } = renderWithProviders(<SwapSettingsDialog open onClose={() => undefined} />, testStreams);
    const swap = testStreams.streams.features.get(swapFeature);
    expect(screen.getByRole('tab', { name: 'Priority fee' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('tip-setting')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Jito tip' }));
    expect(await screen.findByText('Tip: 0.00002 SOL (tip floor 0.00002 SOL, at most 0.001 SOL)')).toBeInTheDocument();
    expect(screen.queryByTestId('priority-fee-setting')).toBeNull();
    expect(screen.getByText(/only to the bundle engine/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Max tip (SOL)' }), '0.00001');
    await user.click(screen.getByRole('button', { name: 'Set max tip' }));
    expect(await screen.findByText('Tip: 0.00001 SOL (tip floor 0.00002 SOL, at most 0.00001 SOL)')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Mixed' }));
    expect(screen.getByText(/bundle engine and to every RPC/)).toBeInTheDocument();
    expect(swap.settings.current()).toMatchObject({ broadcastMode: 'mixed', maxJitoTip: 0.00001 });
    expect(JSON.parse(storage.getItem('callisto.swap.settings') ?? '{}')).toMatchObject({ broadcastMode: 'mixed', maxJitoTip: 0.00001 });
  });

  it('Default Currency and Preferred Explorer are stored under their keys and applied', async () => {
    const testStreams = swapStreams();
    const { user, storage } = renderWithProviders(<SwapSettingsDialog open onClose={() => undefined} />, testStreams);
    const { streams } = testStreams;
    expect(screen.getByRole('tab', { name: 'USD' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'SOL' }));
    expect(JSON.parse(storage.getItem('jupiter-default-currency') ?? '{}')).toEqual({ currency: 'SOL' });
    const denominations: unknown[] = [];
    streams.displayCurrency.denomination$.subscribe((value) => denominations.push(value));
    // SOL at the fake's $150
    await vi.waitFor(() => expect(denominations.at(-1)).toEqual({ currency: 'SOL', solPriceUsd: 150 }));

    expect(screen.getByRole('radio', { name: /Solscan/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /XRAY/ }));
    expect(JSON.parse(storage.getItem('callisto.explorer') ?? '{}')).toEqual({ explorer: 'xray' });
    // the simulator profile: XRAY cannot read the local chain, and says so
    expect(screen.getByRole('radio', { name: /XRAY/ }).closest('label')).toHaveTextContent("Cannot read the simulator's chain");
    expect(screen.getByRole('radio', { name: /Solana Explorer/ }).closest('label')).not.toHaveTextContent('Cannot read');
  });

  it('excluded DEXes: the venues of the program-id-to-label map, each once; a ticked one is stored and sent with every quote', async () => {
    const testStreams = swapStreams();
    const { user, storage } = renderWithProviders(<SwapSettingsDialog open onClose={() => undefined} />, testStreams);
    const options: unknown[] = [];
    testStreams.streams.features.get(swapFeature).quoteOptions$.subscribe((value) => options.push(value));
    await user.click(screen.getByText('Excluded DEXes (0)'));
    const venues = await screen.findByRole('list', { name: 'Venues' });
    expect(
      within(venues)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Raydium', 'Whirlpool']);
    await user.click(within(venues).getByRole('checkbox', { name: 'Raydium' }));
    expect(options.at(-1)).toMatchObject({ excludeDexes: ['Raydium'] });
    expect(JSON.parse(storage.getItem('callisto.swap.settings') ?? '{}')).toMatchObject({ excludedDexes: ['Raydium'] });
    expect(screen.getByText('Excluded DEXes (1)')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Filter venues' }), 'whirl');
    expect(within(venues).getAllByRole('checkbox')).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Filter venues' }));
    await user.click(within(venues).getByRole('checkbox', { name: 'Raydium' }));
    expect(options.at(-1)).not.toHaveProperty('excludeDexes');
  });
});
