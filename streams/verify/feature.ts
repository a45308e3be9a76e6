import { type Observable, Subject, of, tap } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import type { SolanaRpc } from '../solana/ports';
import type { WalletSession } from '../wallet/walletSession';
import { createMyRequests } from './myRequests';
import { createTokenCheck } from './tokenCheck';
import { createVerifyForm } from './verifyForm';
import { type SubmitState, type VerifyDraft, createVerifySubmit } from './verifySubmit';

/** The spec's message for a write without a wallet (spec 001 §8). */
export const NO_WALLET = 'Wallet not connected';

/**
 * Token verification as a feature built on first use (issue 30 item 2): /verify's form (the
 * mint checked on the ledger and in the market data, its name and symbol read from its
 * metadata), a request sent as the connected wallet, and that wallet's requests with their
 * status. The service is the simulator's, on the market data host; a request is no ledger
 * write, so nothing is signed.
 */
export const verifyFeature = (
  deps: Pick<PortNeeds, 'http' | 'scheduler' | 'logger' | 'config'> & { readonly rpc: SolanaRpc; readonly session: WalletSession },
) => {
  const { http, scheduler, logger, config, rpc, session } = deps;
  const api = config.endpoints.marketApi;
  const sent = new Subject<void>();
  const submit = createVerifySubmit({ http, api, logger });
  const send = (draft: VerifyDraft): Observable<SubmitState> => {
    const current = session.current();
    if (current.status !== 'connected') return of({ status: 'refused', message: NO_WALLET });
    return submit(current.publicKey, draft).pipe(tap((state) => state.status === 'sent' && sent.next()));
  };
  const myRequests = createMyRequests({ http, api, scheduler, logger });
  return {
    /** The verification service is the simulator's: on mainnet there is none wired to the app. */
    available: config.profile !== 'mainnet',
    form: createVerifyForm({ check: createTokenCheck({ http, marketApi: api, rpc, logger }), send }),
    /** The wallet's requests with their status, read again every T74 and at once after a request is sent. */
    myRequests$: (requester: string) => myRequests(requester, sent),
  };
};

export type Verify = ReturnType<typeof verifyFeature>;
