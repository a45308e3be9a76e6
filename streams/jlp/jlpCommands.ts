import { type Observable, map, switchMap, throwError } from 'rxjs';
import { JLP_MINT } from '../catalogues/jlpPool';
import type { HttpClient } from '../core/http';
import { serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { JLP_TIMEOUT_MS } from '../core/timing';
import { fromBase64 } from '../solana/codec';
import type { BlockhashWithExpiry } from '../solana/ports';
import { TOKEN_ACCOUNT_RENT_LAMPORTS } from '../solana/programs';
import type { CommandState, TxBuild, TxCommands } from '../tx/command';
import type { TxToastCopy } from '../tx/commandToasts';
import { TX_MESSAGES, TxFailure, txError } from '../tx/errors';
import type { WriteIntent } from '../tx/intent';
import { NATIVE_SOL } from '../tx/landed';
import { serverBuild } from '../tx/serverTransaction';
import type { SpendLimits } from '../tx/spendCheck';
import { buyIntent, loanIntent, sellIntent } from './jlpIntents';
import type { JlpBuyRequest, JlpLoanRequest, JlpSellRequest } from './jlpRequests';
import { jlpBuildSchema } from './schemas';

export interface JlpCommandsDeps {
  readonly http: HttpClient;
  /** The Perps API: POST {perpsApi}/jlp/buy, /jlp/sell. */
  readonly perpsApi: string;
  readonly commands: Pick<TxCommands, 'run'>;
  readonly latestBlockhash: () => Observable<BlockhashWithExpiry>;
  readonly logger: Logger;
  /** After a JLP transaction lands (or fails): the pool and the wallet again. */
  readonly onFinal: (owner: string) => void;
}

const SOL_MINT = 'So11111111111111111111111111111111111111112';
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const solKey = (mint: string) => (mint === SOL_MINT ? NATIVE_SOL : mint);

const copy = (label: string): TxToastCopy => ({
  working: { title: label },
  confirming: { title: 'Confirming Transaction', description: label },
  confirmed: { title: 'Transaction Confirmed', description: label },
  failed: (error) => ({ title: 'Transaction Failed', description: `${label}: ${error.message}`, help: true }),
});

/**
 * Buying and selling JLP through the one transaction command: the intent and the spend limits
 * come from the request (the form and the pool the user saw); the Perps API builds the
 * transaction with the pool's side signed; the command checks its jlp instruction against the
 * intent, simulates it, holds it to the limits (at most the amount paid leaves, at least the
 * amount accepted arrives), signs, sends and confirms. Builds time out after T71.
 */
export const createJlpCommands = ({ http, perpsApi, commands, latestBlockhash, logger, onFinal }: JlpCommandsDeps) => {
  const run = (
    request: { readonly signer: JlpBuyRequest['signer']; readonly label: string },
    path: string,
    body: unknown,
    intent: WriteIntent,
    spend: SpendLimits,
  ): Observable<CommandState> => {
    const owner = request.signer.publicKey;
    return commands.run({
      kind: 'jlp',
      label: request.label,
      signer: request.signer,
      copy: copy(request.label),
      intent,
      build: () =>
        http.post(`${perpsApi}${path}`, body, { api: 'Perps API', responseName: 'JLP transaction', schema: jlpBuildSchema, timeoutMs: JLP_TIMEOUT_MS }).pipe(
          switchMap((answer) => {
            const wire = fromBase64(answer.transaction);
            const build = wire ? serverBuild(wire, owner, latestBlockhash) : undefined;
            if (!build) {
              logger.error('The Perps API answered a JLP transaction this wallet cannot sign', { label: request.label });
              return throwError(() => new TxFailure(txError('unknown', TX_MESSAGES.unknown)));
            }
            return build.pipe(map((built): TxBuild => ({ ...built, spend })));
          }),
        ),
      buildError: (error) => txError('unknown', serviceMessage(error, TX_MESSAGES.unknown), { cause: error }),
      onFinal: () => onFinal(owner),
    });
  };

  return {
    buy: (request: JlpBuyRequest) => {
      const input = solKey(request.token.mint);
      const rent = input === NATIVE_SOL ? request.amount + TOKEN_ACCOUNT_RENT_LAMPORTS : TOKEN_ACCOUNT_RENT_LAMPORTS;
      return run(
        request,
        '/jlp/buy',
        { owner: request.signer.publicKey, inputMint: request.token.mint, amount: request.amount.toString() },
        buyIntent(request),
        {
          maxOutflow: input === NATIVE_SOL ? { [NATIVE_SOL]: rent } : { [input]: request.amount, [NATIVE_SOL]: rent },
          minInflow: { [JLP_MINT]: request.minJlp },
          symbols: { [input]: request.token.symbol, [JLP_MINT]: 'JLP' },
        },
      );
    },
    sell: (request: JlpSellRequest) => {
      const output = solKey(request.token.mint);
      return run(
        request,
        '/jlp/sell',
        { owner: request.signer.publicKey, outputMint: request.token.mint, amount: request.jlp.toString() },
        sellIntent(request),
        {
          maxOutflow: { [JLP_MINT]: request.jlp, [NATIVE_SOL]: TOKEN_ACCOUNT_RENT_LAMPORTS },
          minInflow: { [output]: request.minOut },
          symbols: { [output]: request.token.symbol, [JLP_MINT]: 'JLP' },
        },
      );
    },
    /** A loan change: what may leave the wallet and what must arrive follow the signed changes asked. */
    operateLoan: (request: JlpLoanRequest) => {
      const maxOutflow: Record<string, bigint> = { [NATIVE_SOL]: TOKEN_ACCOUNT_RENT_LAMPORTS * 2n };
      const minInflow: Record<string, bigint> = {};
      if (request.collateral > 0n) maxOutflow[JLP_MINT] = request.collateral;
      if (request.collateral < 0n) minInflow[JLP_MINT] = -request.collateral;
      if (request.debt > 0n) minInflow[USDC_MINT] = request.debt;
      if (request.debt < 0n) maxOutflow[USDC_MINT] = -request.debt;
      return run(
        request,
        '/jlp/loans/operate',
        { owner: request.signer.publicKey, loanId: request.loanId, collateral: request.collateral.toString(), debt: request.debt.toString() },
        loanIntent(request),
        { maxOutflow, minInflow, symbols: { [JLP_MINT]: 'JLP', [USDC_MINT]: 'USDC' } },
      );
    },
  };
};

export type JlpCommands = ReturnType<typeof createJlpCommands>;
