import type { Observable } from 'rxjs';
import { bufferCount, concatMap, defer, from, map, of, reduce, switchMap, take, throwError } from 'rxjs';
import { toBase58 } from '../solana/codec';
import type { AccountSnapshot, SolanaRpc } from '../solana/ports';
import { type ParsedTransaction, isWritableStaticKey, parseTransaction } from '../solana/wireFormat';
import { budgetOf, priorityFeeLamports } from './computeBudget';
import { TxFailure, txError } from './errors';
import { type WriteIntent, refusedToSign, shortAddress } from './intent';
import { NATIVE_SOL } from './landed';
import type { Prepared } from './prepare';
import { type SpendLimits, type SpendViolation, checkSpend } from './spendCheck';
import { untrustedProgram } from './trustedPrograms';

/** Nothing may leave the wallet but fees: the rule for a command that declares no limits. */
export const FEES_ONLY: SpendLimits = { maxOutflow: {} };

const SIGNATURE_FEE_LAMPORTS = 5_000n;
/** getMultipleAccounts answers at most 100 accounts a call. */
const ACCOUNTS_PER_CALL = 100;
/** An address lookup table: a 56-byte header, then its addresses. */
const LOOKUP_TABLE_HEADER = 56;

/** Why an auto-signing wallet did not sign: what the user reads in the failure toast. */
export const REFUSALS = {
  program: (program: string) => `Refused to sign: the transaction calls a program this app does not trust (${shortAddress(program)}).`,
  outflow: (what: string) => `Refused to sign: the transaction would take more ${what} from your wallet than you approved.`,
  inflow: (what: string) => `Refused to sign: the transaction would deliver less ${what} than the quote's minimum.`,
  authority: 'Refused to sign: the transaction would hand control of one of your accounts to another key.',
  unchecked: 'Refused to sign: the simulation could not show what the transaction moves.',
  unreadable:
    "Refused to sign: a quick account signs only what it can read, and this network's program speaks a layout this app does not read yet. Use a wallet extension, which shows you the transaction.",
} as const;

const refuse = (message: string, details: Record<string, unknown> = {}) => new TxFailure(txError('refused', message, { cause: details }));

const describe = (violation: SpendViolation, limits: SpendLimits): string => {
  if (violation.kind === 'authority') return REFUSALS.authority;
  const what = violation.mint === NATIVE_SOL ? 'SOL' : (limits.symbols?.[violation.mint] ?? shortAddress(violation.mint));
  return violation.kind === 'outflow' ? REFUSALS.outflow(what) : REFUSALS.inflow(what);
};

/** The most this transaction can cost in fees: 5,000 lamports a signature plus its priority fee. */
const maxFees = (tx: ParsedTransaction): bigint => SIGNATURE_FEE_LAMPORTS * BigInt(tx.numRequiredSignatures) + priorityFeeLamports(budgetOf(tx));

const accountsOf = (rpc: SolanaRpc, addresses: readonly string[]): Observable<readonly (AccountSnapshot | null)[]> =>
  from(addresses).pipe(
    bufferCount(ACCOUNTS_PER_CALL),
    concatMap((chunk) => rpc.getMultipleAccounts(chunk, 'confirmed').pipe(take(1))),
    reduce<readonly (AccountSnapshot | null)[], (AccountSnapshot | null)[]>((all, chunk) => [...all, ...chunk], []),
  );

/**
 * The accounts the transaction may write: only they can change. Static keys by the header's
 * rule, then the writable entries of its address lookup tables (read from the chain).
 */
export const writableAccounts = (rpc: SolanaRpc, tx: ParsedTransaction): Observable<readonly string[]> => {
  const statics = tx.staticAccountKeys.flatMap((key, index) => (isWritableStaticKey(tx, index) ? [toBase58(key)] : []));
  if (tx.lookups.length === 0) return of(statics);
  return accountsOf(
    rpc,
    tx.lookups.map((lookup) => toBase58(lookup.table)),
  ).pipe(
    map((tables) => [
      ...statics,
      ...tx.lookups.flatMap((lookup, index) =>
        lookup.writableIndexes.map((entry) => {
          const at = LOOKUP_TABLE_HEADER + entry * 32;
          const table = tables[index];
          if (!table || at + 32 > table.data.length) throw refuse(REFUSALS.unchecked, { missingTable: toBase58(lookup.table) });
          return toBase58(table.data.subarray(at, at + 32));
        }),
      ),
    ]),
  );
};

/**
 * Pre-sign checks for wallets that sign without asking (quick accounts; issue 11 item 4). An
 * external wallet shows its own prompt; this wallet's only guard is here:
 *  1. every program the transaction calls is on the profile's allowlist (trustedPrograms.ts);
 *  2. the signer's balances before (read now) and after (the simulation's own account states)
 *     move no more than the command allows: spendCheck.ts.
 * `simulate` runs the engine's simulation asking for the writable accounts. Any violation ends
 * the pipeline with a 'refused' failure: nothing is signed.
 */
export const checkBeforeSigning = (
  rpc: SolanaRpc,
  prepared: Prepared,
  owner: string,
  limits: SpendLimits,
  trustedPrograms: ReadonlySet<string>,
  simulate: (accounts: readonly string[]) => Observable<{ readonly accounts?: readonly (AccountSnapshot | null)[] } | undefined>,
): Observable<void> =>
  defer(() => {
    const tx = parseTransaction(prepared.wire);
    if (!tx) return throwError(() => refuse(REFUSALS.unchecked));
    const program = untrustedProgram(tx, trustedPrograms);
    if (program !== undefined) return throwError(() => refuse(REFUSALS.program(program), { program }));
    return writableAccounts(rpc, tx).pipe(
      switchMap((addresses) =>
        accountsOf(rpc, addresses).pipe(
          switchMap((before) =>
            simulate(addresses).pipe(
              take(1),
              map((simulation) => {
                const after = simulation?.accounts;
                if (!after || after.length !== addresses.length) throw refuse(REFUSALS.unchecked, { accounts: after?.length ?? null });
                const violation = checkSpend(owner, addresses, before, after, limits, maxFees(tx));
                if (violation) throw refuse(describe(violation, limits), { violation });
              }),
            ),
          ),
        ),
      ),
    );
  });

/**
 * The intent check (issue 23): the transaction's instructions read with their program's layout
 * and compared with what the user asked for. Any wallet, before it is asked: a transaction that
 * is not what the user asked for is never offered for signing. Answers the refusal, or undefined.
 *
 * The layouts are the simulator's programs' (streams/instructions/). Where the network's
 * programs speak another layout (`readsLayouts` false: mainnet), a quick account refuses what it
 * cannot read, and an external wallet is left to its own prompt, beside which the app shows the
 * intent's summary.
 */
export const verifyIntent = (
  prepared: Prepared,
  intent: WriteIntent | undefined,
  signer: { readonly autoSigns: boolean },
  readsLayouts = true,
): TxFailure | undefined => {
  if (!intent?.verify) return undefined;
  if (!readsLayouts) return signer.autoSigns ? refuse(REFUSALS.unreadable, { intent: intent.summary }) : undefined;
  const tx = parseTransaction(prepared.wire);
  if (!tx) return refuse(REFUSALS.unchecked);
  const differs = intent.verify(tx);
  return differs === undefined ? undefined : refuse(refusedToSign(differs), { intent: intent.summary, differs });
};
