import type { BatchState, TxBatch } from '@streams/tx/batchCommand';
import type { TxBuild } from '@streams/tx/command';
import type { TransactionEngine } from '@streams/tx/engine';
import { TX_MESSAGES } from '@streams/tx/errors';
import { DEADLINE_MESSAGES, txError } from '@streams/tx/errors';
import { TX_BUSY_MESSAGE } from '@streams/tx/gate';
import type { TxRequest, TxState } from '@streams/tx/types';
import { NEVER, type Observable, defer, map } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { SIGNATURE, createSigner } from './fixtures';

/**
 * The batch runner (several transactions as one write) on its own: what it shares with the one
 * command (the gate, the build step, T59, the toast's life) and what is its own (in turn, one
 * summary). Cancel-all through the order services is in orders/orderCommands.test.ts.
 */
const LABEL = 'Cancel 2 orders';
/** A quick account: it signs a batch's transactions in turn (a wallet that prompts is below). */
const OWNER = createSigner(() => NEVER, true).signer;
const BUILT = { kind: 'prebuilt', wire: new Uint8Array([1]), lastValidBlockHeight: 5 } as const;
const copy: TxBatch['copy'] = {
  confirming: (total) => ({ title: 'Confirming Transaction', description: `Cancelling ${total}` }),
  confirmed: () => ({ title: 'Transactions Confirmed' }),
  failed: (failed, total, first) => ({ title: 'Failed', description: `${failed} of ${total}: ${first.message}` }),
};

/** Each transaction moves through `engineStates`; the batch runs them one after another. */
const setup = (m: MarbleContext, engineStates: string, extra: Partial<Pick<TransactionEngine, 'executeTogether'>> = {}) => {
  const requests: TxRequest[] = [];
  const step = (label: string): Record<string, TxState> => ({
    a: { status: 'awaiting-signature', label, autoSigns: true },
    c: { status: 'confirming', label, signature: SIGNATURE },
    d: { status: 'confirmed', label, signature: SIGNATURE, slot: 9 },
  });
  const execute = (request: TxRequest): Observable<TxState> => (requests.push(request), m.cold<TxState>(engineStates, step(request.label)));
  const engine = { execute, fetchLanded: () => NEVER, ...extra };
  const logger = createRecordingLogger();
  const test = createTestCommands(m.scheduler, engine, { logger });
  let finals = 0;
  const batch = (build: TxBatch['build'], extra: Partial<TxBatch> = {}): TxBatch => ({
    kind: 'cancel',
    label: LABEL,
    signer: OWNER,
    copy,
    build,
    onFinal: () => void finals++,
    ...extra,
  });
  return { ...test, logger, requests, batch, finals: () => finals };
};

const view = map((state: BatchState) => {
  if (state.status === 'running') return `${state.index}:${state.step.status === 'failed' ? state.step.error.message : state.step.status}`;
  return state.status === 'done' ? `done ${state.confirmed.length}/${state.total} ${state.errors.map((error) => error.message).join(',')}` : state.status;
});

