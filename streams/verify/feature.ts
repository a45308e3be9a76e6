import { type Observable, Subject, map, of, pairwise, startWith, tap } from 'rxjs';
import type { PortNeeds } from '../core/featureNeeds';
import type { SolanaRpc } from '../solana/ports';
import type { TokenInfoResolver } from '../wallet/tokenInfo';
import type { WalletSession } from '../wallet/walletSession';
import { type MyRequestsState, createMyRequests, newlyDecided } from './myRequests';
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
  deps: Pick<PortNeeds, 'http' | 'scheduler' | 'logger' | 'config'> & {
    readonly rpc: SolanaRpc;
    readonly session: WalletSession;
    /** Token info the app keeps for the session (the drawer's holdings, the swap picker): a decision asks it again. */
    readonly tokenInfo: Pick<TokenInfoResolver, 'refresh'>;
  },
) => {
  const { http, scheduler, logger, config, rpc, session, tokenInfo } = deps;
  const api = config.endpoints.marketApi;
  const sent = new Subject<void>();
  const decided = new Subject<string>();
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
    form: createVerifyForm({ check: createTokenCheck({ http, marketApi: api, rpc, logger }), send, decided$: decided }),
    /**
     * The wallet's requests with their status, read again every T74 and at once after a request
     * is sent; a decision seen here has the form check its mint again, and the token info kept
     * for the session asked again, so the drawer and the swap picker show an approved token's tick.
     */
    myRequests$: (requester: string): Observable<MyRequestsState> => {
      const states$ = myRequests(requester, sent);
      return states$.pipe(
        startWith<MyRequestsState>({ status: 'loading' }),
        pairwise(),
        tap(([before, after]) => {
          for (const mint of newlyDecided(before, after)) {
            decided.next(mint);
            tokenInfo.refresh(mint);
          }
        }),
        map(([, after]) => after),
      );
    },
  };
};

export type Verify = ReturnType<typeof verifyFeature>;
