import { createToasts } from '@streams/shell/toasts';
import { createWalletSession } from '@streams/wallet/walletSession';
import { showDisconnecting, showNotInstalled, showWalletToasts } from '@streams/wallet/walletToasts';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';

const connected = (kind: 'quick' | 'adapter') =>
  ({
    status: 'connected',
    walletName: kind === 'quick' ? 'Quick Account' : 'Phantom',
    walletIcon: undefined,
    publicKey: 'Abc',
    kind,
    autoSigns: kind === 'quick',
    canSignMessage: true,
  }) as const;

describe('wallet toasts', () => {
  it(
    "Connecting, then Connected replacing it; 'Disconnected' for a wallet",
    marbles((m) => {
      const toasts = createToasts({ scheduler: m.scheduler });
      const session = createWalletSession();
      showWalletToasts(session, toasts);
      m.scheduler.schedule(() => session.report({ status: 'connecting', walletName: 'Phantom' }), 1);
      m.scheduler.schedule(() => session.report(connected('adapter')), 2);
      m.scheduler.schedule(() => session.report({ status: 'disconnected' }), 3);
      m.expect(toasts.toasts$.pipe(map((list) => list.map((toast) => toast.title).join(',')))).toBeObservable('xabc 4999ms x', {
        x: '',
        a: 'Connecting',
        b: 'Connected',
        c: 'Disconnected',
      });
    }),
  );

  it(
    "a quick account says 'Wallet Disconnecting' then 'Wallet Disconnected'",
    marbles((m) => {
      const toasts = createToasts({ scheduler: m.scheduler });
      const session = createWalletSession();
      showWalletToasts(session, toasts);
      m.scheduler.schedule(() => session.report(connected('quick')), 1);
      m.scheduler.schedule(() => showDisconnecting(toasts), 2);
      m.scheduler.schedule(() => session.report({ status: 'disconnected' }), 3);
      m.expect(toasts.toasts$.pipe(map((list) => list.map((toast) => toast.title).join(',')))).toBeObservable('xabc 4999ms x', {
        x: '',
        a: 'Connected',
        b: 'Wallet Disconnecting',
        c: 'Wallet Disconnected',
      });
    }),
  );

  it("'{wallet} Wallet is not installed' links to where to get it", () => {
    const toasts = createToasts({ scheduler: { now: () => 0, schedule: () => ({ unsubscribe: () => undefined }) } as never });
    let shown: unknown;
    toasts.toasts$.subscribe((list) => (shown = list[0]));
    showNotInstalled(toasts, 'Backpack', 'https://backpack.app');
    expect(shown).toMatchObject({ title: 'Backpack Wallet is not installed', variant: 'error', link: { href: 'https://backpack.app' } });
  });
});
