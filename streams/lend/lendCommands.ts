import { type Observable, map, switchMap, throwError } from 'rxjs';
import type { HttpClient } from '../core/http';
import { serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { fromBase64 } from '../solana/codec';
import type { BlockhashWithExpiry, TransactionSigner } from '../solana/ports';
import type { CommandState, TxBuild, TxCommands } from '../tx/command';
import type { TxToastCopy } from '../tx/commandToasts';
import { TX_MESSAGES, TxFailure, txError } from '../tx/errors';
import { NATIVE_SOL } from '../tx/landed';
import { serverBuild } from '../tx/serverTransaction';
import type { SpendLimits } from '../tx/spendCheck';
import { lendBuildSchema } from './schemas';

/** A new associated token account's rent: the share account of a first deposit, a debt token's first account. */
export const TOKEN_ACCOUNT_RENT_LAMPORTS = 2_039_280n;

export interface LendCommandsDeps {
  readonly http: HttpClient;
  readonly lendApi: string;
  /** Where the claim is built (the claims service's origin). */
  readonly claimApi: string;
  readonly commands: Pick<TxCommands, 'run'>;
  readonly latestBlockhash: () => Observable<BlockhashWithExpiry>;
  readonly logger: Logger;
  /** After a lend transaction lands: positions, vaults and earnings of the owner again. */
  readonly onLanded: (owner: string) => void;
}

export const lendToastCopy = (label: string): TxToastCopy => ({
  working: { title: label },
  confirming: { title: 'Confirming Transaction', description: label },
  confirmed: { title: 'Transaction Confirmed', description: label },
  failed: (error) => ({ title: 'Transaction Failed', description: `${label}: ${error.message}`, help: true }),
});

export interface DepositRequest {
  readonly signer: TransactionSigner;
  readonly assetMint: string;
  readonly symbol: string;
  readonly amount: bigint;
  readonly label: string;
}
export interface WithdrawRequest {
  readonly signer: TransactionSigner;
  readonly assetMint: string;
  readonly shareMint: string;
  readonly symbol: string;
  /** undefined: everything. */
  readonly amount: bigint | undefined;
  /** Every share the wallet holds: the most the burn may take. */
  readonly shares: bigint;
  readonly label: string;
}
export interface OperateRequest {
  readonly signer: TransactionSigner;
  readonly vaultId: number;
  readonly positionId: number;
  readonly supplyMint: string;
  readonly borrowMint: string;
  /** Signed base units: + supplies or borrows, − withdraws or repays. */
  readonly collateral: bigint;
  readonly debt: bigint;
  readonly label: string;
}
export interface ClaimRequest {
  readonly signer: TransactionSigner;
  readonly id: string;
  readonly mint: string;
  readonly amount: bigint;
  readonly label: string;
}

const solKey = (mint: string) => (mint === 'So11111111111111111111111111111111111111112' ? NATIVE_SOL : mint);

/**
 * Deposits, withdrawals, borrows, repays and claims as transaction commands: the service builds
 * the transaction (its own side signed), the one command simulates it, holds it to the spend
 * limits below (what may leave the wallet, what must arrive), signs, sends and confirms it.
 */
export const createLendCommands = ({ http, lendApi, claimApi, commands, latestBlockhash, logger, onLanded }: LendCommandsDeps) => {
  const run = (signer: TransactionSigner, label: string, url: string, body: unknown, spend: SpendLimits): Observable<CommandState> => {
    const owner = signer.publicKey;
    return commands.run({
      kind: 'lend',
      label,
      signer,
      copy: lendToastCopy(label),
      build: () =>
        http.post(url, body, { api: 'Lend API', responseName: 'lend transaction', schema: lendBuildSchema }).pipe(
          switchMap((answer) => {
            const wire = fromBase64(answer.transaction);
            const build = wire ? serverBuild(wire, owner, latestBlockhash) : undefined;
            if (!build) {
              logger.error('The Lend API answered a transaction this wallet cannot sign', { label });
              return throwError(() => new TxFailure(txError('unknown', TX_MESSAGES.unknown)));
            }
            return build.pipe(map((built): TxBuild => ({ ...built, spend })));
          }),
        ),
      buildError: (error) => txError('unknown', serviceMessage(error, TX_MESSAGES.unknown), { cause: error }),
      onFinal: () => onLanded(owner),
    });
  };

  return {
    deposit: (request: DepositRequest) =>
      run(request.signer, request.label, `${lendApi}/earn/deposit`, { asset: request.assetMint, signer: request.signer.publicKey, amount: request.amount.toString() }, {
        maxOutflow: { [request.assetMint]: request.amount, [NATIVE_SOL]: TOKEN_ACCOUNT_RENT_LAMPORTS },
        symbols: { [request.assetMint]: request.symbol },
      }),
    withdraw: (request: WithdrawRequest) =>
      run(request.signer, request.label, `${lendApi}/earn/withdraw`, { asset: request.assetMint, signer: request.signer.publicKey, amount: request.amount === undefined ? 'max' : request.amount.toString() }, {
        maxOutflow: { [request.shareMint]: request.shares, [NATIVE_SOL]: TOKEN_ACCOUNT_RENT_LAMPORTS },
        ...(request.amount === undefined ? {} : { minInflow: { [request.assetMint]: request.amount } }),
        symbols: { [request.assetMint]: request.symbol },
      }),
    operate: (request: OperateRequest) => {
      const maxOutflow: Record<string, bigint> = {};
      const minInflow: Record<string, bigint> = {};
      if (request.collateral > 0n) maxOutflow[solKey(request.supplyMint)] = request.collateral;
      if (request.collateral < 0n) minInflow[solKey(request.supplyMint)] = -request.collateral;
      if (request.debt < 0n) maxOutflow[request.borrowMint] = -request.debt;
      if (request.debt > 0n) {
        minInflow[request.borrowMint] = request.debt;
        maxOutflow[NATIVE_SOL] = (maxOutflow[NATIVE_SOL] ?? 0n) + TOKEN_ACCOUNT_RENT_LAMPORTS;
      }
      return run(
        request.signer,
        request.label,
        `${lendApi}/borrow/operate`,
        { vaultId: request.vaultId, positionId: request.positionId, signer: request.signer.publicKey, colAmount: request.collateral.toString(), debtAmount: request.debt.toString() },
        { maxOutflow, minInflow },
      );
    },
    claim: (request: ClaimRequest) =>
      run(request.signer, request.label, `${claimApi}/asr-claim/claim`, { signer: request.signer.publicKey, id: request.id }, {
        maxOutflow: { [NATIVE_SOL]: TOKEN_ACCOUNT_RENT_LAMPORTS },
        minInflow: { [request.mint]: request.amount },
      }),
  };
};

export type LendCommands = ReturnType<typeof createLendCommands>;
