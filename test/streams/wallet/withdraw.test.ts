import type { TransactionSigner } from '@streams/solana/ports';
import type { TransactionEngine } from '@streams/tx/engine';
import type { TxRequest, TxState } from '@streams/tx/types';
import { buildTransfer } from '@streams/wallet/transfer';
import { SIGNER_NOT_FOUND, createWithdraw, transferSpendLimits } from '@streams/wallet/withdraw';
import { NATIVE_SOL } from '@streams/tx/landed';
import { EMPTY, type Observable, map, of } from 'rxjs';
import { type MarbleContext, marbles } from '../../support/marbles';
import { createTestCommands } from '../../support/txCommands';

const signer: TransactionSigner = { publicKey: 'Sender', autoSigns: true, signTransaction: () => EMPTY };
const plan = {
  from: 'Sender',
  to: 'Recipient',
  mint: 'So11111111111111111111111111111111111111112',
  native: true,
  amount: 1_500_000_000n,
  decimals: 9,
  programId: undefined,
  sourceAccount: undefined,
};
const error = { kind: 'expired', message: 'Transaction has expired and was not confirmed. Please try again.', programIds: [] } as const;

const states: Record<string, TxState> = {
  p: { status: 'preparing', label: 'Transfer 1.5 SOL' },
  g: { status: 'awaiting-signature', label: 'Transfer 1.5 SOL', autoSigns: true },
  s: { status: 'sending', label: 'Transfer 1.5 SOL', signature: 'Sig', sends: 1 },
  c: { status: 'confirmed', label: 'Transfer 1.5 SOL', signature: 'Sig', slot: 9 },
  x: { status: 'expired', label: 'Transfer 1.5 SOL', signature: 'Sig', error },
};

const setup = (m: MarbleContext, marbles: string) => {
  const requests: TxRequest[] = [];
  const engine: Pick<TransactionEngine, 'execute' | 'fetchLanded'> = {
    execute: (request): Observable<TxState> => {
      requests.push(request);
      return m.cold(marbles, states);
    },

    fetchLanded: () => EMPTY,
  };
  const { commands, toasts, refreshed } = createTestCommands(m.scheduler, engine);
  const withdraw = createWithdraw({ commands, transferBuilder$: of(buildTransfer) });
  const titles = toasts.toasts$.pipe(map((list) => list.map((toast) => toast.title).join('|')));
  return { withdraw, requests, refreshed, titles };
};

describe('withdraw (a transfer through the transaction engine, with its toast)', () => {
  it(
    "one toast goes Transferring → Signing Transaction → Transferring → 'Transferred 1.5 SOL'; holdings and portfolio are refetched",
    marbles((m) => {
      // the transfer starts at frame 1; the engine moves a state per frame
      const { withdraw, requests, refreshed, titles } = setup(m, 'pgs-c|');
      m.expect(titles, '^ 10ms !').toBeObservable('eabc-d', {
        e: '',
        a: 'Transferring',
        b: 'Signing Transaction',
        c: 'Transferring',
        d: 'Transferred 1.5 SOL',
      });
      m.scheduler.schedule(() => void withdraw.withdraw({ plan, signer, amountText: '1.5', symbol: 'SOL' }), 1);
      m.flush();
      expect(requests[0]?.label).toBe('Transfer 1.5 SOL');
      // An auto-signing wallet may let exactly the amount leave (plus the fee).
      expect(requests[0]?.spend).toEqual({ maxOutflow: { [NATIVE_SOL]: 1_500_000_000n } });
      expect(refreshed).toEqual(['Sender']);
    }),
  );

  it(
    "keeps running when nobody watches (the drawer closed), and an expired transfer says 'Transfer failed'",
    marbles((m) => {
      const { withdraw, refreshed, titles } = setup(m, 'p---x|');
      m.expect(titles, '^ 10ms !').toBeObservable('ea---f', { e: '', a: 'Transferring', f: 'Transfer failed' });
      m.scheduler.schedule(() => withdraw.withdraw({ plan, signer, amountText: '1.5', symbol: 'SOL' }).subscribe().unsubscribe(), 1);
      m.flush();
      expect(refreshed).toEqual([]);
    }),
  );

  it(
    "refuses a plan whose sender is not the signer: 'Signer wallet not found', nothing built",
    marbles((m) => {
      const { withdraw, requests } = setup(m, 'c|');
      const state$ = withdraw.withdraw({ plan: { ...plan, from: 'Someone else' }, signer, amountText: '1', symbol: 'SOL' });
      m.expect(state$.pipe(map((state) => (state.status === 'failed' ? state.error.message : state.status)))).toBeObservable('(f|)', { f: SIGNER_NOT_FOUND });
      m.flush();
      expect(requests).toEqual([]);
    }),
  );

  it('a token transfer may also pay the rent of the recipient account it creates', () => {
    const usdc = { ...plan, mint: 'Mint', native: false, amount: 5n };
    expect(transferSpendLimits(usdc, 'USDC')).toEqual({ maxOutflow: { Mint: 5n, [NATIVE_SOL]: 2_039_280n }, symbols: { Mint: 'USDC' } });
  });
});
