import type { Observable, SchedulerLike } from 'rxjs';
import { distinctUntilChanged, map, of, switchMap, timer } from 'rxjs';
import type { SessionStatus } from '../core/socketSession';
import { CONNECTION_COUNTDOWN_TICK_MS } from '../core/timing';

/** What the connection indicator says: a short label, its tone, and a sentence for screen readers. */
export interface ConnectionView {
  readonly tone: 'live' | 'waiting' | 'down';
  readonly label: string;
  /** The server closed the stream for good: nothing reconnects unless the user asks. */
  readonly refused?: true;
}

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * The live stream's status as the user reads it (issue 12 item 3): Live; Stale with the seconds
 * since the last frame; Reconnecting with the countdown to the next attempt; Offline; or the
 * server's reason when it closed the stream for good. The counts tick every T55 (1 s).
 */
export const connectionView$ = (status$: Observable<SessionStatus>, scheduler: SchedulerLike): Observable<ConnectionView> =>
  status$.pipe(
    switchMap((status): Observable<ConnectionView> => {
      switch (status.state) {
        case 'open':
          return of({ tone: 'live', label: 'Live' });
        case 'idle':
        case 'connecting':
          return of({ tone: 'waiting', label: 'Connecting…' });
        case 'offline':
          return of({ tone: 'down', label: 'Offline' });
        case 'failed':
          return of({ tone: 'down', label: `Disconnected: ${status.reason}`, refused: true });
        case 'stale':
          return timer(0, CONNECTION_COUNTDOWN_TICK_MS, scheduler).pipe(
            map(() => ({ tone: 'waiting', label: `Stale · ${Math.floor((scheduler.now() - status.silentSince) / 1000)} s` })),
          );
        case 'reconnecting':
          return timer(0, CONNECTION_COUNTDOWN_TICK_MS, scheduler).pipe(
            map(() => {
              const left = seconds(status.nextAttemptAt - scheduler.now());
              return { tone: 'waiting', label: left > 0 ? `Reconnecting in ${left} s` : 'Reconnecting…' };
            }),
          );
      }
    }),
    distinctUntilChanged((a, b) => a.label === b.label && a.tone === b.tone && a.refused === b.refused),
  );
