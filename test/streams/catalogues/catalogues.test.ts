import { launchpadById, launchpadBySlug, launchpadLink } from '@streams/catalogues/launchpads';
import { perpsResolutions, shimResolutionOf } from '@streams/catalogues/perpsResolutions';

describe('the launchpad catalogue', () => {
  it('finds a launchpad by its URL slug whatever the case the address bar carries', () => {
    const pump = launchpadById('pump.fun');
    expect(pump).toBeDefined();
    expect(launchpadBySlug(pump?.slug ?? '')).toBe(pump);
    expect(launchpadBySlug((pump?.slug ?? '').toUpperCase())).toBe(pump);
    expect(launchpadBySlug('no-such-pad')).toBeUndefined();
  });

  it("fills a launchpad's link with the token's address, escaped, and has none without a template", () => {
    const pump = launchpadById('pump.fun');
    if (!pump) throw new Error('pump.fun is in the catalogue');
    expect(launchpadLink(pump, { id: 'Mint/1 2', symbol: 'A&B' })).toBe('https://pump.fun/coin/Mint%2F1%202');
    expect(launchpadLink({ ...pump, link: 'https://pad.example/{symbol}/{id}' }, { id: 'M1', symbol: 'A&B' })).toBe('https://pad.example/A%26B/M1');
    const { link: _none, ...withoutLink } = pump;
    expect(launchpadLink(withoutLink, { id: 'M1', symbol: 'X' })).toBeUndefined();
  });
});

describe('the perps resolutions', () => {
  it('names each resolution as the chart shim does: minutes below a day, then 1D, 1W and 1M as they are', () => {
    expect(perpsResolutions.map(shimResolutionOf)).toEqual(['1', '2', '5', '15', '30', '60', '120', '240', '360', '720', '1D', '1W', '1M']);
  });
});
