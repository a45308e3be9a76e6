import type { TransactionRecord } from '@streams/solana/ports';
import type { CommandState, TxBuild, TxCommand } from '@streams/tx/command';
import type { TxToastCopy } from '@streams/tx/commandToasts';
import { DEADLINE_MESSAGES, TX_MESSAGES, TxFailure, txError } from '@streams/tx/errors';
import { TX_BUSY_MESSAGE } from '@streams/tx/gate';
import type { TxRequest, TxState } from '@streams/tx/types';
import { NEVER, type Observable, defer, map, of, switchMap, throwError } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { TEST_HELP_URL, createTestCommands, testExplorerTx } from '../../support/txCommands';
import { SIGNATURE, createSigner } from './fixtures';

const LABEL = 'Do the thing';
const OWNER = createSigner(() => of(new Uint8Array())).signer;
const states = {
  p: { status: 'preparing', label: LABEL },
  w: { status: 'awaiting-signature', label: LABEL, autoSigns: false },
  W: { status: 'awaiting-signature', label: LABEL, autoSigns: false, intent: 'Sell 1 SOL for at least 149.25 USDC' },
  c: { status: 'confirming', label: LABEL, signature: SIGNATURE },
  d: { status: 'confirmed', label: LABEL, signature: SIGNATURE, slot: 9 },
  f: { status: 'failed', label: LABEL, error: txError('program', TX_MESSAGES.programFailed), signature: SIGNATURE },
} as const satisfies Record<string, TxState>;

const copy: TxToastCopy = {
  working: { title: 'Working', description: LABEL },
  confirming: { title: 'Confirming Transaction', description: LABEL },
  confirmed: { title: 'Done' },
  failed: (error) => ({ title: 'It failed', description: error.message, help: true }),
};

/** A command on an engine that moves through `engineStates`; the build answers after `buildTime`. */
const setup = (m: MarbleContext, engineStates = '(pw) 9ms c 9ms (d|)', landed?: TransactionRecord) => {
  const requests: TxRequest[] = [];
  const engine = {
    execute: (request: TxRequest): Observable<TxState> =>
      defer(() => {
        requests.push(request);
        return m.cold<TxState>(engineStates, states);
      }),
    fetchLanded: () => m.cold('(l|)', { l: landed ?? null }),
  };
  const logger = createRecordingLogger();
  const test = createTestCommands(m.scheduler, engine, { logger });
  const command = (extra: Partial<TxCommand> = {}): TxCommand => ({
    kind: 'thing',
    label: LABEL,
    signer: OWNER,
    copy,
    build: () => m.cold('--(r|)', { r: { kind: 'prebuilt', wire: new Uint8Array([1]), lastValidBlockHeight: 5 } as const }),
    ...extra,
  });
  return { ...test, logger, requests, command };
};

/** A command on an engine whose every run is `run`: a test keeps it to read its subscription log. */
const createEngineOf = (m: MarbleContext, run: Observable<TxState>) => {
  const test = createTestCommands(m.scheduler, { execute: () => run, fetchLanded: () => NEVER });
  const command = (extra: Partial<TxCommand> = {}): TxCommand => ({
    kind: 'thing',
    label: LABEL,
    signer: OWNER,
    copy,
    build: () => m.cold('--(r|)', { r: { kind: 'prebuilt', wire: new Uint8Array([1]), lastValidBlockHeight: 5 } as const }),
    ...extra,
  });
  return { ...test, command };
};

const status = map((state: CommandState) => state.status);
const message = map((state: CommandState) => (state.status === 'failed' ? state.error.message : state.status));

