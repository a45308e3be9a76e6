import { type Observable, defer, map, of, throwError } from 'rxjs';
import { TOKEN_PROGRAM, SYSTEM_PROGRAM } from '@streams/solana/programs';
import { toBase58 } from '@streams/solana/codec';
import type { SignatureStatus, SolanaRpc, TransactionRecord } from '@streams/solana/ports';
import { balanceChanges } from '@streams/transactionPage/balanceChanges';
import { type TransactionViewState, isSignature, transactionView } from '@streams/transactionPage/transactionView';
import { marbles } from '../../support/marbles';

const SIGNATURE = toBase58(new Uint8Array(64).fill(7));
const SENDER = toBase58(new Uint8Array(32).fill(1));
const RECEIVER = toBase58(new Uint8Array(32).fill(2));
const SENDER_USDC = toBase58(new Uint8Array(32).fill(3));
const RECEIVER_USDC = toBase58(new Uint8Array(32).fill(4));
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

/** A transfer of 0.1 SOL and 1 USDC from SENDER to RECEIVER, fee 5,000 lamports. */
const transfer: TransactionRecord = {
  slot: 300,
  blockTime: 1_795_000_000,
  err: null,
  fee: 5_000n,
  accountKeys: [SENDER, RECEIVER, SENDER_USDC, RECEIVER_USDC, SYSTEM_PROGRAM, TOKEN_PROGRAM],
  preBalances: [2_000_000_000n, 0n, 2_039_280n, 2_039_280n, 1n, 1n],
  postBalances: [1_899_995_000n, 100_000_000n, 2_039_280n, 2_039_280n, 1n, 1n],
  preTokenBalances: [{ accountIndex: 2, mint: USDC, owner: SENDER, amount: 5_000_000n, decimals: 6 }],
  postTokenBalances: [
    { accountIndex: 2, mint: USDC, owner: SENDER, amount: 4_000_000n, decimals: 6 },
    { accountIndex: 3, mint: USDC, owner: RECEIVER, amount: 1_000_000n, decimals: 6 },
  ],
  logMessages: ['Program 11111111111111111111111111111111 invoke [1]'],
  signerCount: 1,
  instructions: [
    { programIndex: 4, accounts: [0, 1] },
    { programIndex: 5, accounts: [2, 3, 0] },
  ],
};

const status = (confirmationStatus: SignatureStatus['confirmationStatus'], confirmations: number | null): SignatureStatus => ({
  slot: 300,
  confirmationStatus,
  err: null,
  confirmations,
});

/** An RPC answering each read from the lists, one entry per read (the last one repeats). */
const rpcOf = (records: readonly (TransactionRecord | null | Error)[], statuses: readonly (SignatureStatus | null)[] = [status('confirmed', 1)]) => {
  let reads = 0;
  const at = <T>(list: readonly T[], index: number): T => list[Math.min(index, list.length - 1)] as T;
  const rpc: Pick<SolanaRpc, 'getTransaction' | 'getSignatureStatuses'> = {
    getTransaction: () =>
      defer((): Observable<TransactionRecord | null> => {
        const answer = at(records, reads++);
        return answer instanceof Error ? throwError(() => answer) : of(answer);
      }),
    getSignatureStatuses: () => defer(() => of([at(statuses, Math.max(0, reads - 1))])),
  };
  return rpc;
};

const summary = (state: TransactionViewState): string =>
  state.status === 'ready'
    ? `${state.confirmation}:${state.confirmations ?? '-'}`
    : state.status === 'unreachable'
      ? `unreachable:${state.message}`
      : state.status;

