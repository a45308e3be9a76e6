import { type Toast, createToasts } from '@streams/shell/toasts';
import { createTxRecovery } from '@streams/tx/recovery';
import type { ResumedTransaction } from '@streams/tx/engine';
import { txError } from '@streams/tx/errors';
import { createTxGate } from '@streams/tx/gate';
import type { TxState } from '@streams/tx/types';
import type { WalletState } from '@streams/wallet/walletSession';
import { map, of } from 'rxjs';
import { marbles } from '../../support/marbles';

const A = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const B = '5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1';
const connected = (publicKey: string): WalletState => ({
  status: 'connected',
  walletName: 'Quick Account',
  walletIcon: undefined,
  publicKey,
  kind: 'quick',
  autoSigns: true,
  canSignMessage: true,
});
const wallets = { a: connected(A), b: connected(B), d: { status: 'disconnected' } as WalletState };

const confirming = (signature: string): TxState => ({ status: 'confirming', label: 'Swap 1 SOL to USDC', signature });
const outcomes = (signature: string) => ({
  c: confirming(signature),
  d: { status: 'confirmed', label: 'Swap 1 SOL to USDC', signature, slot: 9 } as TxState,
  x: {
    status: 'expired',
    label: 'Swap 1 SOL to USDC',
    signature,
    error: txError('expired', 'Transaction has expired and was not confirmed. Please try again.'),
  } as TxState,
});

const toastLine = (toasts: readonly Toast[]) => toasts.map((toast) => `${toast.variant}:${toast.title}`).join(',');

describe('reload recovery', () => {
  it(
    'follows the connected wallet’s pending transactions to their end, once each, with toasts and a refresh',
    marbles((m) => {
      const toasts = createToasts({ scheduler: m.scheduler });
      const asked: string[] = [];
      const pruned: string[] = [];
      const refreshed: string[] = [];
      const followA = m.cold('c 29ms d|', outcomes('sigA'));
      const followB = m.cold('c 9ms x|', outcomes('sigB'));
      const resumedOf: Record<string, ResumedTransaction[]> = {
        [A]: [{ signature: 'sigA', label: 'Swap 1 SOL to USDC', state$: followA }],
        [B]: [{ signature: 'sigB', label: 'Swap 1 SOL to USDC', state$: followB }],
      };
      const walletState$ = m.hot('  d 9ms a 9ms d 9ms a 19ms b', wallets);
      const recovery = createTxRecovery({
        engine: {
          resume: (owner) => {
            asked.push(`${m.scheduler.now()}:${owner ?? ''}`);
            return owner ? (resumedOf[owner] ?? []) : [];
          },
          pruneExpired: (owner) => {
            pruned.push(owner);
            return of(0);
          },
        },
        walletState$,
        toasts,
        explorerTx: (signature) => `https://explorer.example/tx/${signature}`,
        helpUrl: 'https://help.example',
        refresh: (owner) => refreshed.push(owner),
      });
      // A connects at 10: its swap confirms at 40. Reconnecting A at 30 does not follow it twice.
      // B connects at 50: its swap expired (at 60).
      m.expect(recovery.pending$).toBeObservable('0 9ms 1 29ms 0 9ms 1 9ms 0', { 0: 0, 1: 1 });
      m.expect(toasts.toasts$.pipe(map(toastLine)), '^ 70ms !').toBeObservable('e 9ms l 29ms s 9ms t 9ms u', {
        e: '',
        l: 'loading:Confirming Transaction',
        s: 'success:Transaction Confirmed',
        t: 'success:Transaction Confirmed,loading:Confirming Transaction',
        u: 'success:Transaction Confirmed,error:Transaction Failed',
      });
      // Subscription logs: A's swap is followed once, from 10 to its end (the reconnect at 30 adds no second follow); B's from 50.
      m.expect(followA).toHaveSubscriptions('10ms ^ 30ms !');
      m.expect(followB).toHaveSubscriptions('50ms ^ 10ms !');
      m.flush();
      expect(asked).toEqual([`10:${A}`, `30:${A}`, `50:${B}`]);
      // Each connection also forgets other wallets' records that can no longer land.
      expect(pruned).toEqual([A, A, B]);
      expect(refreshed).toEqual([A]);
      recovery.dispose();
    }),
  );

  it(
    'closing the app (dispose) lets go of a resumed transaction still confirming, and opens the gate (subscription logs)',
    marbles((m) => {
      const gate = createTxGate();
      const follow = m.cold('c', outcomes('sigA'));
      const recovery = createTxRecovery({
        engine: { resume: () => [{ signature: 'sigA', label: 'Swap 1 SOL to USDC', state$: follow }] },
        gate,
        walletState$: m.hot('  a', wallets),
        toasts: createToasts({ scheduler: m.scheduler }),
        explorerTx: (signature) => `https://explorer.example/tx/${signature}`,
        helpUrl: 'https://help.example',
        refresh: () => undefined,
      });
      // Open until the wallet connects at 0, held by the resumed transaction, open again once the app lets go at 20.
      m.expect(gate.busy$).toBeObservable('(ft) 16ms f', { t: true, f: false });
      m.scheduler.schedule(() => recovery.dispose(), 20);
      m.expect(follow).toHaveSubscriptions('^ 19ms !');
    }),
  );
});
