import { createCopyFeedback } from '@streams/shell/copyFeedback';
import { canSignMessages, createWalletSession } from '@streams/wallet/walletSession';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';

const signer = {
  publicKey: 'Abc',
  autoSigns: true,
  signTransaction: () => {
    throw new Error('unused');
  },
};

describe('wallet session', () => {
  it(
    'goes disconnected → connecting → connected → disconnected, with the signer only while connected',
    marbles((m) => {
      const session = createWalletSession();
      m.scheduler.schedule(() => session.report({ status: 'connecting', walletName: 'Quick Account' }), 1);
      m.scheduler.schedule(
        () =>
          session.report(
            { status: 'connected', walletName: 'Quick Account', walletIcon: undefined, publicKey: 'Abc', kind: 'quick', autoSigns: true, canSignMessage: true },
            signer,
          ),
        2,
      );
      m.scheduler.schedule(
        () =>
          session.report(
            { status: 'connected', walletName: 'Quick Account', walletIcon: undefined, publicKey: 'Abc', kind: 'quick', autoSigns: true, canSignMessage: true },
            signer,
          ),
        3,
      );
      m.scheduler.schedule(() => session.report({ status: 'disconnected' }), 4);
      m.expect(session.state$.pipe(map((state) => state.status))).toBeObservable('dcC-d', { d: 'disconnected', c: 'connecting', C: 'connected' });
      m.expect(session.address$).toBeObservable('a-b-a', { a: undefined, b: 'Abc' });
      m.expect(session.signer$.pipe(map((value) => value?.publicKey))).toBeObservable('aabba', { a: undefined, b: 'Abc' });
    }),
  );

  it.each([
    ['Phantom', true, true],
    ['Ledger', true, false],
    ['My LEDGER Nano', true, false],
    ['Solflare', false, false],
  ])('%s with message signing %s can sign messages: %s', (name, claims, expected) => {
    expect(canSignMessages(name, claims)).toBe(expected);
  });
});

describe('copy feedback (T05 = 1.5 s)', () => {
  it(
    "shows 'copied' for 1,500 ms, restarting on a second copy, per key",
    marbles((m) => {
      const feedback = createCopyFeedback({ scheduler: m.scheduler });
      m.scheduler.schedule(() => feedback.copied('address'), 10);
      m.scheduler.schedule(() => feedback.copied('other'), 20);
      m.scheduler.schedule(() => feedback.copied('address'), 1000);
      m.expect(feedback.isCopied$('address')).toBeObservable('f 9ms t 989ms t 1499ms f', { t: true, f: false });
    }),
  );
});
