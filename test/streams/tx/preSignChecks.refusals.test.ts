import { AccountLayout, AccountState } from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
  AddressLookupTableAccount,
} from '@solana/web3.js';
import type { AccountSnapshot } from '@streams/solana/ports';
import { COMPUTE_BUDGET_PROGRAM, SYSTEM_PROGRAM, TOKEN_PROGRAM } from '@streams/solana/programs';
import { type ParsedTransaction, parseTransaction } from '@streams/solana/wireFormat';
import { TxFailure } from '@streams/tx/errors';
import { theOnlyInstruction } from '@streams/tx/intent';
import { NATIVE_SOL } from '@streams/tx/landed';
import { REFUSALS, checkBeforeSigning, verifyIntent, writableAccounts } from '@streams/tx/preSignChecks';
import type { Prepared } from '@streams/tx/prepare';
import type { SpendLimits } from '@streams/tx/spendCheck';
import type { Observable } from 'rxjs';
import { catchError, map, of } from 'rxjs';
import { createFakeRpc } from '../../support/fakeRpc';
import { type MarbleContext, marbles } from '../../support/marbles';
import { BLOCKHASH, type Ledger, payer, recipient, stranger, transferWire, wallet } from './fixtures';

const PAYER = payer.publicKey.toBase58();
const RECIPIENT = recipient.toBase58();
const STRANGER = stranger.publicKey.toBase58();
const MINT = new PublicKey(new Uint8Array(32).fill(21)).toBase58();
const MINT_SHORT = `${MINT.slice(0, 4)}…${MINT.slice(-4)}`;
const TRUSTED: ReadonlySet<string> = new Set([SYSTEM_PROGRAM, COMPUTE_BUDGET_PROGRAM]);
const MALFORMED = new Uint8Array([1, 2, 3]);

const prepared = (wire: Uint8Array): Prepared => ({ wire, lastValidBlockHeight: 1150 });

/** What a caller learns from the check: a typed refusal (kind, message, details) or something else. */
const outcome = (error: unknown) =>
  error instanceof TxFailure ? { kind: error.error.kind, message: error.message, cause: error.error.cause } : { notARefusal: String(error) };
const refusal = (message: string, cause: Record<string, unknown> = {}) => ({ kind: 'refused' as const, message, cause });

/** A token account of `owner` holding `amount` of MINT, encoded by spl-token. */
const tokenAccount = (owner: string, amount: bigint, delegate?: string): AccountSnapshot => {
  const data = Buffer.alloc(AccountLayout.span);
  AccountLayout.encode(
    {
      mint: new PublicKey(MINT),
      owner: new PublicKey(owner),
      amount,
      delegateOption: delegate ? 1 : 0,
      delegate: new PublicKey(delegate ?? SYSTEM_PROGRAM),
      state: AccountState.Initialized,
      isNativeOption: 0,
      isNative: 0n,
      delegatedAmount: delegate ? amount : 0n,
      closeAuthorityOption: 0,
      closeAuthority: new PublicKey(SYSTEM_PROGRAM),
    },
    data,
  );
  return { lamports: 2_039_280n, owner: TOKEN_PROGRAM, data: new Uint8Array(data) };
};

const v0 = (instructions: TransactionInstruction[], tables: AddressLookupTableAccount[] = []) =>
  new VersionedTransaction(
    new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: BLOCKHASH, instructions }).compileToV0Message(tables),
  ).serialize();

/**
 * Runs the check on `wire` with the chain reading `before` and the simulation answering `after`
 * (or `simulated`, when given): what the caller sees, a pass (`undefined`) or the refusal.
 */
const run = (
  m: MarbleContext,
  wire: Uint8Array,
  limits: SpendLimits,
  ledger: { before: Ledger; after?: Ledger; simulated?: Observable<{ readonly accounts?: readonly (AccountSnapshot | null)[] } | undefined> },
) => {
  const rpc = createFakeRpc(m.scheduler, {
    getMultipleAccounts: ([addresses]) => m.cold('(a|)', { a: addresses.map((address) => ledger.before[address] ?? null) }),
  });
  const simulate = (accounts: readonly string[]) =>
    ledger.simulated ?? m.cold('(s|)', { s: { accounts: accounts.map((address) => ledger.after?.[address] ?? null) } });
  return checkBeforeSigning(rpc.rpc, prepared(wire), PAYER, limits, TRUSTED, simulate).pipe(
    map(() => 'passed' as const),
    catchError((error: unknown) => of(outcome(error))),
  );
};

