import { createConnectivity } from '@streams/shell/connectivity';
import { marbles } from '../../support/marbles';

describe('connectivity', () => {
  it(
    'emits the online flag and its changes once each, shared',
    marbles((m) => {
      const online = m.hot('  t--f-f--t', { t: true, f: false });
      const { online$ } = createConnectivity({ online$: online, scheduler: m.scheduler });
      m.expect(online$).toBeObservable('t--f----t', { t: true, f: false });
      m.expect(online$, '----^').toBeObservable('----f---t', { t: true, f: false });
      m.expect(online).toHaveSubscriptions('^');
    }),
  );
});
