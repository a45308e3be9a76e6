import { type BridgeFormInput, bridgeFormModel } from '@streams/onboard/bridgeForm';
import type { RoutesState } from '@streams/onboard/bridgeRoutes';
import { chosenRoute, compareRoutes } from '@streams/onboard/compare';
import { routesFor } from '../../support/fixtures/onboard';

const both = (amount: bigint) => routesFor(amount).routes;
const ready = (amount: bigint, chain = 'ethereum'): RoutesState => ({
  status: 'ready',
  request: { chain, amount },
  routes: { chain, amount: amount.toString(), routes: both(amount) },
});

const input = (overrides: Partial<BridgeFormInput>): BridgeFormInput => ({
  text: '100',
  chain: { id: 'ethereum', name: 'Ethereum' },
  balance: 1_000_000_000n,
  routes: ready(100_000_000n),
  choice: 'cctp',
  connected: true,
  busy: false,
  ...overrides,
});

describe('the bridge compare', () => {
  it('marks the route that delivers most as cheapest and the quickest as fastest, among those that can take the amount', () => {
    const rows = compareRoutes(both(100_000_000n), 100_000_000n);
    expect(rows.map((row) => [row.route.provider, row.receive, row.cheapest, row.fastest, row.belowMinimum])).toEqual([
      ['cctp', 99_800_000n, true, false, false],
      ['debridge', 98_960_000n, false, true, false],
    ]);
    const small = compareRoutes(both(2_000_000n), 2_000_000n);
    expect(small.map((row) => [row.route.provider, row.cheapest, row.fastest, row.belowMinimum])).toEqual([
      ['cctp', true, true, false],
      ['debridge', false, false, true],
    ]);
  });

  it('keeps the route the user picked while it can take the amount, else the one that delivers most', () => {
    const rows = compareRoutes(both(100_000_000n), 100_000_000n);
    expect(chosenRoute(rows, 'debridge')?.route.provider).toBe('debridge');
    expect(chosenRoute(rows, undefined)?.route.provider).toBe('cctp');
    expect(chosenRoute(compareRoutes(both(2_000_000n), 2_000_000n), 'debridge')?.route.provider).toBe('cctp');
    expect(chosenRoute(compareRoutes(both(500_000n), 500_000n), 'cctp')).toBeUndefined();
  });
});

describe('the bridge form', () => {
  it('offers the chosen route for exactly the amount typed', () => {
    const model = bridgeFormModel(input({}));
    expect(model.amount).toBe(100_000_000n);
    expect(model.problem).toBeUndefined();
    expect(model.button).toEqual({ label: 'Bridge with Circle CCTP', enabled: true });
    expect(bridgeFormModel(input({ choice: 'debridge' })).button.label).toBe('Bridge with deBridge');
  });

  it('waits for the routes of this very amount and chain (an answer for another one compares nothing)', () => {
    for (const routes of [
      ready(10_000_000n),
      ready(100_000_000n, 'base'),
      { status: 'loading', request: { chain: 'ethereum', amount: 100_000_000n } } as RoutesState,
    ]) {
      const model = bridgeFormModel(input({ routes }));
      expect(model.rows).toEqual([]);
      expect(model.button).toEqual({ label: 'Comparing routes…', enabled: false });
    }
  });

  it('refuses an amount over the source balance, at the balance it is fine', () => {
    expect(bridgeFormModel(input({ text: '100.000001', routes: ready(100_000_001n), balance: 100_000_000n })).button).toEqual({
      label: 'Insufficient USDC on Ethereum: the wallet holds 100 USDC',
      enabled: false,
    });
    expect(bridgeFormModel(input({ balance: 100_000_000n })).button.enabled).toBe(true);
  });

  it('refuses an amount under every route’s minimum, and moves to the other route when only the picked one is too small', () => {
    expect(bridgeFormModel(input({ text: '0.99', routes: ready(990_000n) })).button).toEqual({ label: 'Below the minimum: at least 1 USDC', enabled: false });
    expect(bridgeFormModel(input({ text: '1', routes: ready(1_000_000n) })).button.enabled).toBe(true);
    const small = bridgeFormModel(input({ text: '4.99', routes: ready(4_990_000n), choice: 'debridge' }));
    expect(small.problem).toBe('The minimum for deBridge is 5 USDC: Circle CCTP can take it');
    expect(small.button).toEqual({ label: 'Bridge with Circle CCTP', enabled: true });
    expect(bridgeFormModel(input({ text: '5', routes: ready(5_000_000n), choice: 'debridge' })).button.label).toBe('Bridge with deBridge');
  });

  it('says what is wrong with what was typed, and what is missing before anything can start', () => {
    expect(bridgeFormModel(input({ text: '1e3' })).button).toEqual({ label: 'Enter an amount as digits, like 100', enabled: false });
    expect(bridgeFormModel(input({ text: '0' })).button).toEqual({ label: 'Enter an amount above 0', enabled: false });
    expect(bridgeFormModel(input({ text: 'x'.repeat(2000) })).problem).toBe('Enter an amount as digits, like 100');
    expect(bridgeFormModel(input({ text: ' ' })).button).toEqual({ label: 'Enter an amount', enabled: false });
    expect(bridgeFormModel(input({ connected: false })).button).toEqual({ label: 'Connect a wallet', enabled: false });
    expect(bridgeFormModel(input({ balance: undefined })).button).toEqual({ label: 'Connect the source wallet', enabled: false });
    expect(bridgeFormModel(input({ busy: true })).button).toEqual({ label: 'Starting…', enabled: false });
    const failed: RoutesState = { status: 'error', request: { chain: 'ethereum', amount: 100_000_000n }, message: 'Unknown source chain' };
    expect(bridgeFormModel(input({ routes: failed })).button).toEqual({ label: 'Unknown source chain', enabled: false });
  });
});