const BEFORE: Ledger = { [PAYER]: wallet(1_000_000_000n), [RECIPIENT]: tokenAccount(PAYER, 900n) };

describe('pre-sign checks: the refusal a caller reads, with its details', () => {
  it('names the untrusted program by its first and last four characters, and keeps the full address in the details', () => {
    const memo = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
    expect(REFUSALS.program(memo)).toBe('Refused to sign: the transaction calls a program this app does not trust (Memo…fcHr).');
  });

  it('shortens only addresses longer than 12 characters (12 stay whole, 13 are cut)', () => {
    expect(REFUSALS.program('ABCDEFGHJKLM')).toBe('Refused to sign: the transaction calls a program this app does not trust (ABCDEFGHJKLM).');
    expect(REFUSALS.program('ABCDEFGHJKLMN')).toBe('Refused to sign: the transaction calls a program this app does not trust (ABCD…KLMN).');
  });

  it('leaves words whole: a program that cannot be read is named so, not cut to "an u…gram"', () => {
    expect(REFUSALS.program('an unreadable program')).toBe('Refused to sign: the transaction calls a program this app does not trust (an unreadable program).');
  });

  it(
    'a transaction calling a program off the allowlist is refused with that program in its details; nothing is read',
    marbles((m) => {
      const rogue = new PublicKey(new Uint8Array(32).fill(99));
      const wire = v0([
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 }),
        { programId: rogue, keys: [], data: Buffer.from([1]) },
      ]);
      m.expect(run(m, wire, { maxOutflow: {} }, { before: BEFORE })).toBeObservable('(r|)', {
        r: refusal(REFUSALS.program(rogue.toBase58()), { program: rogue.toBase58() }),
      });
    }),
  );

  it(
    'bytes that are not a transaction are refused as unchecked, never passed to the wallet',
    marbles((m) => {
      m.expect(run(m, MALFORMED, { maxOutflow: {} }, { before: BEFORE })).toBeObservable('(r|)', { r: refusal(REFUSALS.unchecked) });
    }),
  );

  it(
    'a transfer taking tokens the user did not allow names the mint by its symbol, with the violation in the details',
    marbles((m) => {
      const after: Ledger = { [PAYER]: wallet(1_000_000_000n - 5_000n), [RECIPIENT]: tokenAccount(PAYER, 800n) };
      m.expect(run(m, transferWire(), { maxOutflow: {}, symbols: { [MINT]: 'BONK' } }, { before: BEFORE, after })).toBeObservable('(r|)', {
        r: refusal(REFUSALS.outflow('BONK'), { violation: { kind: 'outflow', mint: MINT, amount: 100n, allowed: 0n } }),
      });
    }),
  );

  it(
    'a mint without a symbol is named by its shortened address (outflow and inflow alike)',
    marbles((m) => {
      const took: Ledger = { [PAYER]: wallet(1_000_000_000n - 5_000n), [RECIPIENT]: tokenAccount(PAYER, 899n) };
      m.expect(run(m, transferWire(), { maxOutflow: {} }, { before: BEFORE, after: took })).toBeObservable('(r|)', {
        r: refusal(`Refused to sign: the transaction would take more ${MINT_SHORT} from your wallet than you approved.`, {
          violation: { kind: 'outflow', mint: MINT, amount: 1n, allowed: 0n },
        }),
      });
      const short: Ledger = { [PAYER]: wallet(1_000_000_000n - 5_000n), [RECIPIENT]: tokenAccount(PAYER, 950n) };
      m.expect(run(m, transferWire(), { maxOutflow: { [NATIVE_SOL]: 1_000n }, minInflow: { [MINT]: 51n } }, { before: BEFORE, after: short })).toBeObservable(
        '(r|)',
        {
          r: refusal(`Refused to sign: the transaction would deliver less ${MINT_SHORT} than the quote's minimum.`, {
            violation: { kind: 'inflow', mint: MINT, amount: 50n, required: 51n },
          }),
        },
      );
    }),
  );

  it(
    'handing one of the wallet accounts to a delegate is refused as a change of authority',
    marbles((m) => {
      const after: Ledger = { [PAYER]: wallet(1_000_000_000n - 5_000n), [RECIPIENT]: tokenAccount(PAYER, 900n, STRANGER) };
      m.expect(run(m, transferWire(), { maxOutflow: { [NATIVE_SOL]: 1_000n } }, { before: BEFORE, after })).toBeObservable('(r|)', {
        r: refusal(REFUSALS.authority, { violation: { kind: 'authority', account: RECIPIENT } }),
      });
    }),
  );

  it(
    'fees allowed on top of the limit are 5,000 lamports per signature plus the priority fee, to the lamport',
    marbles((m) => {
      // Two signers (payer and stranger) and a priority fee of 200,000 units × 1 lamport.
      const wire = v0([
        ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
        ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000 }),
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 }),
        SystemProgram.transfer({ fromPubkey: stranger.publicKey, toPubkey: recipient, lamports: 0 }),
      ]);
      const fees = 2n * 5_000n + 200_000n;
      const before: Ledger = { [PAYER]: wallet(1_000_000_000n) };
      const limits: SpendLimits = { maxOutflow: { [NATIVE_SOL]: 1_000n } };
      m.expect(run(m, wire, limits, { before, after: { [PAYER]: wallet(1_000_000_000n - 1_000n - fees) } })).toBeObservable('(p|)', { p: 'passed' });
      m.expect(run(m, wire, limits, { before, after: { [PAYER]: wallet(1_000_000_000n - 1_001n - fees) } })).toBeObservable('(r|)', {
        r: refusal(REFUSALS.outflow('SOL'), { violation: { kind: 'outflow', mint: NATIVE_SOL, amount: 1_001n + fees, allowed: 1_000n + fees } }),
      });
    }),
  );

  it(
    'a simulation that answers nothing at all is refused as unchecked, with no account count',
    marbles((m) => {
      m.expect(run(m, transferWire(), { maxOutflow: {} }, { before: BEFORE, simulated: m.cold('(s|)', { s: undefined }) })).toBeObservable('(r|)', {
        r: refusal(REFUSALS.unchecked, { accounts: null }),
      });
    }),
  );

  it(
    'a simulation that answers fewer accounts than were asked for is refused, with the count it gave',
    marbles((m) => {
      const simulated = m.cold('(s|)', { s: { accounts: [wallet(1_000_000_000n)] } });
      m.expect(run(m, transferWire(), { maxOutflow: { [NATIVE_SOL]: 1_000n } }, { before: BEFORE, simulated })).toBeObservable('(r|)', {
        r: refusal(REFUSALS.unchecked, { accounts: 1 }),
      });
    }),
  );

  it(
    'passes only once the balances are read and the simulation answers, at the later of the two',
    marbles((m) => {
      const read = m.time('50ms |');
      const simulated = m.time('100ms |');
      const rpc = createFakeRpc(m.scheduler, { getMultipleAccounts: () => m.cold('50ms (a|)', { a: [wallet(1_000_000_000n), null] }) });
      const simulation = m.cold('100ms (s|)', { s: { accounts: [wallet(1_000_000_000n - 6_000n), wallet(1_000n)] } });
      const checked = checkBeforeSigning(rpc.rpc, prepared(transferWire()), PAYER, { maxOutflow: { [NATIVE_SOL]: 1_000n } }, TRUSTED, () => simulation);
      m.expect(checked.pipe(map(() => 'passed'))).toBeObservable(`${read + simulated}ms (p|)`, { p: 'passed' });
      // The simulation is asked for only once the balances before are read.
      m.expect(simulation).toHaveSubscriptions(`${read}ms ^ ${simulated - 1}ms !`);
    }),
  );
});

