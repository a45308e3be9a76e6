import { type Observable, of } from 'rxjs';
import type { WalletSession } from '../wallet/walletSession';
import type { CommandState } from './command';
import { txError } from './errors';

/** spec 001 §7: a write without a wallet 'throws Wallet not connected'. */
const NO_WALLET = 'Wallet not connected';

/**
 * A write that signs with the connected wallet: the request completed with the session's signer,
 * or, with no wallet connected, a command that fails at once saying so (never a throw).
 */
export const withSessionSigner =
  (session: Pick<WalletSession, 'currentSigner'>) =>
  <R extends { readonly signer: unknown; readonly label: string }>(
    request: Omit<R, 'signer'>,
    run: (request: R) => Observable<CommandState>,
  ): Observable<CommandState> => {
    const signer = session.currentSigner();
    return signer ? run({ ...request, signer } as R) : of<CommandState>({ status: 'failed', label: request.label, error: txError('unknown', NO_WALLET) });
  };
