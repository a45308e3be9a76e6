import { homePage, landingPageModule, pages } from '@/app/pageModules';
import { matchesPattern } from '@/app/routeMatch';
import { warmLanding } from '@/app/warmLanding';
import { landingListOf } from '@/features/pro/landingList';
import type { ListSource } from '@streams/market/tokenLists';

describe('the landing page module, fetched from the entry', () => {
  it.each([
    ['/tokens/:id', '/tokens/So111', true],
    ['/tokens/:id', '/tokens/', false],
    ['/tokens/:id', '/tokens/a/b', false],
    ['/pro', '/PRO', true],
    ['/pro', '/pro/', true],
    ['/pro', '/profile', false],
  ])('%s matches %s: %s', (pattern, pathname, expected) => expect(matchesPattern(pattern, pathname)).toBe(expected));

  it('picks the page the router will show: the home page, a built page, the static route over a parameter', () => {
    expect(landingPageModule('/')).toBe(homePage);
    expect(landingPageModule('/pro')).toBe(pages['/pro']);
    expect(landingPageModule('/tokens/So111')).toBe(pages['/tokens/:id']);
    expect(landingPageModule('/lend/earn/USDC/deposit')).toBe(pages['/lend/earn/:symbol/deposit']);
    // /portfolio/airdrop-checker is the checker, not a portfolio of the address 'airdrop-checker'.
    expect(landingPageModule('/portfolio/airdrop-checker')).toBe(pages['/portfolio/airdrop-checker']);
    expect(pages['/portfolio/airdrop-checker']).not.toBe(pages['/portfolio/:address']);
    expect(landingPageModule('/verify')).toBe(pages['/verify']);
    expect(landingPageModule('/no/such/page')).toBeUndefined();
  });
});

describe('the landing list, asked for from the entry', () => {
  it('is the tab /pro opens: the ?tab= one when it is a tab of the page, else the default', () => {
    expect(landingListOf('/pro', '')).toBe('toptrending');
    expect(landingListOf('/pro/', '?tab=recent')).toBe('recent');
    expect(landingListOf('/pro', '?tab=<script>')).toBe('toptrending');
    expect(landingListOf('/pro/hunt', '')).toBe('alphascan');
    expect(landingListOf('/swap', '?tab=recent')).toBeUndefined();
  });

  it('prefetches that list with the timeframe the user chose for it, and nothing on another page', () => {
    const asked: ListSource[] = [];
    const streams = {
      tokenLists: { prefetch: (source: ListSource) => void asked.push(source) },
      listSettings: { current: () => ({ filter: {}, sort: undefined, timeframe: '1h' as const }) },
    } as unknown as Parameters<typeof warmLanding>[0];
    warmLanding(streams, { pathname: '/pro', search: '?tab=graduated' });
    warmLanding(streams, { pathname: '/swap', search: '' });
    expect(asked).toEqual([{ category: 'graduated', timeframe: '1h' }]);
  });

  it('gives the routes of one page one loader, so moving between them keeps the page mounted', () => {
    expect(pages['/swap/:pair']).toBe(pages['/swap']);
    expect(pages['/perps/:pair']).toBe(pages['/perps']);
    expect(pages['/perps-v2']).toBe(pages['/perps']);
    expect(pages['/lend/earn']).toBe(pages['/lend']);
    expect(pages['/portfolio/:address']).toBe(pages['/portfolio']);
    expect(pages['/pro/hunt']).not.toBe(pages['/pro']);
  });
});
