import { PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import type { SimulationResult } from '@streams/solana/ports';
import { SYSTEM_PROGRAM } from '@streams/solana/programs';
import { TX_MESSAGES, type TxRequest } from '@streams/tx/index';
import { TxFailure } from '@streams/tx/errors';
import { type Prepared, prepareTransaction, signTransaction, simulateTransaction } from '@streams/tx/prepare';
import { PACKET_DATA_SIZE } from '@streams/tx/wire';
import { EMPTY, type Observable, catchError, map, of } from 'rxjs';
import { createFakeRpc } from '../../support/fakeRpc';
import { createRecordingLogger } from '../../support/fakeLogger';
import { type MarbleContext, marbles } from '../../support/marbles';
import { BLOCKHASH, LABEL, LAST_VALID, SIGNATURE, UNSIGNED, blockhash, createSigner, payer, recipient, signWire, transferWire } from './fixtures';

const memoProgram = new PublicKey(new Uint8Array(32).fill(5));

/** The fixture's transfer with a padding instruction, sized to exactly `size` bytes. */
const wireOfSize = (size: number): Uint8Array => {
  const build = (padding: number) => {
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH });
    tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 }));
    tx.add(new TransactionInstruction({ programId: memoProgram, keys: [], data: Buffer.alloc(padding, 1) }));
    return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
  };
  const wire = build(size - build(200).length + 200);
  expect(wire.length).toBe(size);
  return wire;
};

/** The final state of a stage: its value, or the failure's kind and message. */
const outcome = <T>(stage$: Observable<T>) =>
  stage$.pipe(
    map((value) => ({ value })),
    catchError((error: unknown) => of(error instanceof TxFailure ? { kind: error.error.kind, message: error.error.message } : { thrown: String(error) })),
  );

const deps = (m: MarbleContext, simulation?: () => Observable<SimulationResult>) => {
  const rpc = createFakeRpc(m.scheduler, {
    getLatestBlockhash: () => m.cold('(b|)', { b: blockhash }),
    ...(simulation ? { simulateTransaction: simulation } : {}),
  });
  return { rpc: rpc.rpc, logger: createRecordingLogger() };
};

const prebuilt = (wire: Uint8Array): TxRequest => ({ kind: 'prebuilt', wire, lastValidBlockHeight: LAST_VALID, label: LABEL }) as TxRequest;
const built = (build: () => Uint8Array): TxRequest => ({ kind: 'build', build, label: LABEL }) as unknown as TxRequest;

describe('preparing a transaction: size and shape', () => {
  it(
    `a transaction of exactly ${PACKET_DATA_SIZE} bytes fits a packet; one byte more is refused as too large`,
    marbles((m) => {
      const fits = wireOfSize(PACKET_DATA_SIZE);
      const { rpc, logger } = deps(m);
      m.expect(outcome(prepareTransaction({ rpc, logger }, prebuilt(fits)))).toBeObservable('(v|)', {
        v: { value: { wire: fits, lastValidBlockHeight: LAST_VALID } },
      });
      m.expect(outcome(prepareTransaction({ rpc, logger }, prebuilt(new Uint8Array([...fits, 0]))))).toBeObservable('(f|)', {
        f: { kind: 'too-large', message: 'Transaction too large' },
      });
    }),
  );

  it(
    "a service's transaction without a recent blockhash (all zeros) is refused with 'Missing blockhash' before any wallet sees it",
    marbles((m) => {
      const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: new PublicKey(new Uint8Array(32)).toBase58() });
      tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 }));
      const wire = new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
      const { rpc, logger } = deps(m);
      m.expect(outcome(prepareTransaction({ rpc, logger }, prebuilt(wire)))).toBeObservable('(f|)', {
        f: { kind: 'unknown', message: 'Missing blockhash' },
      });
    }),
  );

  it(
    'bytes that are not a transaction are refused before anything is simulated or signed',
    marbles((m) => {
      const { rpc, logger } = deps(m);
      m.expect(outcome(prepareTransaction({ rpc, logger }, prebuilt(new Uint8Array([1, 2, 3]))))).toBeObservable('(f|)', {
        f: { kind: 'unknown', message: TX_MESSAGES.unknown },
      });
    }),
  );

  it(
    'a builder that throws fails with the unknown-error message and logs the label and the reason',
    marbles((m) => {
      const { rpc, logger } = deps(m);
      const request = built(() => {
        throw new Error('no route for this pair');
      });
      m.expect(outcome(prepareTransaction({ rpc, logger }, request))).toBeObservable('(f|)', { f: { kind: 'unknown', message: TX_MESSAGES.unknown } });
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'error', message: 'Building the transaction failed', context: { label: LABEL, error: 'no route for this pair' } },
      ]);
    }),
  );

  it(
    'without a signing window from the config the prepared transaction carries no signBy at all',
    marbles((m) => {
      const { rpc, logger } = deps(m);
      const prepared: Prepared[] = [];
      prepareTransaction(
        { rpc, logger, blockhashSlotsToExpiry: () => undefined },
        built(() => transferWire()),
      ).subscribe((value) => prepared.push(value));
      m.flush();
      expect(prepared.map((value) => Object.keys(value).sort())).toEqual([['lastValidBlockHeight', 'wire']]);
    }),
  );
});

