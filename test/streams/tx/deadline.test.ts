import type { CommandState, TxCommand } from '@streams/tx/command';
import type { TxToastCopy } from '@streams/tx/commandToasts';
import { DEADLINE_MESSAGES } from '@streams/tx/errors';
import type { TxRequest, TxState } from '@streams/tx/types';
import { NEVER, type Observable, defer, map } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';
import { SIGNATURE, createSigner } from './fixtures';

/**
 * T59: a write's overall deadline. Whatever hangs (a build that never answers, an RPC that never
 * confirms) the command ends by the deadline and the gate opens; time in an external wallet's
 * prompt does not count; a transaction already sent is followed on, not forgotten.
 */
const LABEL = 'Open Long SOL';
const OWNER = createSigner(() => NEVER).signer;
const states = {
  p: { status: 'preparing', label: LABEL },
  s: { status: 'simulating', label: LABEL },
  w: { status: 'awaiting-signature', label: LABEL, autoSigns: false },
  a: { status: 'awaiting-signature', label: LABEL, autoSigns: true },
  c: { status: 'confirming', label: LABEL, signature: SIGNATURE },
  d: { status: 'confirmed', label: LABEL, signature: SIGNATURE, slot: 9 },
} as const satisfies Record<string, TxState>;
const copy: TxToastCopy = {
  confirming: { title: 'Confirming Transaction', description: LABEL },
  confirmed: { title: 'Done' },
  failed: (error) => ({ title: 'Transaction Failed', description: error.message }),
};
const BUILT = { kind: 'prebuilt', wire: new Uint8Array([1]), lastValidBlockHeight: 5 } as const;

const setup = (m: MarbleContext, engineStates: string) => {
  const requests: TxRequest[] = [];
  const engine = {
    execute: (request: TxRequest): Observable<TxState> =>
      defer(() => {
        requests.push(request);
        return m.cold<TxState>(engineStates, states);
      }),
    fetchLanded: () => NEVER,
  };
  const test = createTestCommands(m.scheduler, engine);
  const command = (build: () => Observable<typeof BUILT>): TxCommand => ({ kind: 'perps', label: LABEL, signer: OWNER, copy, build });
  return { ...test, requests, command };
};

/** T59, drawn once: two minutes of virtual time. */
const deadlineOf = (m: MarbleContext) => m.time('120000ms |');

const view = map((state: CommandState) => (state.status === 'failed' ? `failed: ${state.error.message}` : state.status));
const views = {
  b: 'building',
  p: 'preparing',
  s: 'simulating',
  w: 'awaiting-signature',
  a: 'awaiting-signature',
  c: 'confirming',
  d: 'confirmed',
  S: `failed: ${DEADLINE_MESSAGES.stopped}`,
  U: `failed: ${DEADLINE_MESSAGES.unconfirmed}`,
};

describe('a write has an overall deadline (T59)', () => {
  it(
    'a build that never answers ends the write at the deadline, unsubscribes the build, and frees the gate for the next write',
    marbles((m) => {
      const COMMAND_DEADLINE_MS = deadlineOf(m);
      const { commands, command, gate } = setup(m, '(pa) 1ms c 1ms (d|)');
      const hung = m.cold<typeof BUILT>('-');
      m.expect(commands.run(command(() => hung)).pipe(view)).toBeObservable(`b ${COMMAND_DEADLINE_MS - 1}ms (S|)`, views);
      m.expect(hung).toHaveSubscriptions(`^ ${COMMAND_DEADLINE_MS - 1}ms !`);
      // Just after, the gate is open: the next write runs to its end.
      const next = m.cold<typeof BUILT>('-(r|)', { r: BUILT });
      m.scheduler.schedule(() => {
        expect(gate.isBusy()).toBe(false);
        m.expect(commands.run(command(() => next)).pipe(view)).toBeObservable(`${COMMAND_DEADLINE_MS + 1}ms b(pa) 1ms c 1ms (d|)`, views);
      }, COMMAND_DEADLINE_MS + 1);
    }),
  );

  it(
    'a slow write that lands before the deadline runs to its end',
    marbles((m) => {
      const COMMAND_DEADLINE_MS = deadlineOf(m);
      const { commands, command } = setup(m, '(pa) 1ms c 1ms (d|)');
      const slow = m.cold<typeof BUILT>(`${COMMAND_DEADLINE_MS - 10}ms (r|)`, { r: BUILT });
      m.expect(commands.run(command(() => slow)).pipe(view)).toBeObservable(`b ${COMMAND_DEADLINE_MS - 11}ms (pa) 1ms c 1ms (d|)`, views);
    }),
  );

  it(
    "an external wallet's prompt does not count: a ten-minute prompt, then a hung step, ends one deadline of other time later",
    marbles((m) => {
      const COMMAND_DEADLINE_MS = deadlineOf(m);
      const prompt = 600_000;
      // Built at 1, preparing at 1, the wallet asks at 11 for ten minutes, then simulating restarts the clock and hangs.
      const { commands, command } = setup(m, `p 9ms w ${prompt - 1}ms s`);
      const build = m.cold<typeof BUILT>('-(r|)', { r: BUILT });
      // 11 ms counted before the prompt, the prompt not counted, then the rest of the deadline.
      m.expect(commands.run(command(() => build)).pipe(view)).toBeObservable(`b p 9ms w ${prompt - 1}ms s ${COMMAND_DEADLINE_MS - 12}ms (S|)`, views);
    }),
  );

  it(
    'a transaction sent and never confirmed: the write ends "may still land" at the deadline, the gate opens, and it is followed on until it lands',
    marbles((m) => {
      const COMMAND_DEADLINE_MS = deadlineOf(m);
      const landsAt = COMMAND_DEADLINE_MS + 30_000;
      const { commands, command, gate, shown, refreshed } = setup(m, `p a c ${landsAt}ms (d|)`);
      const build = m.cold<typeof BUILT>('-(r|)', { r: BUILT });
      m.expect(commands.run(command(() => build)).pipe(view)).toBeObservable(`b p a c ${COMMAND_DEADLINE_MS - 4}ms (U|)`, views);
      m.flush();
      expect(gate.isBusy()).toBe(false);
      // The late outcome gets a toast of its own, and the wallet is refreshed when it lands.
      expect(shown.at(-1)).toMatchObject({ id: 'perps-1-late', variant: 'success', title: 'Done' });
      expect(shown.find((toast) => toast.id === 'perps-1' && toast.variant === 'error')).toMatchObject({
        title: 'Transaction Failed',
        description: DEADLINE_MESSAGES.unconfirmed,
      });
      expect(refreshed).toEqual([OWNER.publicKey]);
    }),
  );
});
