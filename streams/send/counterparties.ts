import type { Observable } from 'rxjs';
import { catchError, combineLatest, from, map, mergeMap, of, reduce, switchMap } from 'rxjs';
import type { Logger } from '../core/ports';
import type { SolanaRpc } from '../solana/ports';
import { balanceChanges } from '../transactionPage/balanceChanges';

/** How many of the wallet's latest transactions are read for the addresses it dealt with. */
export const HISTORY_DEPTH = 25;
const CONCURRENT_READS = 4;

/**
 * The addresses a wallet sent to or received from, read from its latest transactions on the
 * chain (every owner whose balance moved in them, but the wallet), together with the recipients
 * this app sent to (`remembered$`: a send that landed a moment ago, before its history is read).
 * What the send page compares a recipient with (`lookalikeOf`). A failing read gives what is
 * known without it, logged: the page then warns less, and says nothing wrong.
 */
export const counterparties$ = (
  { rpc, logger }: { readonly rpc: Pick<SolanaRpc, 'getSignaturesForAddress' | 'getTransaction'>; readonly logger: Logger },
  owner: string,
  remembered$: Observable<readonly string[]>,
): Observable<ReadonlySet<string>> => {
  const fromChain$ = rpc.getSignaturesForAddress(owner, { limit: HISTORY_DEPTH }).pipe(
    switchMap((signatures) =>
      from(signatures).pipe(
        mergeMap((entry) => rpc.getTransaction(entry.signature, 'confirmed'), CONCURRENT_READS),
        reduce((seen: Set<string>, record) => {
          for (const change of record ? balanceChanges(record) : []) if (change.owner !== owner) seen.add(change.owner);
          return seen;
        }, new Set<string>()),
      ),
    ),
    catchError((error: unknown) => {
      logger.warn('Send: the wallet history could not be read', { owner, error: error instanceof Error ? error.message : String(error) });
      return of(new Set<string>());
    }),
  );
  return combineLatest([fromChain$, remembered$]).pipe(map(([chain, remembered]) => new Set([...chain, ...remembered])));
};