describe('pre-sign checks: the writable accounts of a transaction that loads addresses from a table', () => {
  const TABLE = new PublicKey(new Uint8Array(32).fill(44));
  const FIRST = new PublicKey(new Uint8Array(32).fill(45));
  const table = new AddressLookupTableAccount({
    key: TABLE,
    state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, authority: undefined, addresses: [FIRST, recipient] },
  });
  // The recipient is the table's second entry: the only writable one.
  const wire = v0([SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 })], [table]);
  const tableAccount = (data: Uint8Array): AccountSnapshot => ({ lamports: 1n, owner: 'AddressLookupTab1e1111111111111111111111111', data });
  const tx = parseTransaction(wire);
  if (!tx) throw new Error('fixture: the v0 transfer does not parse');

  const accountsWith = (m: MarbleContext, answer: AccountSnapshot | null) =>
    writableAccounts(createFakeRpc(m.scheduler, { getMultipleAccounts: () => m.cold('(a|)', { a: [answer] }) }).rpc, tx).pipe(
      catchError((error: unknown) => of(outcome(error))),
    );

  it(
    'reads the second entry after the 56-byte header (not the header, not the first entry)',
    marbles((m) => {
      const data = new Uint8Array(56 + 64).fill(7);
      data.set(FIRST.toBytes(), 56);
      data.set(recipient.toBytes(), 88);
      m.expect(accountsWith(m, tableAccount(data))).toBeObservable('(a|)', { a: [PAYER, RECIPIENT] });
    }),
  );

  it(
    'a table that is missing is refused as unchecked, naming the table',
    marbles((m) => {
      m.expect(accountsWith(m, null)).toBeObservable('(r|)', { r: refusal(REFUSALS.unchecked, { missingTable: TABLE.toBase58() }) });
    }),
  );

  it(
    'a table too short to hold the entry (one address short) is refused rather than read past its end',
    marbles((m) => {
      const data = new Uint8Array(56 + 32);
      data.set(FIRST.toBytes(), 56);
      m.expect(accountsWith(m, tableAccount(data))).toBeObservable('(r|)', { r: refusal(REFUSALS.unchecked, { missingTable: TABLE.toBase58() }) });
    }),
  );
});