describe('a batch of transactions as one write', () => {
  it(
    'refused at once while another write holds the gate: its toast says why, onFinal runs, nothing is built',
    marbles((m) => {
      const { batches, gate, batch, shown, finals } = setup(m, '(d|)');
      gate.hold(m.cold('-----|')).subscribe();
      let built = 0;
      const state$ = batches.run(batch(() => defer(() => (built++, m.cold('(r|)', { r: [BUILT] })))));
      m.expect(state$.pipe(view)).toBeObservable('(r|)', { r: `done 0/0 ${TX_BUSY_MESSAGE}` });
      m.flush();
      expect(built).toBe(0);
      expect(finals()).toBe(1);
      expect(shown).toEqual([{ id: 'cancel-batch-1', scope: 'transaction', variant: 'error', title: 'Failed', description: `1 of 0: ${TX_BUSY_MESSAGE}` }]);
    }),
  );

  it(
    "a build that fails goes through buildError; an empty one is 'Nothing to send'; either way the gate opens and onFinal runs once",
    marbles((m) => {
      const { batches, gate, batch, logger, finals } = setup(m, '(d|)');
      const mapped = batch(() => m.cold('-#', {}, new Error('HTTP 500')), { buildError: () => txError('unknown', 'The service failed') });
      m.expect(batches.run(mapped).pipe(view)).toBeObservable('b(f|)', { b: 'building', f: 'done 0/0 The service failed' });
      const empty$ = m.cold('--(a|)').pipe(map(() => batches.run(batch(() => m.cold('-(r|)', { r: [] })))));
      m.expect(empty$.pipe(map(() => gate.isBusy()))).toBeObservable('--(t|)', { t: true });
      m.flush();
      expect(gate.isBusy()).toBe(false);
      expect(finals()).toBe(2);
      expect(logger.messages('warn')).toEqual(['Building a batch failed']);
    }),
  );

  it(
    'a build that never answers ends the batch at the deadline (T59) and frees the gate',
    marbles((m) => {
      const { batches, gate, batch } = setup(m, '(d|)');
      const deadline = m.time('120000ms |');
      const build = m.cold<readonly TxBuild[]>('-');
      m.expect(batches.run(batch(() => build)).pipe(view)).toBeObservable(`b ${deadline - 1}ms (S|)`, {
        b: 'building',
        S: `done 0/0 ${DEADLINE_MESSAGES.stopped}`,
      });
      // Subscription log: the build request is let go at the deadline, not left hanging.
      m.expect(build).toHaveSubscriptions(`^ ${deadline - 1}ms !`);
      m.flush();
      expect(gate.isBusy()).toBe(false);
    }),
  );

  it(
    'each transaction has the deadline: one sent and never confirmed ends "may still land", the next one runs, and a late landing refreshes the wallet',
    marbles((m) => {
      const deadline = m.time('120000ms |');
      const { batches, gate, batch, requests, refreshed, logger } = setup(m, `a c ${deadline + 30_000}ms (d|)`);
      const state$ = batches.run(batch(() => m.cold('-(r|)', { r: [BUILT, BUILT] })));
      const seen: string[] = [];
      state$.pipe(view).subscribe((state) => seen.push(`${m.scheduler.now()} ${state}`));
      m.flush();
      // The first is followed on past its deadline; the second starts then, and is followed on too.
      const unconfirmed = DEADLINE_MESSAGES.unconfirmed;
      expect(seen).toEqual([
        '0 building',
        '1 0:awaiting-signature',
        '2 0:confirming',
        `${deadline + 1} 0:${unconfirmed}`,
        `${deadline + 1} 1:awaiting-signature`,
        `${deadline + 2} 1:confirming`,
        `${2 * deadline + 1} 1:${unconfirmed}`,
        `${2 * deadline + 1} done 0/2 ${unconfirmed},${unconfirmed}`,
      ]);
      expect(requests.map((request) => request.label)).toEqual([`${LABEL} (1/2)`, `${LABEL} (2/2)`]);
      expect(gate.isBusy()).toBe(false);
      expect(refreshed).toEqual([OWNER.publicKey, OWNER.publicKey]);
      expect(logger.messages('info')).toEqual(['A batch transaction followed past its deadline ended', 'A batch transaction followed past its deadline ended']);
    }),
  );

  it(
    'the transactions run one after another: the second is not started before the first is final, and each run is let go at its end (subscription logs)',
    marbles((m) => {
      const step = (label: string): Record<string, TxState> => ({
        a: { status: 'awaiting-signature', label, autoSigns: true },
        c: { status: 'confirming', label, signature: SIGNATURE },
        d: { status: 'confirmed', label, signature: SIGNATURE, slot: 9 },
      });
      const first = m.cold<TxState>('ac 7ms (d|)', step(`${LABEL} (1/2)`));
      const second = m.cold<TxState>('ac 7ms (d|)', step(`${LABEL} (2/2)`));
      const runs = [first, second];
      let index = 0;
      const { batches } = createTestCommands(m.scheduler, { execute: () => runs[index++] ?? m.cold('#'), fetchLanded: () => NEVER });
      const build = m.cold('-(r|)', { r: [BUILT, BUILT] });
      const seen: string[] = [];
      batches
        .run({ kind: 'cancel', label: LABEL, signer: OWNER, copy, build: () => build })
        .pipe(view)
        .subscribe((state) => seen.push(`${m.scheduler.now()} ${state}`));
      // The build answers at 1; the first transaction runs 1–10, the second starts only when the first is confirmed.
      m.expect(build).toHaveSubscriptions('^!');
      m.expect(first).toHaveSubscriptions('-^ 8ms !');
      m.expect(second).toHaveSubscriptions('10ms ^ 8ms !');
      m.flush();
      expect(seen).toEqual([
        '0 building',
        '1 0:awaiting-signature',
        '2 0:confirming',
        '10 0:confirmed',
        '10 1:awaiting-signature',
        '11 1:confirming',
        '19 1:confirmed',
        '19 done 2/2 ',
      ]);
    }),
  );
});