describe('the transaction page: one transaction read from the RPC', () => {
  it(
    'read at once and every 2 s (T62) while its confirmations count up, and no more once it is final',
    marbles((m) => {
      const rpc = rpcOf([transfer], [status('confirmed', 1), status('confirmed', 12), status('finalized', null)]);
      m.expect(transactionView({ rpc, scheduler: m.scheduler })(SIGNATURE).pipe(map(summary))).toBeObservable('a 1999ms b 1999ms (c|)', {
        a: 'confirmed:1',
        b: 'confirmed:12',
        c: 'finalized:-',
      });
    }),
  );

  it(
    'an unknown signature is looked for during 30 s (T63), then not found, and no more reads',
    marbles((m) => {
      const rpc = rpcOf([null]);
      m.expect(transactionView({ rpc, scheduler: m.scheduler })(SIGNATURE).pipe(map(summary))).toBeObservable('s 29999ms (n|)', {
        s: 'searching',
        n: 'not-found',
      });
    }),
  );

  it(
    'a transaction just sent (its toast link followed at once) is searched for until it can be read',
    marbles((m) => {
      const rpc = rpcOf([null, null, transfer], [null, null, status('confirmed', 0)]);
      // Never final here: watched for 10 s.
      m.expect(transactionView({ rpc, scheduler: m.scheduler })(SIGNATURE).pipe(map(summary)), '^ 10s !').toBeObservable('s 3999ms r', {
        s: 'searching',
        r: 'confirmed:0',
      });
    }),
  );

  it(
    'a failing RPC is said and read again at the next turn; once shown, a transaction stays shown through a failed read',
    marbles((m) => {
      const rpc = rpcOf([new Error('RPC unreachable'), transfer, new Error('RPC unreachable'), transfer], [status('confirmed', 3)]);
      // Never final here: watched for 10 s.
      m.expect(transactionView({ rpc, scheduler: m.scheduler })(SIGNATURE).pipe(map(summary)), '^ 10s !').toBeObservable('u 1999ms r', {
        u: 'unreachable:RPC unreachable',
        r: 'confirmed:3',
      });
    }),
  );

  it('what is not a signature (hostile text, an address, a short string) is refused without a read', () => {
    const rpc = rpcOf([transfer]);
    for (const text of ['<script>alert(1)</script>', SENDER, 'abc', `${SIGNATURE}0`, '']) {
      expect(isSignature(text)).toBe(false);
      const seen: string[] = [];
      transactionView({ rpc, scheduler: { now: () => 0, schedule: () => ({ unsubscribe: () => undefined, closed: true }) as never } })(text).subscribe(
        (state) => seen.push(state.status),
      );
      expect(seen).toEqual(['invalid']);
    }
    expect(isSignature(SIGNATURE)).toBe(true);
  });

  it(
    'the details: fee, the fee payer as signer, every balance change by owner and token, and the instructions with program names',
    marbles((m) => {
      const rpc = rpcOf([transfer], [status('finalized', null)]);
      const states: TransactionViewState[] = [];
      transactionView({ rpc, scheduler: m.scheduler })(SIGNATURE).subscribe((state) => states.push(state));
      m.flush();
      const state = states.at(-1);
      if (state?.status !== 'ready') throw new Error('not ready');
      expect(state.details).toMatchObject({ signature: SIGNATURE, slot: 300, blockTime: 1_795_000_000, fee: 5_000n, err: null, signers: [SENDER] });
      expect(state.details.changes).toEqual([
        { owner: SENDER, mint: 'So11111111111111111111111111111111111111112', change: -100_005_000n, decimals: 9 },
        { owner: RECEIVER, mint: 'So11111111111111111111111111111111111111112', change: 100_000_000n, decimals: 9 },
        { owner: SENDER, mint: USDC, change: -1_000_000n, decimals: 6 },
        { owner: RECEIVER, mint: USDC, change: 1_000_000n, decimals: 6 },
      ]);
      expect(state.details.instructions).toEqual([
        { programId: SYSTEM_PROGRAM, programName: 'System Program', accounts: [SENDER, RECEIVER] },
        { programId: TOKEN_PROGRAM, programName: 'Token Program', accounts: [SENDER_USDC, RECEIVER_USDC, SENDER] },
      ]);
    }),
  );
});

describe('balance changes', () => {
  it('an owner with two accounts of a token sees their sum; a token account without an owner is shown as itself; unchanged balances are left out', () => {
    const record: TransactionRecord = {
      ...transfer,
      preBalances: transfer.postBalances,
      preTokenBalances: [
        { accountIndex: 2, mint: USDC, owner: SENDER, amount: 3n, decimals: 6 },
        { accountIndex: 3, mint: USDC, owner: SENDER, amount: 4n, decimals: 6 },
      ],
      postTokenBalances: [
        { accountIndex: 2, mint: USDC, owner: SENDER, amount: 0n, decimals: 6 },
        { accountIndex: 3, mint: USDC, owner: SENDER, amount: 5n, decimals: 6 },
        { accountIndex: 1, mint: USDC, owner: undefined, amount: 2n, decimals: 6 },
      ],
    };
    expect(balanceChanges(record)).toEqual([
      { owner: RECEIVER, mint: USDC, change: 2n, decimals: 6 },
      { owner: SENDER, mint: USDC, change: -2n, decimals: 6 },
    ]);
  });
});
