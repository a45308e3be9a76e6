import { fillTitle, routeTable, routeTitle } from '@/app/routeTable';

// Every route of spec 000 §2 (Routes and links) must be served.
const specRoutes = [
  '/swap',
  '/trigger',
  '/recurring',
  '/pro',
  '/pro/screener/:symbol',
  '/pro/launchpads',
  '/pro/launchpads/:slug',
  '/tokens/:id',
  '/perps',
  '/perps/:pair',
  '/perps/jlp-loans',
  '/lend/earn',
  '/lend/earn/:symbol',
  '/lend/earn/:symbol/deposit',
  '/portfolio',
  '/portfolio/:address',
  '/send',
  '/studio',
  '/studio/:id',
  '/watchlist',
  '/claim',
  '/_app',
];

describe('route table', () => {
  it('serves every route of spec 000 §2', () => {
    const served = routeTable.map((route) => route.path);
    expect(served).toEqual(expect.arrayContaining(specRoutes));
  });

  it('has one entry per path, each with a title and a description', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routeTable) {
      expect(route.title.length, route.path).toBeGreaterThan(0);
      expect(route.description.length, route.path).toBeGreaterThan(0);
    }
  });

  it('fills parameters into titles, cutting long ones in the middle', () => {
    expect(fillTitle('Launchpad · {slug}', { slug: 'bags' })).toBe('Launchpad · bags');
    expect(fillTitle('Token · {id}', { id: 'So11111111111111111111111111111111111111112' })).toBe('Token · So11111111…111112');
    expect(fillTitle('Token · {id}', {})).toBe('Token · ');
  });
});

describe('route titles by parameter', () => {
  it("names /onboard/cctp and /onboard/debridge 'Bridge compare', the other ways theirs, and an unknown one 'Onboard'", () => {
    const onboard = routeTable.find((route) => route.path === '/onboard/:method');
    if (!onboard) throw new Error('no /onboard/:method route');
    expect(['cctp', 'debridge', 'onramp', 'cex', 'xyz', 'toString'].map((method) => routeTitle(onboard, { method }))).toEqual([
      'Bridge compare',
      'Bridge compare',
      'Buy with a card',
      'Deposit from an exchange',
      'Onboard',
      'Onboard',
    ]);
    expect(routeTable.find((route) => route.path === '/onboard')?.title).toBe('Onboard');
    const token = routeTable.find((route) => route.path === '/tokens/:id');
    if (!token) throw new Error('no /tokens/:id route');
    expect(routeTitle(token, { id: 'bags' })).toBe('Token · bags');
  });
});
