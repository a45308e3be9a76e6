import { AddressLookupTableAccount, PublicKey, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { PENDING_TX_KEY, type TxState } from '@streams/tx/index';
import { REFUSALS } from '@streams/tx/preSignChecks';
import type { BlockhashWithExpiry } from '@streams/solana/ports';
import { map, take } from 'rxjs';
import { marbles } from '../../support/marbles';
import {
  LEDGER_AFTER,
  LEDGER_BEFORE,
  SIGNED,
  brief,
  buildRequest,
  createSigner,
  ledgerAnswers,
  payer,
  recipient,
  setupEngine,
  signWire,
  states,
  wallet,
} from './fixtures';

const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr';
const refused = (message: string) => ({ status: 'failed', message });
/** Another transaction than the fixture's has another signature: compared by status. */
const status = (state: TxState) => state.status;
const STATUS = Object.fromEntries(Object.entries(states).map(([letter, state]) => [letter, state.status]));
const PAYER = payer.publicKey.toBase58();

/** The fixture's transfer plus a memo: a program no command of the app calls. */
const withMemo = ({ blockhash }: BlockhashWithExpiry) =>
  new VersionedTransaction(
    new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 }),
        new TransactionInstruction({ programId: new PublicKey(MEMO_PROGRAM), keys: [], data: Buffer.from('hello') }),
      ],
    }).compileToV0Message(),
  ).serialize();

