import type { Observable } from 'rxjs';
import { map, take } from 'rxjs';
import type { BlockhashWithExpiry, TransactionSigner } from '../solana/ports';
import { TOKEN_ACCOUNT_RENT_LAMPORTS } from '../solana/programs';
import type { CommandState, TxCommand, TxCommands } from '../tx/command';
import type { TxToastCopy } from '../tx/commandToasts';
import { TxFailure, txError } from '../tx/errors';
import { NATIVE_SOL } from '../tx/landed';
import type { SpendLimits } from '../tx/spendCheck';
import type { TransferPlan } from './transfer';

/** Builds a transfer on a fresh blockhash (transfer.ts: web3.js, loaded with the first transfer). */
export type TransferBuilder = (plan: TransferPlan) => (blockhash: BlockhashWithExpiry) => Uint8Array;

export interface WithdrawRequest {
  readonly plan: TransferPlan;
  readonly signer: TransactionSigner;
  /** For the toasts: '1.5' and 'SOL'. */
  readonly amountText: string;
  readonly symbol: string;
}

export interface WithdrawDeps {
  readonly commands: Pick<TxCommands, 'run'>;
  /** The transfer builder; the app loads it on first use, tests pass `of(buildTransfer)`. */
  readonly transferBuilder$: Observable<TransferBuilder>;
}

export const SIGNER_NOT_FOUND = 'Signer wallet not found';

/** Transfer toasts (spec 001 §4 Token transfer): Transferring, 'Transferred {amount} {symbol}', 'Transfer failed'. */
export const transferToastCopy = (what: string): TxToastCopy => ({
  working: { title: 'Transferring', description: what },
  confirming: { title: 'Transferring', description: what },
  confirmed: { title: `Transferred ${what}` },
  failed: (error) => ({ title: 'Transfer failed', description: error.message }),
});

/**
 * What a withdrawal may move out: the amount of its token, and for a token the rent of the
 * recipient's account, which the sender pays when it does not exist yet.
 */
export const transferSpendLimits = (plan: TransferPlan, symbol: string): SpendLimits =>
  plan.native
    ? { maxOutflow: { [NATIVE_SOL]: plan.amount } }
    : { maxOutflow: { [plan.mint]: plan.amount, [NATIVE_SOL]: TOKEN_ACCOUNT_RENT_LAMPORTS }, symbols: { [plan.mint]: symbol } };

/**
 * Withdraw Tokens (spec 000 §4 Wallet actions): a SOL or SPL transfer as a transaction command,
 * whose toast goes Transferring → 'Transferred {amount} {symbol}' or 'Transfer failed'; the
 * command refetches the sender's holdings and portfolio once it lands. It runs to its end
 * whoever watches: closing the drawer does not stop it.
 */
export const createWithdraw = ({ commands, transferBuilder$ }: WithdrawDeps) => ({
  withdraw: (request: WithdrawRequest): Observable<CommandState> => {
    const what = `${request.amountText} ${request.symbol}`;
    const command: TxCommand = {
      kind: 'withdraw',
      label: `Transfer ${what}`,
      signer: request.signer,
      copy: transferToastCopy(what),
      build: () =>
        transferBuilder$.pipe(
          take(1),
          map((buildTransfer) => {
            // Only the connected wallet's own tokens leave it (spec 001 §8 'Signer wallet not found').
            if (request.signer.publicKey !== request.plan.from) throw new TxFailure(txError('unsigned', SIGNER_NOT_FOUND));
            return { kind: 'build', build: buildTransfer(request.plan), spend: transferSpendLimits(request.plan, request.symbol) } as const;
          }),
        ),
    };
    return commands.run(command);
  },
});

export type Withdraw = ReturnType<typeof createWithdraw>;
