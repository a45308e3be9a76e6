import type { TransactionRecord } from '@streams/solana/ports';
import { type CommandState, type TxCommand, isFinalCommandState } from '@streams/tx/command';
import type { TxToastCopy } from '@streams/tx/commandToasts';
import { DEADLINE_MESSAGES, TX_MESSAGES, txError } from '@streams/tx/errors';
import type { TxState } from '@streams/tx/types';
import { NEVER, type Observable, of } from 'rxjs';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { SIGNATURE, createSigner } from './fixtures';

/**
 * How a command ends when something goes wrong, as its caller sees it: the final state (what the
 * page stops its spinner on), the error the user reads, and what support finds in the log.
 */
const LABEL = 'Swap 1 SOL for USDC';
const OWNER = createSigner(() => of(new Uint8Array())).signer;
const BUILT = { kind: 'prebuilt', wire: new Uint8Array([1]), lastValidBlockHeight: 5 } as const;
const states = {
  p: { status: 'preparing', label: LABEL },
  w: { status: 'awaiting-signature', label: LABEL, autoSigns: false },
  c: { status: 'confirming', label: LABEL, signature: SIGNATURE },
  d: { status: 'confirmed', label: LABEL, signature: SIGNATURE, slot: 9 },
} as const satisfies Record<string, TxState>;
const copy: TxToastCopy = {
  confirming: { title: 'Confirming Transaction', description: LABEL },
  confirmed: { title: 'Done' },
  failed: (error) => ({ title: 'Transaction Failed', description: error.message }),
};

const setup = (m: MarbleContext, run: Observable<TxState>, landed: TransactionRecord | null = null) => {
  const logger = createRecordingLogger();
  const test = createTestCommands(m.scheduler, { execute: () => run, fetchLanded: () => m.cold('(l|)', { l: landed }) }, { logger });
  const command = (extra: Partial<TxCommand> = {}): TxCommand => ({
    kind: 'swap',
    label: LABEL,
    signer: OWNER,
    copy,
    build: () => m.cold('-(r|)', { r: BUILT }),
    ...extra,
  });
  return { ...test, logger, command };
};

const lastOf = (state$: Observable<CommandState>) => {
  const seen: CommandState[] = [];
  state$.subscribe((state) => seen.push(state));
  return () => seen.at(-1);
};

describe('which command states are final (the page stops waiting on them)', () => {
  it.each<[string, CommandState, boolean]>([
    ['building', { status: 'building', label: LABEL }, false],
    ['preparing', { status: 'preparing', label: LABEL }, false],
    ['simulating', { status: 'simulating', label: LABEL }, false],
    ['awaiting-signature', { status: 'awaiting-signature', label: LABEL, autoSigns: false }, false],
    ['sending', { status: 'sending', label: LABEL, signature: SIGNATURE, sends: 1 }, false],
    ['confirming', { status: 'confirming', label: LABEL, signature: SIGNATURE }, false],
    ['confirmed', { status: 'confirmed', label: LABEL, signature: SIGNATURE, slot: 9 }, true],
    ['settled', { status: 'settled', label: LABEL, signature: SIGNATURE, slot: 9, result: undefined }, true],
    ['failed', { status: 'failed', label: LABEL, error: txError('program', TX_MESSAGES.programFailed) }, true],
    ['expired', { status: 'expired', label: LABEL, signature: SIGNATURE, error: txError('expired', TX_MESSAGES.expired) }, true],
  ])('a command %s: final, the page stops waiting = %s', (_status, state, final) => {
    expect(isFinalCommandState(state)).toBe(final);
  });
});

describe('a command that goes wrong', () => {
  it(
    'a programmer error in the engine ends failed with the generic message, keeps the cause, and logs what broke',
    marbles((m) => {
      const bug = new TypeError('cannot read properties of undefined');
      const { commands, command, logger } = setup(m, m.cold<TxState>('(p#)', states, bug));
      const last = lastOf(commands.run(command()));
      m.flush();
      expect(last()).toEqual({ status: 'failed', label: LABEL, error: { kind: 'unknown', message: TX_MESSAGES.unknown, programIds: [], cause: bug } });
      expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([
        { level: 'error', message: 'A transaction command stopped', context: { label: LABEL, error: 'cannot read properties of undefined' } },
      ]);
    }),
  );

  it(
    'a build that ends without a transaction (and no buildError) fails with the generic message, and the log says a transaction was owed',
    marbles((m) => {
      const { commands, command, logger, shown } = setup(m, NEVER);
      const last = lastOf(commands.run(command({ build: () => m.cold('-|') })));
      m.flush();
      expect(last()).toMatchObject({ status: 'failed', error: { kind: 'unknown', message: TX_MESSAGES.unknown } });
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'Building a transaction failed', context: { label: LABEL, error: 'the build step ended without a transaction' } },
      ]);
      expect(shown.at(-1)).toMatchObject({ variant: 'error', title: 'Transaction Failed', description: TX_MESSAGES.unknown });
    }),
  );

  it(
    'a landed swap whose amounts cannot be read ends settled without a result, with the reason, and the log names the transaction',
    marbles((m) => {
      // It landed, but the signer's USDC balance is nowhere in the record: the amounts cannot be measured.
      const landed: TransactionRecord = {
        slot: 9,
        blockTime: null,
        err: null,
        fee: 5000n,
        accountKeys: [OWNER.publicKey],
        preBalances: [10_000n],
        postBalances: [4_000n],
        preTokenBalances: [],
        postTokenBalances: [],
        logMessages: [],
      };
      const { commands, command, logger } = setup(m, m.cold<TxState>('(pw) c (d|)', states), landed);
      const last = lastOf(commands.run(command({ measure: { inputMint: 'So11111111111111111111111111111111111111112', outputMint: 'USDC' } })));
      m.flush();
      expect(last()).toEqual({
        status: 'settled',
        label: LABEL,
        signature: SIGNATURE,
        slot: 9,
        result: undefined,
        error: txError('balance-change', TX_MESSAGES.balanceChange),
      });
      expect(logger.entries).toEqual([{ level: 'warn', message: TX_MESSAGES.balanceChange, context: { signature: SIGNATURE } }]);
    }),
  );

  it(
    'a write stuck past its deadline (T59) is stopped, and the log says where it was stuck',
    marbles((m) => {
      const deadline = m.time('120000ms |'); // T59
      const { commands, command, logger } = setup(m, m.cold<TxState>('p', states));
      m.expect(commands.run(command())).toBeObservable(`b p ${deadline - 2}ms (f|)`, {
        b: { status: 'building', label: LABEL },
        p: states.p,
        f: { status: 'failed', label: LABEL, error: txError('timeout', DEADLINE_MESSAGES.stopped) },
      });
      m.flush();
      expect(logger.entries).toEqual([{ level: 'warn', message: 'A write passed its deadline', context: { label: LABEL, status: 'preparing' } }]);
    }),
  );
});
