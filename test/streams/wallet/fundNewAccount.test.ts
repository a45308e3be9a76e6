import { createToasts } from '@streams/shell/toasts';
import { createAccountFunding } from '@streams/wallet/fundNewAccount';
import { type Observable, map } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const lamports = { z: 0n, t: 10_000_000_000n };

const setup = (m: MarbleContext, balances: () => Observable<bigint>, notifications: Observable<bigint>) => {
  const refreshed: number[] = [];
  const toasts = createToasts({ scheduler: m.scheduler });
  const answer = m.cold('20ms (o|)', { o: true });
  const fund = createAccountFunding({
    faucet: { available: true, fund: () => answer },
    rpc: { getBalance: balances },
    subscriptions: { accountLamports: () => notifications },
    toasts,
    logger: createRecordingLogger(),
    scheduler: m.scheduler,
    refresh: () => refreshed.push(m.scheduler.now()),
  });
  return { fund, refreshed, toasts };
};

describe('funding a new quick account (T49)', () => {
  it(
    'rereads the balances once, when the subscription sees the faucet’s SOL land',
    marbles((m) => {
      const notifications = m.cold('  800ms t', lamports);
      const { fund, refreshed, toasts } = setup(m, () => m.cold('(z|)', lamports), notifications);
      fund(ADDRESS);
      m.expect(toasts.toasts$.pipe(map((list) => list.map((toast) => toast.title).join())), '^ 100ms !').toBeObservable('a 19ms b', {
        a: '',
        b: 'Quick account funded',
      });
      m.expect(notifications).toHaveSubscriptions('^ 799ms !');
      m.flush();
      expect(refreshed).toEqual([800]);
    }),
  );

  it(
    'a subscription that missed the landing: the balance check every 1,000 ms sees it',
    marbles((m) => {
      let calls = 0;
      const balances = () => m.cold('(b|)', { b: ++calls >= 3 ? lamports.t : lamports.z });
      const { fund, refreshed } = setup(m, balances, m.cold('-'));
      fund(ADDRESS);
      m.flush();
      // checks at 0 and 1,000 find nothing; the one at 2,000 finds the SOL
      expect(refreshed).toEqual([2000]);
    }),
  );

  it(
    'stops watching after 30,000 ms when nothing ever lands',
    marbles((m) => {
      const notifications = m.cold('-');
      const { fund, refreshed } = setup(m, () => m.cold('(z|)', lamports), notifications);
      fund(ADDRESS);
      m.expect(notifications).toHaveSubscriptions('^ 29999ms !');
      m.flush();
      expect(refreshed).toEqual([]);
    }),
  );
});
