import { type Observable, map, switchMap, throwError } from 'rxjs';
import type { HttpClient } from '../core/http';
import { serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import { STUDIO_LAUNCH_TIMEOUT_MS } from '../core/timing';
import { studioLaunchAnswerSchema } from '../schemas/studio';
import { fromBase64, toBase64 } from '../solana/codec';
import type { BlockhashWithExpiry, TransactionSigner } from '../solana/ports';
import type { CommandState, TxBuild, TxCommands } from '../tx/command';
import type { TxToastCopy } from '../tx/commandToasts';
import { TX_MESSAGES, TxFailure, txError } from '../tx/errors';
import { NATIVE_SOL } from '../tx/landed';
import { serverBuild } from '../tx/serverTransaction';
import type { SpendLimits } from '../tx/spendCheck';
import { launchIntent } from './launchIntent';
import { type LaunchRequest, launchCostLamports } from './launchRules';

export interface StudioCommandsDeps {
  readonly http: HttpClient;
  /** The Studio service's origin (the simulator's 8787). */
  readonly studioApi: string;
  readonly commands: Pick<TxCommands, 'run'>;
  readonly latestBlockhash: () => Observable<BlockhashWithExpiry>;
  readonly logger: Logger;
}

const copyOf = (label: string): TxToastCopy => ({
  working: { title: label },
  confirming: { title: 'Confirming Transaction', description: label },
  confirmed: { title: 'Token Launched', description: label },
  failed: (error) => ({ title: 'Launch Failed', description: `${label}: ${error.message}`, help: true }),
});

/**
 * What the launch may move: out, the studio's fee, the first buy and the new token account's
 * rent, all from the form; in, at least the form's minimum of the new token. The mint is the
 * one thing the form cannot know (the studio makes it); the intent check has read it from the
 * launch instruction by then, and the amount is the form's.
 */
export const launchSpend = (request: LaunchRequest, mint: string): SpendLimits => ({
  maxOutflow: { [NATIVE_SOL]: launchCostLamports(request.firstBuy) },
  ...(request.firstBuy > 0n ? { minInflow: { [mint]: request.minTokens } } : {}),
  symbols: { [mint]: request.symbol },
});

/**
 * A launch as a transaction command (issue 28 item 3): the intent is made from the form before
 * the studio is asked; the studio builds the transaction (its side signed) within T64; the one
 * command checks the launch instruction against the intent, simulates, holds it to the spend
 * limits, signs, sends and confirms. `onMint` hears the new mint as soon as the studio names it;
 * `onFinal` hears the command end, however it ended.
 */
export const createStudioCommands = ({ http, studioApi, commands, latestBlockhash, logger }: StudioCommandsDeps) => ({
  launch: (request: LaunchRequest, signer: TransactionSigner, onMint?: (mint: string) => void, onFinal?: () => void): Observable<CommandState> => {
    const owner = signer.publicKey;
    const label = `Launch ${request.symbol}`;
    const body = {
      creator: owner,
      name: request.name,
      symbol: request.symbol,
      ...(request.description ? { description: request.description } : {}),
      ...(request.website ? { website: request.website } : {}),
      ...(request.twitter ? { twitter: request.twitter } : {}),
      ...(request.telegram ? { telegram: request.telegram } : {}),
      supply: request.supply.toString(),
      firstBuy: request.firstBuy.toString(),
      ...(request.image ? { image: toBase64(request.image.bytes) } : {}),
    };
    return commands.run({
      kind: 'launch',
      label,
      signer,
      copy: copyOf(label),
      intent: launchIntent(request, owner),
      build: () =>
        http
          .post(`${studioApi}/studio/v1/launch`, body, {
            api: 'Studio API',
            responseName: 'launch',
            schema: studioLaunchAnswerSchema,
            timeoutMs: STUDIO_LAUNCH_TIMEOUT_MS,
          })
          .pipe(
            switchMap((answer) => {
              const wire = fromBase64(answer.transaction);
              const build = wire ? serverBuild(wire, owner, latestBlockhash) : undefined;
              if (!build) {
                logger.error('The Studio API answered a transaction this wallet cannot sign', { label });
                return throwError(() => new TxFailure(txError('unknown', TX_MESSAGES.unknown)));
              }
              onMint?.(answer.mint);
              return build.pipe(map((built): TxBuild => ({ ...built, spend: launchSpend(request, answer.mint) })));
            }),
          ),
      buildError: (error) => txError('unknown', serviceMessage(error, TX_MESSAGES.unknown), { cause: error }),
      ...(onFinal ? { onFinal } : {}),
    });
  },
});

export type StudioCommands = ReturnType<typeof createStudioCommands>;