describe('the one transaction command', () => {
  it(
    'builds, runs the engine with the signer and label, refreshes the wallet once it lands, and toasts each step once',
    marbles((m) => {
      const { commands, requests, shown, refreshed, command } = setup(m);
      m.expect(commands.run(command()).pipe(status)).toBeObservable('b-(pw) 9ms c 9ms (d|)', {
        b: 'building',
        p: 'preparing',
        w: 'awaiting-signature',
        c: 'confirming',
        d: 'confirmed',
      });
      m.flush();
      expect(requests).toEqual([{ kind: 'prebuilt', wire: new Uint8Array([1]), lastValidBlockHeight: 5, signer: OWNER, label: LABEL }]);
      expect(refreshed).toEqual([OWNER.publicKey]);
      expect(shown).toEqual([
        { id: 'thing-1', scope: 'transaction', variant: 'loading', title: 'Working', description: LABEL },
        { id: 'thing-1', scope: 'transaction', variant: 'loading-signature', title: 'Pending Wallet Signature', description: 'Sign in wallet to proceed' },
        {
          id: 'thing-1',
          scope: 'transaction',
          variant: 'loading',
          title: 'Confirming Transaction',
          description: LABEL,
          link: { label: 'View transaction', href: testExplorerTx(SIGNATURE) },
        },
        { id: 'thing-1', scope: 'transaction', variant: 'success', title: 'Done', link: { label: 'View transaction', href: testExplorerTx(SIGNATURE) } },
      ]);
    }),
  );

  it(
    'a second submit while one runs is refused in the stream at once, with its own toast; the first goes on',
    marbles((m) => {
      const { commands, requests, command, shown } = setup(m);
      const busy: string[] = [];
      commands.busy$.subscribe((flag) => busy.push(`${m.scheduler.now()}:${flag}`));
      const first$ = commands.run(command());
      m.expect(first$.pipe(status)).toBeObservable('b-(pw) 9ms c 9ms (d|)', {
        b: 'building',
        p: 'preparing',
        w: 'awaiting-signature',
        c: 'confirming',
        d: 'confirmed',
      });
      const again$ = m.cold('5ms (a|)').pipe(switchMap(() => commands.run(command({ kind: 'again' }))));
      m.expect(again$.pipe(message)).toBeObservable('5ms (r|)', { r: TX_BUSY_MESSAGE });
      m.flush();
      expect(requests).toHaveLength(1);
      expect(shown.filter((toast) => toast.id === 'again-2')).toEqual([
        {
          id: 'again-2',
          scope: 'transaction',
          variant: 'error',
          title: 'It failed',
          description: TX_BUSY_MESSAGE,
          link: { label: 'Get Help', href: TEST_HELP_URL },
        },
      ]);
      expect(busy).toEqual(['0:false', '0:true', '25:false']);
    }),
  );

  it(
    'runs to its end when nobody watches (the page was left), and a command after it runs',
    marbles((m) => {
      const { commands, requests, command, refreshed } = setup(m);
      commands.run(command()).subscribe().unsubscribe();
      m.scheduler.schedule(() => void commands.run(command()), 30);
      m.flush();
      expect(requests).toHaveLength(2);
      expect(refreshed).toHaveLength(2);
    }),
  );

  it(
    'leaving the page does not cancel the write: the engine run is subscribed once and followed to its end (subscription logs)',
    marbles((m) => {
      const run = m.cold<TxState>('(pw) 9ms c 9ms (d|)', states);
      const { commands, command, refreshed } = createEngineOf(m, run);
      // The page subscribes and leaves at once: the run started at 2 (the build's answer) still ends with its confirmation at 25.
      commands.run(command()).subscribe().unsubscribe();
      m.expect(run).toHaveSubscriptions('--^ 22ms !');
      m.flush();
      expect(refreshed).toEqual([OWNER.publicKey]);
    }),
  );

  it(
    'a build service that keeps its answer open (a stream of quotes) is let go at its first answer: one transaction, built once (subscription logs)',
    marbles((m) => {
      const { commands, command, requests } = setup(m);
      const built = { kind: 'prebuilt', wire: new Uint8Array([1]), lastValidBlockHeight: 5 } as const;
      const build = m.cold<TxBuild>('--r--r', { r: built });
      m.expect(commands.run(command({ build: () => build })).pipe(status)).toBeObservable('b-(pw) 9ms c 9ms (d|)', {
        b: 'building',
        p: 'preparing',
        w: 'awaiting-signature',
        c: 'confirming',
        d: 'confirmed',
      });
      m.expect(build).toHaveSubscriptions('^-!');
      m.flush();
      expect(requests).toHaveLength(1);
    }),
  );

  it(
    'a build that never answers is cancelled at the deadline (T59): the request is let go, the engine never asked, the gate opens (subscription logs)',
    marbles((m) => {
      const deadline = m.time('120000ms |'); // T59
      const { commands, command, requests, gate } = setup(m);
      const build = m.cold<TxBuild>('-');
      m.expect(commands.run(command({ build: () => build })).pipe(message)).toBeObservable(`b ${deadline - 1}ms (f|)`, {
        b: 'building',
        f: DEADLINE_MESSAGES.stopped,
      });
      m.expect(build).toHaveSubscriptions(`^ ${deadline - 1}ms !`);
      m.flush();
      expect(requests).toEqual([]);
      expect(gate.isBusy()).toBe(false);
    }),
  );

  it(
    'at the deadline (T59) an engine run not yet sent is cancelled; one already sent is followed on to its end (subscription logs)',
    marbles((m) => {
      const deadline = m.time('120000ms |'); // T59
      // Stuck preparing (a blockhash that never comes): nothing was signed, the run is stopped with the deadline.
      const stuck = m.cold<TxState>('p', states);
      const first = createEngineOf(m, stuck);
      m.expect(first.commands.run(first.command()).pipe(message)).toBeObservable(`b-p ${deadline - 3}ms (f|)`, {
        b: 'building',
        p: 'preparing',
        f: DEADLINE_MESSAGES.stopped,
      });
      m.expect(stuck).toHaveSubscriptions(`--^ ${deadline - 3}ms !`);
      // Sent, confirmed only 30 s past the deadline (the 13 ms prompt does not count): the run is not let go until it lands.
      const late = m.cold<TxState>(`(pw) 9ms c ${deadline + 30_000}ms (d|)`, states);
      const second = createEngineOf(m, late);
      m.expect(second.commands.run(second.command()).pipe(message)).toBeObservable(`b-(pw) 9ms c ${deadline - 3}ms (f|)`, {
        b: 'building',
        p: 'preparing',
        w: 'awaiting-signature',
        c: 'confirming',
        f: DEADLINE_MESSAGES.unconfirmed,
      });
      m.expect(late).toHaveSubscriptions(`--^ ${deadline + 30_000 + 13}ms !`);
      m.flush();
      expect(second.refreshed).toEqual([OWNER.publicKey]);
    }),
  );

  it.each([
    ['a typed failure keeps its message', () => throwError(() => new TxFailure(txError('unknown', 'Slippage is too high'))), 'Slippage is too high'],
    ['anything else goes through buildError', () => throwError(() => new Error('HTTP 500')), 'the server said no'],
    ['a build that ends without a transaction', () => m0(), 'the server said no'],
  ])('a build that fails ends the command failed, the engine never asked: %s', (_name, build, expected) =>
    marbles((m) => {
      const { commands, requests, command, refreshed } = setup(m);
      const state$ = commands.run(command({ build, buildError: () => txError('unknown', 'the server said no') }));
      // It failed at once: what run() returns replays the latest state only.
      m.expect(state$.pipe(message)).toBeObservable('(f|)', { f: expected });
      m.flush();
      expect(requests).toEqual([]);
      expect(refreshed).toEqual([]);
    })(),
  );

  it(
    'an engine failure ends failed with its toast (Get Help) and no refresh; onFinal runs once',
    marbles((m) => {
      const { commands, command, shown, refreshed } = setup(m, '(pw) 9ms (f|)');
      let finals = 0;
      m.expect(commands.run(command({ onFinal: () => (finals += 1) })).pipe(message)).toBeObservable('b-(pw) 9ms (f|)', {
        b: 'building',
        p: 'preparing',
        w: 'awaiting-signature',
        f: TX_MESSAGES.programFailed,
      });
      m.flush();
      expect(shown.at(-1)).toEqual({
        id: 'thing-1',
        scope: 'transaction',
        variant: 'error',
        title: 'It failed',
        description: TX_MESSAGES.programFailed,
        link: { label: 'Get Help', href: TEST_HELP_URL },
      });
      expect(refreshed).toEqual([]);
      expect(finals).toBe(1);
    }),
  );

  it(
    'a programmer error in the engine still ends in a final state: nothing spins forever',
    marbles((m) => {
      const { commands, command, logger } = setup(m, '(p#)');
      m.expect(commands.run(command()).pipe(message)).toBeObservable('b-(pf|)', { b: 'building', p: 'preparing', f: TX_MESSAGES.unknown });
      m.flush();
      expect(logger.messages('error')).toEqual(['A transaction command stopped']);
    }),
  );

  it(
    'a measured command reads the landed transaction and ends settled with the amounts that moved',
    marbles((m) => {
      const owner = OWNER.publicKey;
      const landed: TransactionRecord = {
        slot: 9,
        blockTime: null,
        err: null,
        fee: 5000n,
        accountKeys: [owner],
        preBalances: [10_000n],
        postBalances: [4_000n],
        preTokenBalances: [],
        postTokenBalances: [{ accountIndex: 1, mint: 'USDC', owner, amount: 7n, decimals: 6 }],
        logMessages: [],
      };
      const { commands, command } = setup(m, '(pw) 9ms c 9ms (d|)', landed);
      const state$ = commands.run(command({ measure: { inputMint: 'So11111111111111111111111111111111111111112', outputMint: 'USDC' } }));
      let last: CommandState | undefined;
      state$.subscribe((state) => (last = state));
      m.expect(state$.pipe(status)).toBeObservable('b-(pw) 9ms c 9ms (ds|)', {
        b: 'building',
        p: 'preparing',
        w: 'awaiting-signature',
        c: 'confirming',
        d: 'confirmed',
        s: 'settled',
      });
      m.flush();
      expect(last).toEqual({
        status: 'settled',
        label: LABEL,
        signature: SIGNATURE,
        slot: 9,
        result: { txid: SIGNATURE, inputAddress: 'So11111111111111111111111111111111111111112', outputAddress: 'USDC', inputAmount: 1_000n, outputAmount: 7n },
      });
    }),
  );
  it(
    "the command's intent goes to the engine whatever the build answers, and its summary is shown beside an external wallet's prompt",
    marbles((m) => {
      const intent = { summary: 'Sell 1 SOL for at least 149.25 USDC', verify: () => undefined };
      const { commands, requests, shown, command } = setup(m, '(pW) 9ms c 9ms (d|)');
      const states$ = commands.run(
        command({
          intent,
          // A build that claims another intent is not believed: the command's own is the one checked.
          build: () =>
            m.cold('--(r|)', { r: { kind: 'prebuilt', wire: new Uint8Array([1]), lastValidBlockHeight: 5, intent: { summary: 'anything' } } as const }),
        }),
      );
      m.expect(states$.pipe(status)).toBeObservable('b-(pW) 9ms c 9ms (d|)', {
        b: 'building',
        p: 'preparing',
        W: 'awaiting-signature',
        c: 'confirming',
        d: 'confirmed',
      });
      m.flush();
      expect(requests[0]?.intent).toBe(intent);
      expect(shown[1]).toEqual({
        id: 'thing-1',
        scope: 'transaction',
        variant: 'loading-signature',
        title: 'Pending Wallet Signature',
        description: 'Sign in wallet to proceed. You asked: Sell 1 SOL for at least 149.25 USDC',
      });
    }),
  );
});

/** An observable that completes without a value. */
const m0 = () => of<never>();
