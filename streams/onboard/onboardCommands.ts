import { type Observable, catchError, map, of, startWith } from 'rxjs';
import { serviceMessage } from '../core/httpErrors';
import type { Logger } from '../core/ports';
import type { BridgeTransferRequest, Card, OnrampQuote, Transfer } from '../schemas/onboard';
import type { OnboardApi } from './onboardApi';
import type { PendingTransfers } from './pendingTransfers';
import { type TransferIntent, transferMismatch } from './transferIntent';

export type StartState =
  { readonly status: 'starting' } | { readonly status: 'started'; readonly transfer: Transfer } | { readonly status: 'failed'; readonly message: string };

/**
 * Starting a bridge transfer or a card purchase: the request goes to the service, and the
 * transfer it answers is held to the intent made from the form (transferIntent.ts) before the
 * page follows it. A transfer that checks is kept in storage (a reload resumes it); one that
 * does not is refused on screen and logged. Never errors.
 */
export const createOnboardCommands = ({
  api,
  pending,
  logger,
}: {
  readonly api: Pick<OnboardApi, 'bridge' | 'order'>;
  readonly pending: PendingTransfers;
  readonly logger: Logger;
}) => {
  const start = (call: Observable<Transfer>, intent: TransferIntent, what: string): Observable<StartState> =>
    call.pipe(
      map((transfer): StartState => {
        const mismatch = transferMismatch(intent, transfer);
        if (mismatch) {
          logger.warn('A started transfer is not what was asked for', { id: transfer.id, mismatch });
          return { status: 'failed', message: `Refused: the service started another transfer than you asked for (${mismatch})` };
        }
        pending.add({ id: transfer.id, kind: transfer.kind, owner: intent.owner });
        return { status: 'started', transfer };
      }),
      catchError((error: unknown) => of<StartState>({ status: 'failed', message: serviceMessage(error, `${what} could not start`) })),
      startWith<StartState>({ status: 'starting' }),
    );
  return {
    bridge: (request: BridgeTransferRequest): Observable<StartState> =>
      start(
        api.bridge(request),
        { kind: request.provider, owner: request.to, symbol: 'USDC', amountIn: BigInt(request.amount), amountOut: BigInt(request.receive) },
        'The transfer',
      ),
    /** Pays `usdCents` (as typed) for `quote` (the one shown when Buy was pressed) with `card`, to `owner`. */
    buy: ({
      quote,
      usdCents,
      owner,
      card,
    }: {
      readonly quote: OnrampQuote;
      readonly usdCents: number;
      readonly owner: string;
      readonly card: Card;
    }): Observable<StartState> =>
      start(
        api.order(quote.quoteId, owner, card),
        { kind: 'onramp', owner, symbol: quote.asset, amountIn: BigInt(usdCents), amountOut: BigInt(quote.amount) },
        'The purchase',
      ),
  };
};

export type OnboardCommands = ReturnType<typeof createOnboardCommands>;
