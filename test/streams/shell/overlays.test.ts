import { createOverlays, needsWallet } from '@streams/shell/overlays';
import { marbles } from '../../support/marbles';

describe('shell overlays', () => {
  it(
    'one overlay at a time: open replaces, toggle closes the open one, close closes any',
    marbles((m) => {
      const overlays = createOverlays();
      const clicks = '  -c-s-d-d-m-x';
      const expected = 'nc-s-d-n-m-n';
      const intents = m.hot(clicks, {
        c: () => overlays.open('connect'),
        s: () => overlays.open('search'),
        d: () => overlays.toggle('drawer'),
        m: () => overlays.open('menu'),
        x: () => overlays.close(),
      });
      intents.subscribe((intent) => intent());
      m.expect(overlays.overlay$).toBeObservable(expected, { n: 'none', c: 'connect', s: 'search', d: 'drawer', m: 'menu' });
    }),
  );

  it('the Connect panel and the drawer need the wallet stack; search and the menu do not', () => {
    expect((['none', 'search', 'menu', 'connect', 'drawer'] as const).filter(needsWallet)).toEqual(['connect', 'drawer']);
  });
});
