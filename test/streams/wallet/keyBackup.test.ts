import { createMemoryStorage } from '@streams/core/ports';
import { BACKUP_PROMPT_RETURN_MS } from '@streams/core/timing';
import { type Persistence, createKeyBackup } from '@streams/wallet/keyBackup';
import type { WalletState } from '@streams/wallet/walletSession';
import { type Observable, map } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const ADDRESS = 'Quick1111111111111111111111111111111111111';
const quick: WalletState = {
  status: 'connected',
  walletName: 'Quick Account',
  walletIcon: undefined,
  publicKey: ADDRESS,
  kind: 'quick',
  autoSigns: true,
  canSignMessage: true,
};
const phantom: WalletState = { ...quick, walletName: 'Phantom', kind: 'adapter', autoSigns: false };
const wallets = { q: quick, p: phantom, d: { status: 'disconnected' } as WalletState };

interface Setup {
  readonly wallet: string;
  /** Lamports over time, as marbles over { z: 0n, f: funded }. */
  readonly balance?: string;
  /** The balance watch itself, to assert its subscription log (instead of `balance`). */
  readonly balance$?: Observable<bigint>;
  readonly persisted?: () => Observable<boolean>;
  readonly persist?: () => Observable<boolean>;
  readonly storage?: ReturnType<typeof createMemoryStorage>;
  readonly noApi?: boolean;
  /** Mainnet's week (T61); none: a dismissal holds for good (the simulator). */
  readonly returnsAfterMs?: number;
}

const setup = (m: MarbleContext, options: Setup) => {
  const asked: string[] = [];
  const backup = createKeyBackup({
    storage: options.storage ?? createMemoryStorage(),
    logger: createRecordingLogger(),
    scheduler: m.scheduler,
    ...(options.returnsAfterMs !== undefined ? { returnsAfterMs: options.returnsAfterMs } : {}),
    // The wallet session replays its state to each subscriber (a BehaviorSubject): a cold marble does too.
    walletState$: m.cold(options.wallet, wallets),
    solBalance$: () => options.balance$ ?? m.cold(options.balance ?? 'z 9ms f', { z: 0n, f: 10_000_000_000n }),
    ...(options.noApi
      ? {}
      : {
          persistence: {
            persisted: () => (asked.push('persisted'), options.persisted?.() ?? m.cold('(n|)', { n: false })),
            persist: () => (asked.push('persist'), options.persist?.() ?? m.cold('5ms (y|)', { y: true })),
          },
        }),
  });
  return { backup, asked };
};

const shown = (prompt: { address: string; persistence: Persistence } | undefined) => (prompt ? prompt.persistence : 'none');