describe('pre-sign checks: what an auto-signing wallet refuses to sign', () => {
  it(
    'a transaction within its limits is simulated with its writable accounts, compared and signed',
    marbles((m) => {
      const signer = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }), true);
      const { engine, rpc } = setupEngine(m, { rpc: ledgerAnswers(m) });
      m.expect(engine.execute(buildRequest(signer.signer)).pipe(take(5), map(brief))).toBeObservable('(psa1c|)', states);
      m.flush();
      // Only writable accounts can change: the payer and the recipient, read before and after.
      expect(rpc.of('getMultipleAccounts').map((call) => call.args)).toEqual([[[PAYER, recipient.toBase58()], 'confirmed']]);
      expect(rpc.of('simulateTransaction').map((call) => call.args[1])).toEqual([
        { sigVerify: false, commitment: 'confirmed', accounts: [PAYER, recipient.toBase58()] },
      ]);
      expect(signer.calls).toHaveLength(1);
    }),
  );

  it(
    'a program off the allowlist is refused before anything is read or simulated; the wallet is never asked',
    marbles((m) => {
      const signer = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }), true);
      const { engine, rpc, storage } = setupEngine(m, { rpc: ledgerAnswers(m) });
      m.expect(engine.execute(buildRequest(signer.signer, { build: withMemo })).pipe(map(brief))).toBeObservable('(psf|)', {
        ...states,
        f: refused(REFUSALS.program(MEMO_PROGRAM)),
      });
      m.flush();
      expect(rpc.of('simulateTransaction')).toEqual([]);
      expect(rpc.of('getMultipleAccounts')).toEqual([]);
      expect(signer.calls).toEqual([]);
      expect(rpc.of('sendTransaction')).toEqual([]);
      expect(storage.getItem(PENDING_TX_KEY)).toBeNull();
    }),
  );

  it(
    'a simulation that moves more SOL than the command allows is refused (a drain hidden in a server-built swap)',
    marbles((m) => {
      const prompt = m.cold('(x|)', { x: SIGNED });
      const signer = createSigner(() => prompt, true);
      const drained = { ...LEDGER_AFTER, [PAYER]: wallet(1_000_000_000n - 50_006_000n) };
      const { engine, rpc } = setupEngine(m, { rpc: ledgerAnswers(m, LEDGER_BEFORE, drained) });
      m.expect(engine.execute(buildRequest(signer.signer)).pipe(map(brief))).toBeObservable('(psf|)', { ...states, f: refused(REFUSALS.outflow('SOL')) });
      // Subscription log: the wallet's signature is never asked for.
      m.expect(prompt).toHaveSubscriptions([]);
      m.flush();
      expect(signer.calls).toEqual([]);
      expect(rpc.of('sendTransaction')).toEqual([]);
    }),
  );

  it(
    'leaving before the balances are read cancels the read: nothing is simulated, nothing signed (subscription logs)',
    marbles((m) => {
      const prompt = m.cold('(x|)', { x: SIGNED });
      const signer = createSigner(() => prompt, true);
      const slowRead = m.cold('500ms (a|)', { a: [LEDGER_BEFORE[PAYER] ?? null, null] });
      const { engine, rpc } = setupEngine(m, { rpc: { ...ledgerAnswers(m), getMultipleAccounts: () => slowRead } });
      // The user leaves at 100 ms, the balances still on their way.
      m.expect(engine.execute(buildRequest(signer.signer)).pipe(map(brief)), '^ 99ms !').toBeObservable('(ps)', states);
      m.expect(slowRead).toHaveSubscriptions('^ 99ms !');
      m.expect(prompt).toHaveSubscriptions([]);
      m.flush();
      expect(rpc.of('simulateTransaction')).toEqual([]);
    }),
  );

  it(
    'a command that declares no limits lets nothing but fees leave',
    marbles((m) => {
      const signer = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }), true);
      const { engine } = setupEngine(m, { rpc: ledgerAnswers(m) });
      const { spend: _declared, ...undeclared } = buildRequest(signer.signer);
      m.expect(engine.execute(undeclared).pipe(map(brief))).toBeObservable('(psf|)', { ...states, f: refused(REFUSALS.outflow('SOL')) });
    }),
  );

  it(
    'a simulation that does not return the accounts cannot be checked, so it is refused',
    marbles((m) => {
      const signer = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }), true);
      const { engine } = setupEngine(m, {
        rpc: { ...ledgerAnswers(m), simulateTransaction: () => m.cold('(s|)', { s: { err: null, logs: [], unitsConsumed: 150 } }) },
      });
      m.expect(engine.execute(buildRequest(signer.signer)).pipe(map(brief))).toBeObservable('(psf|)', { ...states, f: refused(REFUSALS.unchecked) });
    }),
  );

  it(
    'a wallet that prompts keeps its own prompt: no accounts are read and the simulation asks for none',
    marbles((m) => {
      const signer = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }), false);
      const { engine, rpc } = setupEngine(m);
      m.expect(engine.execute(buildRequest(signer.signer, { build: withMemo })).pipe(take(5), map(status))).toBeObservable('(psw1c|)', STATUS);
      m.flush();
      expect(rpc.of('getMultipleAccounts')).toEqual([]);
      expect(rpc.of('simulateTransaction').map((call) => call.args[1])).toEqual([{ sigVerify: false, commitment: 'confirmed' }]);
    }),
  );

  it(
    'writable accounts loaded from an address lookup table are read from the table and checked too',
    marbles((m) => {
      const tableKey = new PublicKey(new Uint8Array(32).fill(44));
      const table = new AddressLookupTableAccount({
        key: tableKey,
        state: { deactivationSlot: 2n ** 64n - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, authority: undefined, addresses: [recipient] },
      });
      const viaTable = ({ blockhash }: BlockhashWithExpiry) =>
        new VersionedTransaction(
          new TransactionMessage({
            payerKey: payer.publicKey,
            recentBlockhash: blockhash,
            instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1000 })],
          }).compileToV0Message([table]),
        ).serialize();
      // The table account: a 56-byte header, then its addresses.
      const tableData = new Uint8Array(56 + 32);
      tableData.set(recipient.toBytes(), 56);
      const before = { ...LEDGER_BEFORE, [tableKey.toBase58()]: { lamports: 1n, owner: 'AddressLookupTab1e1111111111111111111111111', data: tableData } };
      const signer = createSigner((wire) => m.cold('(x|)', { x: signWire(wire) }), true);
      const { engine, rpc } = setupEngine(m, { rpc: ledgerAnswers(m, before, LEDGER_AFTER) });
      m.expect(engine.execute(buildRequest(signer.signer, { build: viaTable })).pipe(take(5), map(status))).toBeObservable('(psa1c|)', STATUS);
      m.flush();
      expect(rpc.of('getMultipleAccounts').map((call) => call.args[0])).toEqual([[tableKey.toBase58()], [PAYER, recipient.toBase58()]]);
      expect(spendOf(rpc.of('simulateTransaction')[0]?.args[1])).toEqual([PAYER, recipient.toBase58()]);
    }),
  );
});

const spendOf = (options: unknown) => (options as { accounts?: readonly string[] }).accounts;
