import { type Observable, map, switchMap, throwError } from 'rxjs';
import { claimIntent } from '../claims/claimIntent';
import type { HttpClient } from '../core/http';
import { serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { CLAIM_BUILD_TIMEOUT_MS, LEND_TIMEOUT_MS } from '../core/timing';
import { fromBase64 } from '../solana/codec';
import type { BlockhashWithExpiry, TransactionSigner } from '../solana/ports';
import { TOKEN_ACCOUNT_RENT_LAMPORTS } from '../solana/programs';
import type { CommandState, TxBuild, TxCommands } from '../tx/command';
import type { TxToastCopy } from '../tx/commandToasts';
import { TX_MESSAGES, TxFailure, txError } from '../tx/errors';
import type { WriteIntent } from '../tx/intent';
import { NATIVE_SOL } from '../tx/landed';
import { serverBuild } from '../tx/serverTransaction';
import type { SpendLimits } from '../tx/spendCheck';
import { depositIntent, operateIntent, withdrawIntent } from './lendIntents';
import type { ClaimRequest, DepositRequest, OperateRequest, WithdrawRequest } from './lendRequests';
import { lendBuildSchema } from './schemas';

export type { ClaimRequest, DepositRequest, LendToken, OperateRequest, WithdrawRequest } from './lendRequests';

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

const solKey = (mint: string) => (mint === 'So11111111111111111111111111111111111111112' ? NATIVE_SOL : mint);

/**
 * Deposits, withdrawals, borrows, repays and claims as transaction commands: each carries the
 * user's intent (lendIntents.ts, claimIntent.ts), made from the request before any service is
 * asked; the service builds the transaction (its own side signed), the one command checks its
 * lend instruction against the intent, simulates it, holds it to the spend limits below (what
 * may leave the wallet, what must arrive, all from the request), signs, sends and confirms it.
 * Every build request times out: the Lend API's after T16, the claim service's after T58.
 */
export const createLendCommands = ({ http, lendApi, claimApi, commands, latestBlockhash, logger, onLanded }: LendCommandsDeps) => {
  interface Write {
    readonly signer: TransactionSigner;
    readonly label: string;
    readonly url: string;
    readonly body: unknown;
    readonly api: 'Lend API' | 'Claims API';
    readonly timeoutMs: number;
    readonly intent: WriteIntent;
    readonly spend: SpendLimits;
  }
  const run = ({ signer, label, url, body, api, timeoutMs, intent, spend }: Write): Observable<CommandState> => {
    const owner = signer.publicKey;
    return commands.run({
      kind: 'lend',
      label,
      signer,
      copy: lendToastCopy(label),
      intent,
      build: () =>
        http.post(url, body, { api, responseName: 'lend transaction', schema: lendBuildSchema, timeoutMs }).pipe(
          switchMap((answer) => {
            const wire = fromBase64(answer.transaction);
            const build = wire ? serverBuild(wire, owner, latestBlockhash) : undefined;
            if (!build) {
              logger.error(`The ${api} answered a transaction this wallet cannot sign`, { label });
              return throwError(() => new TxFailure(txError('unknown', TX_MESSAGES.unknown)));
            }
            return build.pipe(map((built): TxBuild => ({ ...built, spend })));
          }),
        ),
      buildError: (error) => txError('unknown', serviceMessage(error, TX_MESSAGES.unknown), { cause: error }),
      onFinal: () => onLanded(owner),
    });
  };
  const lend = (
    request: { readonly signer: TransactionSigner; readonly label: string },
    path: string,
    body: unknown,
    intent: WriteIntent,
    spend: SpendLimits,
  ) => run({ signer: request.signer, label: request.label, url: `${lendApi}${path}`, body, api: 'Lend API', timeoutMs: LEND_TIMEOUT_MS, intent, spend });

  return {
    deposit: (request: DepositRequest) =>
      lend(
        request,
        '/earn/deposit',
        { asset: request.assetMint, signer: request.signer.publicKey, amount: request.amount.toString() },
        depositIntent(request),
        {
          maxOutflow: { [request.assetMint]: request.amount, [NATIVE_SOL]: TOKEN_ACCOUNT_RENT_LAMPORTS },
          minInflow: { [request.shareMint]: request.minShares },
          symbols: { [request.assetMint]: request.symbol, [request.shareMint]: `${request.symbol} shares` },
        },
      ),
    withdraw: (request: WithdrawRequest) =>
      lend(
        request,
        '/earn/withdraw',
        { asset: request.assetMint, signer: request.signer.publicKey, amount: request.amount === undefined ? 'max' : request.amount.toString() },
        withdrawIntent(request),
        {
          maxOutflow: { [request.shareMint]: request.shares, [NATIVE_SOL]: TOKEN_ACCOUNT_RENT_LAMPORTS },
          minInflow: { [request.assetMint]: request.amount ?? request.assets },
          symbols: { [request.assetMint]: request.symbol, [request.shareMint]: `${request.symbol} shares` },
        },
      ),
    operate: (request: OperateRequest) => {
      const supplyMint = request.supply.address;
      const borrowMint = request.borrow.address;
      const maxOutflow: Record<string, bigint> = {};
      const minInflow: Record<string, bigint> = {};
      if (request.collateral > 0n) maxOutflow[solKey(supplyMint)] = request.collateral;
      if (request.collateral < 0n) minInflow[solKey(supplyMint)] = -request.collateral;
      if (request.debt < 0n) maxOutflow[borrowMint] = -request.debt;
      if (request.debt > 0n) {
        minInflow[borrowMint] = request.debt;
        maxOutflow[NATIVE_SOL] = (maxOutflow[NATIVE_SOL] ?? 0n) + TOKEN_ACCOUNT_RENT_LAMPORTS;
      }
      return lend(
        request,
        '/borrow/operate',
        {
          vaultId: request.vaultId,
          positionId: request.positionId,
          signer: request.signer.publicKey,
          colAmount: request.collateral.toString(),
          debtAmount: request.debt.toString(),
        },
        operateIntent(request),
        { maxOutflow, minInflow, symbols: { [solKey(supplyMint)]: request.supply.symbol, [borrowMint]: request.borrow.symbol } },
      );
    },
    claim: (request: ClaimRequest) =>
      run({
        signer: request.signer,
        label: request.label,
        url: `${claimApi}/asr-claim/claim`,
        body: { signer: request.signer.publicKey, id: request.id },
        api: 'Claims API',
        timeoutMs: CLAIM_BUILD_TIMEOUT_MS,
        intent: claimIntent(request),
        spend: {
          maxOutflow: { [NATIVE_SOL]: TOKEN_ACCOUNT_RENT_LAMPORTS },
          minInflow: { [request.mint]: request.amount },
          symbols: { [request.mint]: request.symbol },
        },
      }),
  };
};

export type LendCommands = ReturnType<typeof createLendCommands>;
