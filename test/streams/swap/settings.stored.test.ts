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

  it('excluded DEX and router names up to 100 characters are kept, as many as 200 DEXes and 50 routers', () => {
    const name = 'D'.repeat(100);
    const dexes = Array.from({ length: 200 }, (_, index) => `dex-${index}`);
    const routers = Array.from({ length: 50 }, (_, index) => `router-${index}`);
    expect(load({ excludedDexes: [name, 'Raydium'], excludedRouters: [name] })).toMatchObject({ excludedDexes: [name, 'Raydium'], excludedRouters: [name] });
    expect(load({ excludedDexes: dexes, excludedRouters: routers })).toMatchObject({ excludedDexes: dexes, excludedRouters: routers });
  });

  it('a name over 100 characters, or a list too long, falls back to no exclusions', () => {
    expect(load({ excludedDexes: ['D'.repeat(101)], excludedRouters: ['R'.repeat(101)] })).toMatchObject({ excludedDexes: [], excludedRouters: [] });
    const dexes = Array.from({ length: 201 }, (_, index) => `dex-${index}`);
    const routers = Array.from({ length: 51 }, (_, index) => `router-${index}`);
    expect(load({ excludedDexes: dexes, excludedRouters: routers })).toMatchObject({ excludedDexes: [], excludedRouters: [] });
  });
});

describe('the quote options from the settings', () => {
  it('no excluded DEXes: no excludeDexes option at all; one or more: sent as they are', () => {
    expect(quoteOptionsFrom(DEFAULT_SWAP_SETTINGS, 'manual')).not.toHaveProperty('excludeDexes');
    expect(quoteOptionsFrom({ ...DEFAULT_SWAP_SETTINGS, excludedDexes: ['Raydium'] }, 'auto').excludeDexes).toEqual(['Raydium']);
  });
});
