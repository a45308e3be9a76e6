import { createMemoryStorage } from '@streams/core/ports';
import { DEFAULT_SWAP_SETTINGS, createSwapSettings, quoteOptionsFrom } from '@streams/swap/settings';
import { createRecordingLogger } from '../../support/fakeLogger';

const KEY = 'callisto.swap.settings';
const load = (stored: Record<string, unknown>) =>
  createSwapSettings({
    storage: createMemoryStorage({ [KEY]: JSON.stringify({ ...DEFAULT_SWAP_SETTINGS, ...stored }) }),
    logger: createRecordingLogger(),
  }).current();

describe('swap settings kept across reloads', () => {
  it('are read back from callisto.swap.settings', () => {
    expect(load({ slippage: 2 }).slippage).toBe(2);
  });

  it('excluded DEX names up to 100 characters are kept, as many as 200', () => {
    const name = 'D'.repeat(100);
    const dexes = Array.from({ length: 200 }, (_, index) => `dex-${index}`);
    expect(load({ excludedDexes: [name, 'Raydium'] })).toMatchObject({ excludedDexes: [name, 'Raydium'] });
    expect(load({ excludedDexes: dexes })).toMatchObject({ excludedDexes: dexes });
  });

  it('a name over 100 characters, or a list too long, falls back to no exclusions', () => {
    expect(load({ excludedDexes: ['D'.repeat(101)] })).toMatchObject({ excludedDexes: [] });
    const dexes = Array.from({ length: 201 }, (_, index) => `dex-${index}`);
    expect(load({ excludedDexes: dexes })).toMatchObject({ excludedDexes: [] });
  });

  it('settings the app does not use (a stored Nozomi tip, excluded routers) are dropped, not kept', () => {
    const loaded = load({ maxNozomiTip: 0.5, excludedRouters: ['okx'], slippage: 1 });
    expect(loaded).not.toHaveProperty('maxNozomiTip');
    expect(loaded).not.toHaveProperty('excludedRouters');
    expect(loaded.slippage).toBe(1);
  });
});

describe('the quote options from the settings', () => {
  it('no excluded DEXes: no excludeDexes option at all; one or more: sent as they are', () => {
    expect(quoteOptionsFrom(DEFAULT_SWAP_SETTINGS, 'manual')).not.toHaveProperty('excludeDexes');
    expect(quoteOptionsFrom({ ...DEFAULT_SWAP_SETTINGS, excludedDexes: ['Raydium'] }, 'auto').excludeDexes).toEqual(['Raydium']);
  });
});
