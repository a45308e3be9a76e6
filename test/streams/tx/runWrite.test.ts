import { TX_BUSY_MESSAGE, createTxGate } from '@streams/tx/gate';
import type { TxError } from '@streams/tx/errors';
import { runWrite } from '@streams/tx/runWrite';
import { marbles } from '../../support/marbles';

/** The life every write shares (runWrite.ts): one at a time, each state toasted, run hot to its end. */
describe('running a write', () => {
  it(
    'a write submitted while another holds the gate is refused at once with the busy message, toasted, and over (onFinal runs)',
    marbles((m) => {
      const gate = createTxGate();
      const first = m.cold<string>('--a--(b|)');
      runWrite(gate, { toast: () => undefined, refused: () => 'never', onFinal: () => undefined, work: () => first });
      const toasted: (string | TxError)[] = [];
      let finals = 0;
      let worked = false;
      const second$ = runWrite<string | TxError>(gate, {
        toast: (state) => void toasted.push(state),
        refused: (error) => error,
        onFinal: () => (finals += 1),
        work: () => ((worked = true), m.cold<string>('(x|)')),
      });
      const refusal: TxError = { kind: 'unknown', message: TX_BUSY_MESSAGE, programIds: [] };
      m.expect(second$).toBeObservable('(r|)', { r: refusal });
      m.expect(first).toHaveSubscriptions('^----!');
      m.flush();
      expect(toasted).toEqual([refusal]);
      expect(finals).toBe(1);
      expect(worked).toBe(false);
    }),
  );

  it(
    'a write nobody watches still runs to its end under the gate, and a late watcher gets its last state',
    marbles((m) => {
      const gate = createTxGate();
      const work = m.cold<string>('--a--(b|)');
      const toasted: string[] = [];
      const state$ = runWrite(gate, { toast: (state) => void toasted.push(state), refused: () => 'refused', onFinal: () => undefined, work: () => work });
      m.expect(work).toHaveSubscriptions('^----!');
      m.scheduler.schedule(() => expect(gate.isBusy()).toBe(true), 4);
      m.scheduler.schedule(() => m.expect(state$).toBeObservable('9ms (b|)'), 9);
      m.flush();
      expect(toasted).toEqual(['a', 'b']);
      expect(gate.isBusy()).toBe(false);
    }),
  );
});
