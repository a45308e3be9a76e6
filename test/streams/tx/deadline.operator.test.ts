import { type DeadlineRules, withDeadline } from '@streams/tx/deadline';
import { of } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';

/**
 * The deadline operator itself (deadline.ts), on a stream of one-letter states: `w` is an
 * external wallet's prompt (not counted), `s` a sent transaction (followed on past the deadline),
 * any other letter a step before sending; `L` is what the write says when the deadline passes.
 */
const setup = (m: MarbleContext) => {
  const detached: string[] = [];
  const lateAfter: (string | undefined)[] = [];
  const rules: DeadlineRules<string> = {
    inPrompt: (state) => state === 'w',
    sent: (state) => state === 's',
    late: (last) => (lateAfter.push(last), 'L'),
    detached: (state) => void detached.push(`${m.scheduler.now()}:${state}`),
  };
  const deadline = (ms: number) => withDeadline(ms, m.scheduler, rules);
  return { deadline, detached, lateAfter };
};

describe('withDeadline: an overall deadline on a write', () => {
  it(
    'a write that never says anything ends at the deadline, and its work is let go then (subscription log)',
    marbles((m) => {
      const { deadline, lateAfter } = setup(m);
      const ms = m.time('----|');
      const silent = m.cold<string>('-');
      m.expect(silent.pipe(deadline(ms))).toBeObservable('----(L|)');
      m.expect(silent).toHaveSubscriptions('^---!');
      m.flush();
      expect(lateAfter).toEqual([undefined]);
    }),
  );

  it(
    'the time before the first state counts: a write that first speaks late has only the rest of the deadline',
    marbles((m) => {
      const { deadline, lateAfter } = setup(m);
      const ms = m.time('----------|');
      const slow = m.cold<string>('-----p');
      m.expect(slow.pipe(deadline(ms))).toBeObservable('-----p----(L|)');
      m.expect(slow).toHaveSubscriptions('^---------!');
      m.flush();
      expect(lateAfter).toEqual(['p']);
    }),
  );

  it(
    'a write that fails before the deadline fails with its own error, not the deadline',
    marbles((m) => {
      const { deadline, lateAfter } = setup(m);
      const ms = m.time('----------|');
      const failing = m.cold<string>('p-#', undefined, new Error('RPC down'));
      m.expect(failing.pipe(deadline(ms))).toBeObservable('p-#', undefined, new Error('RPC down'));
      m.flush();
      expect(lateAfter).toEqual([]);
    }),
  );

  it(
    'the caller leaving before the deadline lets the work go at once, and the deadline never fires (subscription log)',
    marbles((m) => {
      const { deadline, lateAfter } = setup(m);
      const ms = m.time('----------|');
      const work = m.cold<string>('p-q');
      m.expect(work.pipe(deadline(ms)), '^---!').toBeObservable('p-q');
      m.expect(work).toHaveSubscriptions('^---!');
      m.flush();
      expect(lateAfter).toEqual([]);
    }),
  );

  it(
    "the caller leaving while an external wallet's prompt is open lets the work go at once (subscription log)",
    marbles((m) => {
      const { deadline, lateAfter } = setup(m);
      const ms = m.time('----------|');
      const work = m.cold<string>('p-w');
      m.expect(work.pipe(deadline(ms)), '^---!').toBeObservable('p-w');
      m.expect(work).toHaveSubscriptions('^---!');
      m.flush();
      expect(lateAfter).toEqual([]);
    }),
  );

  it(
    'a write that is over as soon as it starts ends with its own states, and no deadline is left behind',
    marbles((m) => {
      const { deadline, lateAfter } = setup(m);
      const seen: string[] = [];
      expect(() =>
        of('p', 'q')
          .pipe(deadline(10))
          .subscribe((state) => seen.push(state)),
      ).not.toThrow();
      m.flush();
      expect(seen).toEqual(['p', 'q']);
      expect(lateAfter).toEqual([]);
    }),
  );

  it(
    'a sent write is followed on past the deadline: the caller gets the late state and completes, the rest goes to `detached` (subscription log)',
    marbles((m) => {
      const { deadline, detached, lateAfter } = setup(m);
      const ms = m.time('----|');
      const work = m.cold<string>('p-s------t-(u|)');
      m.expect(work.pipe(deadline(ms))).toBeObservable('p-s-(L|)');
      m.expect(work).toHaveSubscriptions('^----------!');
      m.flush();
      expect(lateAfter).toEqual(['s']);
      expect(detached).toEqual(['9:t', '11:u']);
    }),
  );
});
