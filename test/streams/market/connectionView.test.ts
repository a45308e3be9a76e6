import type { SessionStatus } from '@streams/core/socketSession';
import { connectionView$ } from '@streams/market/connectionView';
import { map } from 'rxjs';
import { marbles } from '../../support/marbles';

const at = (since: number, state: Record<string, unknown>): SessionStatus => ({ ...state, generation: 1, since }) as SessionStatus;

describe('the live-stream indicator', () => {
  it(
    'counts down to the next attempt every second (T55), then says Live once open',
    marbles((m) => {
      const status$ = m.cold('r 2999ms o', { r: at(0, { state: 'reconnecting', attempt: 2, nextAttemptAt: 2_999 }), o: at(3_000, { state: 'open' }) });
      m.expect(connectionView$(status$, m.scheduler).pipe(map((view) => view.label))).toBeObservable('a 999ms b 999ms c 999ms d', {
        a: 'Reconnecting in 3 s',
        b: 'Reconnecting in 2 s',
        c: 'Reconnecting in 1 s',
        d: 'Live',
      });
    }),
  );

  it(
    'a silent stream shows how long it has been silent, counted every second',
    marbles((m) => {
      const status$ = m.cold('s', { s: at(0, { state: 'stale', silentSince: -10_500 }) });
      m.expect(connectionView$(status$, m.scheduler).pipe(map((view) => view.label)), '^ 2500ms !').toBeObservable('a 999ms b 999ms c', {
        a: 'Stale · 10 s',
        b: 'Stale · 11 s',
        c: 'Stale · 12 s',
      });
    }),
  );

  it(
    'offline, the server’s refusal, and connecting',
    marbles((m) => {
      const status$ = m.cold('c-f-x', {
        c: at(0, { state: 'connecting', attempt: 0 }),
        f: at(2, { state: 'offline' }),
        x: at(4, { state: 'failed', code: 1008, reason: 'Origin not allowed' }),
      });
      m.expect(connectionView$(status$, m.scheduler)).toBeObservable('c-f-x', {
        c: { tone: 'waiting', label: 'Connecting…' },
        f: { tone: 'down', label: 'Offline' },
        x: { tone: 'down', label: 'Disconnected: Origin not allowed', refused: true },
      });
    }),
  );
});

describe('the live-stream indicator, state by state', () => {
  it(
    'idle reads Connecting…, open reads Live; a repeated state is not shown twice',
    marbles((m) => {
      const status$ = m.cold('i-o-o-x-x', {
        i: at(0, { state: 'idle' }),
        o: at(2, { state: 'open' }),
        x: at(6, { state: 'failed', code: 1008, reason: 'Origin not allowed' }),
      });
      m.expect(connectionView$(status$, m.scheduler)).toBeObservable('i-o---x', {
        i: { tone: 'waiting', label: 'Connecting…' },
        o: { tone: 'live', label: 'Live' },
        x: { tone: 'down', label: 'Disconnected: Origin not allowed', refused: true },
      });
    }),
  );

  it(
    'a silent stream waits, with its seconds of silence',
    marbles((m) => {
      const status$ = m.cold('s', { s: at(0, { state: 'stale', silentSince: -3_000 }) });
      m.expect(connectionView$(status$, m.scheduler), '^ 500ms !').toBeObservable('s', { s: { tone: 'waiting', label: 'Stale · 3 s' } });
    }),
  );

  it(
    'the countdown ends at Reconnecting… (never “in 0 s”), shown once while the attempt is under way',
    marbles((m) => {
      const status$ = m.cold('r', { r: at(0, { state: 'reconnecting', attempt: 1, nextAttemptAt: 1_000 }) });
      m.expect(connectionView$(status$, m.scheduler), '^ 3500ms !').toBeObservable('a 999ms b', {
        a: { tone: 'waiting', label: 'Reconnecting in 1 s' },
        b: { tone: 'waiting', label: 'Reconnecting…' },
      });
    }),
  );
});
