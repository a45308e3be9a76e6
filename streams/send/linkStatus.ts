import { type Observable, catchError, forkJoin, map, of, startWith, switchMap, take } from 'rxjs';
import type { Logger } from '../core/ports';
import type { SolanaRpc, SolanaSubscriptions, TransactionRecord } from '../solana/ports';
import type { ClaimHoldings } from './claimTransactions';

/**
 * What a claim key's account says about its link, read from the ledger: what waits on it, or
 * who emptied it (the sender taking it back, or anyone else claiming it).
 */
export type LinkStatus =
  | { readonly status: 'loading' }
  | { readonly status: 'unclaimed'; readonly holdings: ClaimHoldings }
  | { readonly status: 'claimed'; readonly by: string | undefined; readonly signature: string }
  | { readonly status: 'reclaimed'; readonly signature: string }
  /** Nothing ever reached the key: its funding never landed. */
  | { readonly status: 'unfunded' }
  | { readonly status: 'error' };

/** Transactions read to find the funding one: a link's key sees two (funding, claim), a few more if someone sent it dust. */
const HISTORY = 10;

export const readHoldings = (rpc: SolanaRpc, claim: string): Observable<ClaimHoldings> =>
  forkJoin([rpc.getBalance(claim, 'confirmed').pipe(take(1)), rpc.getTokenAccountsByOwner(claim, 'confirmed').pipe(take(1))]).pipe(
    map(([lamports, accounts]) => {
      // One token a link; should anyone send the key more, the link's is the largest.
      const token = [...accounts].sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))[0];
      return token
        ? { lamports, token: { account: token.address, mint: token.mint, amount: token.amount, decimals: token.decimals, programId: token.programId } }
        : { lamports };
    }),
  );

export const holdsSomething = (holdings: ClaimHoldings): boolean => holdings.lamports > 0n || holdings.token !== undefined;

/**
 * Who a transaction paid: the owner whose token balance rose (a token link), else the account
 * whose SOL rose most (a SOL link). The claim key itself is never the receiver.
 */
export const receiverOf = (record: TransactionRecord, claim: string): string | undefined => {
  const before = (index: number, mint: string) => record.preTokenBalances.find((entry) => entry.accountIndex === index && entry.mint === mint)?.amount ?? 0n;
  const tokenReceiver = record.postTokenBalances.find((entry) => entry.owner !== claim && entry.amount > before(entry.accountIndex, entry.mint));
  if (tokenReceiver?.owner) return tokenReceiver.owner;
  let best: { address: string; gain: bigint } | undefined;
  record.accountKeys.forEach((address, index) => {
    const gain = (record.postBalances[index] ?? 0n) - (record.preBalances[index] ?? 0n);
    if (address !== claim && gain > 0n && (!best || gain > best.gain)) best = { address, gain };
  });
  return best?.address;
};

/** The emptied key's story: its newest transaction paid someone; the oldest one's fee payer funded it. */
const emptiedStatus = (rpc: SolanaRpc, claim: string, sender: string | undefined): Observable<LinkStatus> =>
  rpc.getSignaturesForAddress(claim, { limit: HISTORY }).pipe(
    take(1),
    switchMap((all) => {
      // A failed transaction moved nothing but its fee: only landed ones tell the story.
      const signatures = all.filter((info) => info.err === null || info.err === undefined);
      const newest = signatures[0];
      const oldest = signatures.at(-1);
      if (!newest || !oldest || newest.signature === oldest.signature) return of<LinkStatus>({ status: 'unfunded' });
      const funder$ = sender === undefined ? rpc.getTransaction(oldest.signature, 'confirmed').pipe(map((record) => record?.accountKeys[0])) : of(sender);
      return forkJoin([rpc.getTransaction(newest.signature, 'confirmed').pipe(take(1)), funder$.pipe(take(1))]).pipe(
        map(([record, funder]): LinkStatus => {
          const by = record ? receiverOf(record, claim) : undefined;
          return by !== undefined && by === funder
            ? { status: 'reclaimed', signature: newest.signature }
            : { status: 'claimed', by, signature: newest.signature };
        }),
      );
    }),
  );

/**
 * A link's status, read again whenever the key's lamports move (a claim empties them): the
 * sender's list turns Claimed, and the recipient's page says so, without polling. `sender`
 * when known (the sender's own list); the recipient's page reads the funder from the chain.
 */
export const linkStatus$ = (
  deps: { readonly rpc: SolanaRpc; readonly subscriptions: SolanaSubscriptions; readonly logger: Logger },
  claim: string,
  sender?: string,
): Observable<LinkStatus> =>
  deps.subscriptions.accountLamports(claim, 'confirmed').pipe(
    startWith(undefined),
    switchMap(() =>
      readHoldings(deps.rpc, claim).pipe(
        switchMap((holdings) => (holdsSomething(holdings) ? of<LinkStatus>({ status: 'unclaimed', holdings }) : emptiedStatus(deps.rpc, claim, sender))),
        catchError((error: unknown) => {
          deps.logger.warn('A claim link could not be read', { claim, error: error instanceof Error ? error.message : String(error) });
          return of<LinkStatus>({ status: 'error' });
        }),
      ),
    ),
    startWith<LinkStatus>({ status: 'loading' }),
  );
