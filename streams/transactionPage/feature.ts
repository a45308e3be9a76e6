import type { Observable, SchedulerLike } from 'rxjs';
import { combineLatest, map, startWith } from 'rxjs';
import type { Prices } from '../market/prices';
import type { SolanaRpc } from '../solana/ports';
import type { TokenInfoResolver } from '../wallet/tokenInfo';
import { transactionView } from './transactionView';

/** What the page shows of a token beside its amounts: undefined until known. */
export interface TransactionToken {
  readonly symbol: string | undefined;
  readonly icon: string | undefined;
  /** Today's USD price: the page values each change at it, and says so. */
  readonly usd: number | undefined;
}

interface TransactionPageDeps {
  readonly rpc: SolanaRpc;
  readonly scheduler: SchedulerLike;
  readonly tokenInfo: Pick<TokenInfoResolver, 'info$'>;
  readonly prices: Prices;
}

/** The transaction page's streams as a feature built on first use: its code rides in the page's chunk. */
export const transactionPageFeature = ({ rpc, scheduler, tokenInfo, prices }: TransactionPageDeps) => ({
  view: transactionView({ rpc, scheduler }),
  token$: (mint: string): Observable<TransactionToken> =>
    combineLatest([
      tokenInfo.info$(mint).pipe(startWith(undefined)),
      prices.price$(mint).pipe(
        map((state) => (state.status === 'ready' ? state.value : undefined)),
        startWith(undefined),
      ),
    ]).pipe(map(([asset, usd]) => ({ symbol: asset?.symbol, icon: asset?.icon ?? undefined, usd }))),
});

export type TransactionPage = ReturnType<typeof transactionPageFeature>;
