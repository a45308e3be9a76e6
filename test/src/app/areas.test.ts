import { InvalidDomainError, resolveArea } from '@/app/areas';

describe('areas by first path segment (spec 001 §2.1)', () => {
  it.each([
    ['/', 'home', 'home'],
    ['/swap', 'spot', 'swap'],
    ['/swap?sell=So1', 'spot', 'swap'],
    ['/trigger', 'spot', 'limit'],
    ['/recurring', 'spot', 'dca'],
    ['/pro', 'trenches', 'explore'],
    ['/pro/hunt', 'trenches', 'hunt'],
    ['/pro/launchpads', 'trenches', 'explore'],
    ['/tokens/So11111111111111111111111111111111111111112', 'trenches', 'token'],
    ['/watchlist', 'watchlist', 'watchlist'],
    ['/lend/earn', 'lend', 'lend'],
    ['/send', 'send', 'send'],
    ['/gift', 'universal-send', 'gift'],
    ['/invite/abc', 'universal-send', 'gift'],
    ['/perps', 'perps', 'trade'],
    ['/perps/jlp-earn', 'perps', 'jlp-earn'],
    ['/perps/jlp-loans', 'perps', 'jlp-loans'],
    ['/perps/So1-EPj', 'perps', 'trade'],
    ['/perps-v2', 'perps-v2', 'perps-v2'],
    ['/perps-legacy', 'perps-legacy', 'perps-legacy'],
    ['/perps-leaderboard', 'perps-leaderboard', 'perps-leaderboard'],
    ['/portfolio', 'portfolio', 'portfolio'],
    ['/studio/launch-1', 'studio', 'studio'],
    ['/onboard', 'onboard', 'onboard'],
    ['/onboard/cctp', 'onboard', 'cctp'],
    ['/onboard/onramp', 'onboard', 'onramp'],
    ['/onboard/debridge', 'onboard', 'debridge'],
    ['/onboard/cex', 'onboard', 'cex'],
    ['/onboard/other', 'onboard', 'onboard'],
    ['/_error', '_error', '_error'],
    ['/transaction/5h6x', 'transaction', 'transaction'],
    ['/share', 'share', 'share'],
    ['/mobile', 'mobile', 'mobile'],
    ['/login', 'login', 'login'],
    ['/ask-for-sol', 'ask-for-sol', 'ask-for-sol'],
    ['/appeal', 'appeal', 'appeal'],
    ['/verify', 'verify', 'verify'],
  ])('%s is %s / %s', (path, domain, app) => {
    expect(resolveArea(path.split('?')[0] ?? path)).toEqual({ domain, app });
  });

  it.each(['/nope', '/Swap', '/constructor', '/__proto__', '/toString', '/%3Cscript%3E'])('%s is an invalid domain', (path) => {
    expect(() => resolveArea(path)).toThrow(InvalidDomainError);
  });
});