describe('simulating before the wallet is asked', () => {
  const prepared: Prepared = { wire: UNSIGNED, lastValidBlockHeight: LAST_VALID };
  const logs = ['Program 11111111111111111111111111111111 failed'];

  it(
    'a simulation that reports no err at all passes',
    marbles((m) => {
      const result: SimulationResult = { err: undefined, logs: [], unitsConsumed: 150 };
      const { rpc, logger } = deps(m, () => m.cold('(s|)', { s: result }));
      m.expect(outcome(simulateTransaction({ rpc, logger }, prepared, false))).toBeObservable('(v|)', { v: { value: result } });
    }),
  );

  it(
    'a failing instruction is reported against the program that ran it, with the logs',
    marbles((m) => {
      const err = { InstructionError: [0, { Custom: 0 }] };
      const { rpc, logger } = deps(m, () => m.cold('(s|)', { s: { err, logs, unitsConsumed: 0 } }));
      const errors: unknown[] = [];
      simulateTransaction({ rpc, logger }, prepared, false).subscribe({ error: (error: unknown) => errors.push(error) });
      m.flush();
      expect(errors).toHaveLength(1);
      const failure = errors[0];
      expect(failure).toBeInstanceOf(TxFailure);
      expect(failure instanceof TxFailure ? failure.error : undefined).toMatchObject({
        kind: 'account-exists',
        message: TX_MESSAGES.accountExists,
        programIds: [SYSTEM_PROGRAM],
        logs,
      });
    }),
  );

  it(
    'skip preflight: a failed simulation is logged with its message and the transaction goes on',
    marbles((m) => {
      const err = { InstructionError: [0, 'ProgramFailedToComplete'] };
      const { rpc, logger } = deps(m, () => m.cold('(s|)', { s: { err, logs, unitsConsumed: 0 } }));
      m.expect(outcome(simulateTransaction({ rpc, logger }, prepared, true))).toBeObservable('(v|)', { v: { value: undefined } });
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'Simulation failed; sending anyway (skip preflight)', context: { message: TX_MESSAGES.programFailed } },
      ]);
    }),
  );

  it(
    'a simulation that cannot run stops the transaction without skip preflight',
    marbles((m) => {
      const { rpc, logger } = deps(m, () => m.cold('#', undefined, new Error('socket hang up')));
      m.expect(outcome(simulateTransaction({ rpc, logger }, prepared, false)).pipe(map((state) => 'kind' in state))).toBeObservable('(t|)', { t: true });
      m.flush();
      expect(logger.entries).toEqual([]);
    }),
  );

  it(
    'skip preflight: a simulation that cannot run is logged with the reason and the transaction goes on',
    marbles((m) => {
      const { rpc, logger } = deps(m, () => m.cold('#', undefined, new Error('socket hang up')));
      m.expect(outcome(simulateTransaction({ rpc, logger }, prepared, true))).toBeObservable('(v|)', { v: { value: undefined } });
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'Simulation could not run; sending anyway (skip preflight)', context: { error: 'socket hang up' } },
      ]);
    }),
  );

  it(
    'bytes that are not a transaction are still put to the simulation, whose answer decides',
    marbles((m) => {
      const result: SimulationResult = { err: null, logs: [], unitsConsumed: 0 };
      const { rpc, logger } = deps(m, () => m.cold('(s|)', { s: result }));
      m.expect(outcome(simulateTransaction({ rpc, logger }, { wire: new Uint8Array([1, 2, 3]), lastValidBlockHeight: LAST_VALID }, false))).toBeObservable(
        '(v|)',
        {
          v: { value: result },
        },
      );
    }),
  );
});

describe('asking the wallet to sign', () => {
  const prepared: Prepared = { wire: UNSIGNED, lastValidBlockHeight: LAST_VALID };

  it(
    'a wallet that closes without answering is Wallet Signing Failed',
    marbles((m) => {
      const { rpc, logger } = deps(m);
      const { signer } = createSigner(() => EMPTY);
      m.expect(outcome(signTransaction({ rpc, logger }, prepared, signer, LABEL))).toBeObservable('(f|)', {
        f: { kind: 'signing', message: 'Wallet Signing Failed' },
      });
    }),
  );

  it(
    'a wallet that answers bytes that are not a transaction is Wallet Signing Failed',
    marbles((m) => {
      const { rpc, logger } = deps(m);
      const { signer } = createSigner(() => of(new Uint8Array([9, 9, 9])));
      m.expect(outcome(signTransaction({ rpc, logger }, prepared, signer, LABEL))).toBeObservable('(f|)', {
        f: { kind: 'signing', message: 'Wallet Signing Failed' },
      });
      const causes: unknown[] = [];
      signTransaction({ rpc, logger }, prepared, signer, LABEL).subscribe({
        error: (error: unknown) => causes.push(error instanceof TxFailure ? error.error.cause : error),
      });
      m.flush();
      expect(causes).toEqual(['the wallet returned bytes that are not a transaction']);
    }),
  );

  it(
    'a wallet that signs a different transaction (paying someone else more) is logged with the label and the signature it returned',
    marbles((m) => {
      const { rpc, logger } = deps(m);
      const rogue = signWire(transferWire(BLOCKHASH, 999_999));
      const { signer } = createSigner(() => of(rogue));
      m.expect(outcome(signTransaction({ rpc, logger }, prepared, signer, LABEL).pipe(map((signed) => signed.signature !== SIGNATURE)))).toBeObservable(
        '(v|)',
        {
          v: { value: true },
        },
      );
      m.flush();
      expect(logger.entries).toEqual([
        { level: 'warn', message: 'The signed transaction differs from the one given', context: { label: LABEL, signature: expect.any(String) } },
      ]);
    }),
  );
});
