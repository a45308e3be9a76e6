import type { BatchState } from '@streams/tx/batchState';
import type { TxBatch } from '@streams/tx/batchCommand';
import type { CommandState, TxCommand } from '@streams/tx/command';
import { WRITE_PATH_UNAVAILABLE, deferredWritePath } from '@streams/tx/deferredWritePath';
import { txError } from '@streams/tx/errors';
import { type Observable, concat, of, switchMap } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';

const command = { label: 'Swap 1 SOL for 150 USDC' } as TxCommand;
const batch = { label: 'Cancel All' } as TxBatch;
const building: CommandState = { status: 'building', label: command.label };
const settled = { status: 'settled', label: command.label, signature: 'sig', slot: 9 } as CommandState;

/** A write path whose code arrives on `arrival` (a cold marble emitting 'l'), with the engine's busy flag on `busy`. */
const pathArriving = (m: MarbleContext, arrival: string, busy = '') => {
  const runs: string[] = [];
  const layer = {
    commands: { run: (asked: TxCommand) => (runs.push(asked.label), m.cold('b-s|', { b: building, s: settled })), busy$: m.cold(busy, { t: true, f: false }) },
    batches: { run: (asked: TxBatch) => (runs.push(asked.label), m.cold('') as Observable<BatchState>) },
  };
  return { path: deferredWritePath(m.cold(arrival, { l: layer }) as unknown as Observable<never>), runs };
};

describe('the write path before its code has arrived', () => {
  it(
    'a write asked for first waits for the code, then runs once, hot: a watcher who comes later gets its latest state, then the rest',
    marbles((m) => {
      // The code arrives at 3; the engine builds at once and settles at 5.
      const { path, runs } = pathArriving(m, '---(l|)');
      const state$ = path.commands.run(command);
      m.expect(m.cold('----(w|)').pipe(switchMap(() => state$))).toBeObservable('----bs|', { b: building, s: settled });
      m.flush();
      expect(runs).toEqual([command.label]);
    }),
  );

  it(
    'nothing is busy before the code is in; then the engine says',
    marbles((m) => {
      const { path } = pathArriving(m, '--(l|)', 't--f');
      m.expect(path.commands.busy$).toBeObservable('f-t--f', { t: true, f: false });
    }),
  );

  it(
    'code already in: the engine says at once, with no false before it',
    marbles((m) => {
      // The graph's write path replays its layer at once, and the gate says busy at once too.
      const layer = { commands: { run: () => m.cold(''), busy$: concat(of(true), m.cold('--f', { f: false })) }, batches: { run: () => m.cold('') } };
      m.expect(deferredWritePath(of(layer) as Observable<never>).commands.busy$).toBeObservable('t-f', { t: true, f: false });
    }),
  );

  it(
    'when the code cannot be fetched, a write fails at once with a plain message and nothing is signed; a batch ends with that error; nothing is busy',
    marbles((m) => {
      const { path, runs } = pathArriving(m, '--#');
      m.expect(path.commands.run(command)).toBeObservable('--(f|)', {
        f: { status: 'failed', label: command.label, error: txError('unknown', WRITE_PATH_UNAVAILABLE) },
      });
      m.expect(path.batches.run(batch)).toBeObservable('--(d|)', {
        d: { status: 'done', label: 'Cancel All', total: 0, confirmed: [], errors: [txError('unknown', WRITE_PATH_UNAVAILABLE)] },
      });
      m.expect(path.commands.busy$).toBeObservable('f-|', { f: false });
      m.flush();
      expect(runs).toEqual([]);
    }),
  );
});