describe('a batch: labels, refreshes and the errors it ends with', () => {
  /** A batch on an engine whose every run moves through `engineStates` (f: the program failed). */
  const setupRuns = (m: MarbleContext, engineStates: string) => {
    const requests: TxRequest[] = [];
    const step = (label: string): Record<string, TxState> => ({
      a: { status: 'awaiting-signature', label, autoSigns: true },
      c: { status: 'confirming', label, signature: SIGNATURE },
      d: { status: 'confirmed', label, signature: SIGNATURE, slot: 9 },
      f: { status: 'failed', label, signature: SIGNATURE, error: txError('program', 'The program failed') },
    });
    const logger = createRecordingLogger();
    const test = createTestCommands(
      m.scheduler,
      { execute: (request) => (requests.push(request), m.cold<TxState>(engineStates, step(request.label))), fetchLanded: () => NEVER },
      { logger },
    );
    const states: BatchState[] = [];
    const run = (build: TxBatch['build'], extra: Partial<TxBatch> = {}) =>
      test.batches.run({ kind: 'cancel', label: LABEL, signer: OWNER, copy, build, ...extra }).subscribe((state) => states.push(state));
    return { ...test, logger, requests, states, run };
  };

  it(
    'a batch of one transaction keeps its plain label, without "(1/1)"',
    marbles((m) => {
      const { requests, run } = setupRuns(m, '(d|)');
      run(() => m.cold('(r|)', { r: [BUILT] }));
      m.flush();
      expect(requests.map((request) => request.label)).toEqual([LABEL]);
    }),
  );

  it(
    "once any transaction lands the owner's wallet is refreshed once, at the end of the batch",
    marbles((m) => {
      const { refreshed, states, run } = setupRuns(m, 'a 4ms (d|)');
      run(() => m.cold('(r|)', { r: [BUILT, BUILT] }));
      m.flush();
      expect(states.at(-1)).toEqual({ status: 'done', label: LABEL, total: 2, confirmed: [SIGNATURE, SIGNATURE], errors: [] });
      expect(refreshed).toEqual([OWNER.publicKey]);
    }),
  );

  it(
    'a batch where nothing lands does not refresh the wallet',
    marbles((m) => {
      const { refreshed, states, run } = setupRuns(m, 'a 4ms (f|)');
      run(() => m.cold('(r|)', { r: [BUILT] }));
      m.flush();
      expect(states.at(-1)).toMatchObject({ status: 'done', total: 1, confirmed: [], errors: [{ kind: 'program', message: 'The program failed' }] });
      expect(refreshed).toEqual([]);
    }),
  );

  it(
    'a transaction followed past its deadline logs its end once, with its final status, and a late failure refreshes nothing',
    marbles((m) => {
      const deadline = m.time('120000ms |');
      // Still confirming after the deadline (a state the batch no longer shows), then the program fails.
      const { refreshed, logger, run } = setupRuns(m, `a c ${deadline + 10}ms c 9ms (f|)`);
      run(() => m.cold('(r|)', { r: [BUILT] }));
      m.flush();
      expect(logger.entries.filter((entry) => entry.level === 'info')).toEqual([
        { level: 'info', message: 'A batch transaction followed past its deadline ended', context: { label: LABEL, status: 'failed' } },
      ]);
      expect(refreshed).toEqual([]);
    }),
  );

  it(
    'a transaction that lands after its deadline logs its end once with status confirmed, and refreshes the wallet',
    marbles((m) => {
      const deadline = m.time('120000ms |');
      const { refreshed, logger, run } = setupRuns(m, `a c ${deadline + 10}ms c 9ms (d|)`);
      run(() => m.cold('(r|)', { r: [BUILT] }));
      m.flush();
      expect(logger.entries.filter((entry) => entry.level === 'info')).toEqual([
        { level: 'info', message: 'A batch transaction followed past its deadline ended', context: { label: LABEL, status: 'confirmed' } },
      ]);
      expect(refreshed).toEqual([OWNER.publicKey]);
    }),
  );

  it(
    "an empty build ends the batch with 'Nothing to send' (kind unknown), nothing sent",
    marbles((m) => {
      const { requests, states, run } = setupRuns(m, '(d|)');
      run(() => m.cold('(r|)', { r: [] }));
      m.flush();
      expect(states.at(-1)).toEqual({ status: 'done', label: LABEL, total: 0, confirmed: [], errors: [txError('unknown', 'Nothing to send')] });
      expect(requests).toEqual([]);
    }),
  );

  it(
    'a build that ends without answering is logged as owing transactions and ends the batch with the unknown error',
    marbles((m) => {
      const { logger, states, run } = setupRuns(m, '(d|)');
      run(() => m.cold('-|'));
      m.flush();
      expect(logger.entries.filter((entry) => entry.level === 'warn')).toEqual([
        { level: 'warn', message: 'Building a batch failed', context: { label: LABEL, error: 'the build step ended without transactions' } },
      ]);
      expect(states.at(-1)).toMatchObject({ status: 'done', total: 0, confirmed: [], errors: [{ kind: 'unknown', message: TX_MESSAGES.unknown }] });
    }),
  );

  it(
    'a build that never answers ends the batch with a timeout error (T59)',
    marbles((m) => {
      const { states, run } = setupRuns(m, '(d|)');
      run(() => m.cold<readonly TxBuild[]>('-'));
      m.flush();
      expect(states.at(-1)).toMatchObject({ status: 'done', total: 0, errors: [{ kind: 'timeout', message: DEADLINE_MESSAGES.stopped }] });
    }),
  );

  it(
    'a batch without an onFinal hook, refused while another write holds the gate, still ends with the busy message',
    marbles((m) => {
      const { gate, states, run } = setupRuns(m, '(d|)');
      gate.hold(m.cold('-----|')).subscribe();
      run(() => m.cold('(r|)', { r: [BUILT] }));
      expect(states).toEqual([{ status: 'done', label: LABEL, total: 0, confirmed: [], errors: [txError('unknown', TX_BUSY_MESSAGE)] }]);
      m.flush();
    }),
  );

  describe('on a wallet that prompts', () => {
    const PROMPTING = { ...createSigner(() => NEVER).signer, signAllTransactions: () => NEVER };
    const togetherEngine = (m: MarbleContext) => {
      const together: TxRequest[][] = [];
      const executeTogether = (requests: readonly TxRequest[]) => {
        together.push([...requests]);
        const step = (index: number, status: 'a' | 'd') => ({
          index,
          state: (status === 'a'
            ? { status: 'awaiting-signature', label: requests[index]?.label ?? '', autoSigns: false }
            : { status: 'confirmed', label: requests[index]?.label ?? '', signature: `${SIGNATURE}${index}`, slot: 9 }) as TxState,
        });
        return m.cold('(ab) 5ms (cd|)', { a: step(0, 'a'), b: step(1, 'a'), c: step(0, 'd'), d: step(1, 'd') });
      };
      return { together, executeTogether };
    };

    it(
      'a batch is approved in one prompt: every transaction goes to executeTogether, none to the one-by-one execute',
      marbles((m) => {
        const { together, executeTogether } = togetherEngine(m);
        const { batches, batch, requests, gate } = setup(m, '(d|)', { executeTogether });
        const state$ = batches.run(batch(() => m.cold('-(r|)', { r: [BUILT, BUILT] }), { signer: PROMPTING }));
        m.expect(state$.pipe(view)).toBeObservable('b(xy) 5ms (zw D|)', {
          b: 'building',
          x: '0:awaiting-signature',
          y: '1:awaiting-signature',
          z: '0:confirmed',
          w: '1:confirmed',
          D: 'done 2/2 ',
        });
        m.flush();
        expect(requests).toHaveLength(0);
        expect(together.map((each) => each.map((request) => request.label))).toEqual([[`${LABEL} (1/2)`, `${LABEL} (2/2)`]]);
        expect(gate.isBusy()).toBe(false);
      }),
    );

    it(
      "a wallet that cannot sign several at once: 'Sign all transactions is not available' at once, logged, nothing executed",
      marbles((m) => {
        const { together, executeTogether } = togetherEngine(m);
        const { batches, batch, requests, logger, shown } = setup(m, '(d|)', { executeTogether });
        const { signAllTransactions: _none, ...cannot } = PROMPTING;
        const state$ = batches.run(batch(() => m.cold('-(r|)', { r: [BUILT, BUILT] }), { signer: cannot }));
        m.expect(state$.pipe(view)).toBeObservable('b(D|)', { b: 'building', D: `done 0/2 ${TX_MESSAGES.signAllUnavailable}` });
        m.flush();
        expect(TX_MESSAGES.signAllUnavailable).toBe('Sign all transactions is not available');
        expect(requests).toHaveLength(0);
        expect(together).toHaveLength(0);
        expect(logger.messages('warn')).toEqual(['Sign all transactions is not available']);
        expect(shown.at(-1)).toMatchObject({ variant: 'error', description: '1 of 2: Sign all transactions is not available' });
      }),
    );

    it(
      'a batch of one is an ordinary prompt: no signAllTransactions needed',
      marbles((m) => {
        const { together, executeTogether } = togetherEngine(m);
        const { batches, batch, requests } = setup(m, 'a 3ms (d|)', { executeTogether });
        m.expect(batches.run(batch(() => m.cold('-(r|)', { r: [BUILT] }), { signer: PROMPTING })).pipe(view)).toBeObservable('ba 3ms (dD|)', {
          b: 'building',
          a: '0:awaiting-signature',
          d: '0:confirmed',
          D: 'done 1/1 ',
        });
        m.flush();
        expect(requests.map((request) => request.label)).toEqual([LABEL]);
        expect(together).toHaveLength(0);
      }),
    );
  });
});