describe('quick-account key backup', () => {
  it(
    'once the account holds SOL, the prompt asks for a backup and says whether the browser keeps its storage (asked once)',
    marbles((m) => {
      const { backup, asked } = setup(m, { wallet: 'q' });
      // Unfunded: no prompt. Storage is asked for at once: persisted? no → persist → granted at 5 ms.
      m.expect(backup.prompt$.pipe(map(shown))).toBeObservable('n 9ms p', { n: 'none', p: 'persistent' });
      m.expect(backup.persistence$).toBeObservable('c 4ms (p|)', { c: 'checking', p: 'persistent' });
      m.flush();
      expect(asked).toEqual(['persisted', 'persist']);
    }),
  );

  it(
    'storage already persistent is not asked again; without the API it is unsupported',
    marbles((m) => {
      const granted = setup(m, { wallet: 'q', persisted: () => m.cold('(y|)', { y: true }) });
      m.expect(granted.backup.persistence$).toBeObservable('(cp|)', { c: 'checking', p: 'persistent' });
      const none = setup(m, { wallet: 'q', noApi: true });
      m.expect(none.backup.persistence$).toBeObservable('(cu|)', { c: 'checking', u: 'unsupported' });
      m.flush();
      expect(granted.asked).toEqual(['persisted']);
    }),
  );

  it(
    "'Not now' ends it for good for this account, remembered in storage",
    marbles((m) => {
      const storage = createMemoryStorage();
      const { backup } = setup(m, { wallet: 'q', balance: 'f', storage });
      m.expect(backup.prompt$.pipe(map(shown))).toBeObservable('c 4ms p 3ms n', { c: 'checking', p: 'persistent', n: 'none' });
      m.scheduler.schedule(() => backup.dismiss(ADDRESS), 9);
      m.flush();
      // The next visit: nothing to ask.
      const again = setup(m, { wallet: 'q', balance: 'f', storage });
      const seen: string[] = [];
      again.backup.prompt$.pipe(map(shown)).subscribe((value) => seen.push(value));
      m.flush();
      expect(seen).toEqual(['none']);
    }),
  );

  it(
    'revealing the key ends it too, and a later dismissal does not undo the export',
    marbles((m) => {
      const storage = createMemoryStorage();
      const { backup } = setup(m, { wallet: 'q', balance: 'f', storage });
      m.expect(backup.prompt$.pipe(map(shown))).toBeObservable('c 4ms p 3ms n', { c: 'checking', p: 'persistent', n: 'none' });
      m.scheduler.schedule(() => {
        backup.exported(ADDRESS);
        backup.dismiss(ADDRESS);
      }, 9);
      m.flush();
      expect(JSON.parse(storage.getItem('callisto.keyBackup') ?? '{}')).toEqual({ accounts: { [ADDRESS]: 'exported' } });
    }),
  );

  it(
    'says whether the key was exported: not when dismissed, yes from the export on, per account',
    marbles((m) => {
      const { backup } = setup(m, { wallet: 'q', balance: 'f' });
      m.scheduler.schedule(() => backup.dismiss(ADDRESS), 3);
      m.scheduler.schedule(() => backup.exported(ADDRESS), 6);
      m.expect(backup.isExported$(ADDRESS)).toBeObservable('n 5ms y', { n: false, y: true });
      m.expect(backup.isExported$('Other111111111111111111111111111111111111')).toBeObservable('n', { n: false });
    }),
  );

  it(
    'on mainnet a dismissal holds a week (T61): the prompt comes back at 604,800,000 ms after it, not a millisecond sooner',
    marbles((m) => {
      const storage = createMemoryStorage();
      const { backup } = setup(m, { wallet: 'q', balance: 'f', storage, returnsAfterMs: BACKUP_PROMPT_RETURN_MS });
      m.scheduler.schedule(() => backup.dismiss(ADDRESS), 9);
      // Dismissed at 9 ms: back at 9 + 604,800,000 ms.
      m.expect(backup.prompt$.pipe(map(shown)), '^ 604800100ms !').toBeObservable('c 4ms p 3ms n 604799999ms p', { c: 'checking', p: 'persistent', n: 'none' });
      m.flush();
      expect(JSON.parse(storage.getItem('callisto.keyBackup') ?? '{}')).toEqual({ accounts: { [ADDRESS]: { dismissedAt: 9 } } });
    }),
  );

  it(
    'on mainnet an exported key is never asked for again',
    marbles((m) => {
      const exported = setup(m, {
        wallet: 'q',
        balance: 'f',
        storage: createMemoryStorage({ 'callisto.keyBackup': JSON.stringify({ accounts: { [ADDRESS]: 'exported' } }) }),
        returnsAfterMs: BACKUP_PROMPT_RETURN_MS,
      });
      m.expect(exported.backup.prompt$.pipe(map(shown)), '^ 604800100ms !').toBeObservable('n', { n: 'none' });
    }),
  );

  it(
    'on mainnet a dismissal stored before times were kept has run out: the prompt is back',
    marbles((m) => {
      const legacy = setup(m, {
        wallet: 'q',
        balance: 'f',
        storage: createMemoryStorage({ 'callisto.keyBackup': JSON.stringify({ accounts: { [ADDRESS]: 'dismissed' } }) }),
        returnsAfterMs: BACKUP_PROMPT_RETURN_MS,
      });
      m.expect(legacy.backup.prompt$.pipe(map(shown)), '^ 100ms !').toBeObservable('c 4ms p', { c: 'checking', p: 'persistent' });
    }),
  );

  it(
    'disconnecting the quick account lets go of its balance watch; connecting it again watches again',
    marbles((m) => {
      const balance$ = m.cold('z 9ms f', { z: 0n, f: 10_000_000_000n });
      // Connected at 0, funded at 10, disconnected at 20, connected again at 30 (funded at 40).
      const { backup, asked } = setup(m, { wallet: 'q 19ms d 9ms q', balance$ });
      m.expect(backup.prompt$.pipe(map(shown)), '^ 49ms !').toBeObservable('n 9ms p 9ms n 19ms p', { n: 'none', p: 'persistent' });
      m.expect(balance$).toHaveSubscriptions(['^ 19ms !', '30ms ^ 19ms !']);
      m.flush();
      // The storage permission is asked for once in the session, not at each connection.
      expect(asked).toEqual(['persisted', 'persist']);
    }),
  );

  it(
    'leaving the page lets go of the balance watch, while the storage permission asked for is still answered and kept',
    marbles((m) => {
      const balance$ = m.cold('z 9ms f', { z: 0n, f: 10_000_000_000n });
      const persist = m.cold('5ms (y|)', { y: true });
      const { backup, asked } = setup(m, { wallet: 'q', balance$, persist: () => persist });
      // The page watches from 0 to 2; the browser answers at 5; the export dialog opens at 10.
      m.expect(backup.prompt$.pipe(map(shown)), '^-!').toBeObservable('n', { n: 'none' });
      m.expect(balance$).toHaveSubscriptions('^-!');
      m.expect(persist).toHaveSubscriptions('^ 4ms !');
      // The dialog gets the kept answer in the frame it opens, without asking again.
      m.expect(backup.persistence$, '10ms ^ 9ms !').toBeObservable('10ms (cp|)', { c: 'checking', p: 'persistent' });
      m.flush();
      expect(asked).toEqual(['persisted', 'persist']);
    }),
  );

  it(
    'an external wallet keeps its own keys: no prompt, and storage is not asked for',
    marbles((m) => {
      const { backup, asked } = setup(m, { wallet: 'p-d', balance: 'f' });
      m.expect(backup.prompt$.pipe(map(shown))).toBeObservable('n', { n: 'none' });
      m.flush();
      expect(asked).toEqual([]);
    }),
  );
});
