import { createToasts } from '@streams/shell/toasts';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';

const ids = (toasts: readonly { id: string; variant: string }[]) => toasts.map((toast) => `${toast.id}:${toast.variant}`).join(',');

describe('toasts (T06 = 6 s, T07 = 5 s)', () => {
  it(
    'a shell toast closes after 5,000 ms',
    marbles((m) => {
      const toasts = createToasts({ scheduler: m.scheduler });
      m.scheduler.schedule(() => void toasts.show({ id: 'w', scope: 'shell', variant: 'success', title: 'Connected' }), 10);
      m.expect(toasts.toasts$.pipe(map(ids))).toBeObservable('a 9ms b 4999ms a', { a: '', b: 'w:success' });
    }),
  );

  it(
    'a transaction toast closes after 6,000 ms; a loading toast stays until replaced',
    marbles((m) => {
      const toasts = createToasts({ scheduler: m.scheduler });
      m.scheduler.schedule(() => void toasts.show({ id: 'tx', scope: 'transaction', variant: 'loading', title: 'Confirming Transaction' }), 0);
      m.scheduler.schedule(() => void toasts.show({ id: 'tx', scope: 'transaction', variant: 'success', title: 'Transaction Confirmed' }), 20_000);
      m.expect(toasts.toasts$.pipe(map(ids))).toBeObservable('b 19999ms c 5999ms a', { a: '', b: 'tx:loading', c: 'tx:success' });
    }),
  );

  it(
    'hovering pauses a toast; leaving resumes the time it had left',
    marbles((m) => {
      const toasts = createToasts({ scheduler: m.scheduler });
      m.scheduler.schedule(() => void toasts.show({ id: 'w', scope: 'shell', variant: 'info', title: 'Custom RPC endpoint' }), 0);
      m.scheduler.schedule(() => toasts.pause('w'), 1000);
      m.scheduler.schedule(() => toasts.resume('w'), 3000);
      // 1,000 ms shown, 2,000 ms paused, the remaining 4,000 ms from 3,000: gone at 7,000
      m.expect(toasts.toasts$.pipe(map(ids))).toBeObservable('b 6999ms a', { a: '', b: 'w:info' });
    }),
  );

  it(
    'dismiss removes at once and cancels the timer; toasts stack in order',
    marbles((m) => {
      const toasts = createToasts({ scheduler: m.scheduler });
      m.scheduler.schedule(() => {
        toasts.show({ id: 'a', scope: 'shell', variant: 'info', title: 'A' });
        toasts.show({ id: 'b', scope: 'shell', variant: 'error', title: 'B' });
      }, 0);
      m.scheduler.schedule(() => toasts.dismiss('a'), 100);
      m.expect(toasts.toasts$.pipe(map(ids))).toBeObservable('z 99ms w 4899ms x', { x: '', z: 'a:info,b:error', w: 'b:error' });
    }),
  );
  it(
    'announces each toast once when shown or replaced, a repeat too, and never when it closes',
    marbles((m) => {
      const toasts = createToasts({ scheduler: m.scheduler });
      m.scheduler.schedule(() => void toasts.show({ id: 'tx', scope: 'transaction', variant: 'loading', title: 'Confirming Transaction' }), 10);
      m.scheduler.schedule(
        () => void toasts.show({ id: 'tx', scope: 'transaction', variant: 'success', title: 'Transaction Confirmed', description: 'Swapped 1 SOL' }),
        20,
      );
      m.scheduler.schedule(() => void toasts.show({ scope: 'shell', variant: 'success', title: 'Copied' }), 30);
      m.scheduler.schedule(() => void toasts.show({ scope: 'shell', variant: 'success', title: 'Copied' }), 40);
      m.expect(toasts.announcement$).toBeObservable('a 9ms b 9ms c 9ms d 9ms e', {
        a: { seq: 0, text: '' },
        b: { seq: 1, text: 'Confirming Transaction' },
        c: { seq: 2, text: 'Transaction Confirmed. Swapped 1 SOL' },
        d: { seq: 3, text: 'Copied' },
        e: { seq: 4, text: 'Copied' },
      });
    }),
  );
});