describe('the intent check: a transaction that is not what the user asked for is never offered for signing', () => {
  const SUMMARY = 'Send 0.000001 SOL';
  /** The user asked for one transfer: a second one could pay anyone. */
  const oneTransfer = {
    summary: SUMMARY,
    verify: (parsed: ParsedTransaction) => {
      const found = theOnlyInstruction(parsed, SYSTEM_PROGRAM, (data) => data, 'transfer');
      return found.ok ? undefined : found.reason;
    },
  };
  const twoTransfers = (() => {
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: BLOCKHASH });
    tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 }));
    tx.add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.fromSeed(new Uint8Array(32).fill(66)).publicKey, lamports: 5000 }));
    return new Uint8Array(tx.serialize({ requireAllSignatures: false, verifySignatures: false }));
  })();

  it('a transaction that matches passes, for a quick account too, when the layouts are read (the default)', () => {
    expect(verifyIntent(prepared(transferWire()), oneTransfer, { autoSigns: true })).toBeUndefined();
  });

  it('a transaction with an extra transfer is refused, saying what differs, with the intent in the details', () => {
    const refused = verifyIntent(prepared(twoTransfers), oneTransfer, { autoSigns: false });
    const reason = 'the transaction contains 2 transfer instructions where you asked for one';
    expect(outcome(refused)).toEqual(refusal(`Refused to sign: ${reason}.`, { intent: SUMMARY, differs: reason }));
  });

  it('where the layouts cannot be read, a quick account refuses (with the intent in the details) and an extension is left to its prompt', () => {
    expect(outcome(verifyIntent(prepared(twoTransfers), oneTransfer, { autoSigns: true }, false))).toEqual(refusal(REFUSALS.unreadable, { intent: SUMMARY }));
    expect(verifyIntent(prepared(twoTransfers), oneTransfer, { autoSigns: false }, false)).toBeUndefined();
  });

  it('bytes that are not a transaction are refused as unchecked, never compared', () => {
    expect(outcome(verifyIntent(prepared(MALFORMED), oneTransfer, { autoSigns: true }))).toEqual(refusal(REFUSALS.unchecked));
  });
});
