import { createHttpClient } from '@streams/core/http';
import { createLeaderboard } from '@streams/perps/leaderboard';
import { takeUntil, timer } from 'rxjs';
import { createFakeTransport, jsonResponse } from '../../support/fakeHttp';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';

const row = (rank: number, wallet: string) => ({ rank, wallet, pnlUsd: 1000 - rank, volumeUsd: 5000, closes: 3 });

const setup = (m: MarbleContext, body: unknown, answer: (call: number) => string = () => '-r|') => {
  const times: number[] = [];
  const { transport, requests } = createFakeTransport((_request, index) => {
    times.push(m.scheduler.now());
    return m.cold(answer(index), { r: jsonResponse(body) });
  });
  const http = createHttpClient({ transport, scheduler: m.scheduler, logger: createRecordingLogger() });
  return { board: createLeaderboard({ http, perpsApi: 'http://sim/perps/v2', scheduler: m.scheduler }), requests, times };
};

describe('perps leaderboard (T68)', () => {
  it(
    'reads the board for the period, the sort and the wallet on the visit, then again every 60 s while shown',
    marbles((m) => {
      const body = { total: 2, rows: [row(1, 'A'), row(2, 'B')], you: row(2, 'B') };
      const { board, requests, times } = setup(m, body);
      const states: unknown[] = [];
      board
        .board$('week', 'pnl', 'B')
        .pipe(takeUntil(timer(125_000, m.scheduler)))
        .subscribe((state) => states.push(state));
      m.flush();
      expect(times).toEqual([0, 60_000, 120_000]);
      expect(requests[0]?.url).toBe('http://sim/perps/v2/leaderboard?period=week&sort=pnl&limit=50&walletAddress=B');
      expect(states.at(-1)).toMatchObject({ status: 'ready', value: body });
    }),
  );

  it(
    'a 59,999 ms wait is not yet a refetch; without a wallet the query names none',
    marbles((m) => {
      const { board, requests, times } = setup(m, { total: 0, rows: [], you: null });
      board
        .board$('all', 'volume', undefined)
        .pipe(takeUntil(timer(59_999, m.scheduler)))
        .subscribe();
      m.flush();
      expect(times).toEqual([0]);
      expect(requests[0]?.url).toBe('http://sim/perps/v2/leaderboard?period=all&sort=volume&limit=50');
    }),
  );

  it(
    'an answer that is not a board (a negative volume) is an error, not a row',
    marbles((m) => {
      const { board } = setup(m, { total: 1, rows: [{ ...row(1, 'A'), volumeUsd: -5 }], you: null });
      const states: { status: string }[] = [];
      board
        .board$('week', 'pnl', undefined)
        .pipe(takeUntil(timer(10, m.scheduler)))
        .subscribe((state) => states.push(state));
      m.flush();
      expect(states.at(-1)?.status).toBe('error');
    }),
  );
});
