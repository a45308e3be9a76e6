import type { Observable, SchedulerLike } from 'rxjs';
import { EMPTY, Subject, catchError, filter, map, merge, of, shareReplay, switchMap, take } from 'rxjs';
import { createBatchLoader } from '../core/batchLoader';
import { tokenInfoQueuePolicy } from '../core/batchPolicies';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { type Asset, assetListSchema } from '../schemas/asset';

/** A mint that is one indivisible unit (supply 1, decimals 0) is NFT-like: never looked up. */
export const isNftLike = (holding: { readonly decimals: number; readonly amount: bigint }) => holding.decimals === 0 && holding.amount === 1n;

/**
 * Token info for mints the app has not seen (spec 001 §4 Token info resolution): each unseen
 * mint joins a queue flushed every 2 s in chunks of 50 (T23), looked up by id in the market
 * data service. Answers are kept for the session; a mint the service does not know resolves to
 * undefined. `refresh` asks for one mint again when the app knows its info changed (a
 * verification decided): watchers keep the answer they have until the new one comes, and keep
 * it if the new one fails.
 */
export const createTokenInfoResolver = ({
  http,
  marketApi,
  scheduler,
  logger,
}: {
  http: HttpClient;
  marketApi: string;
  scheduler: SchedulerLike;
  logger: Logger;
}) => {
  const loader = createBatchLoader<string, Asset>({
    scheduler,
    policy: tokenInfoQueuePolicy,
    fetchChunk: (mints) =>
      http
        .get(`${marketApi}/v1/assets`, { api: 'Market API', responseName: 'assets', schema: assetListSchema, query: { ids: mints } })
        .pipe(map((assets) => new Map(assets.map((asset) => [asset.id, asset])))),
  });
  const refreshes = new Subject<string>();
  const refreshed$ = (mint: string): Observable<Asset | undefined> =>
    refreshes.pipe(
      filter((asked) => asked === mint),
      switchMap(() =>
        loader.load(mint).pipe(
          catchError((error: unknown) => {
            logger.warn('Token info refresh failed; kept what was known', { mint, error: error instanceof Error ? error.message : String(error) });
            return EMPTY;
          }),
        ),
      ),
    );
  const known = new Map<string, Observable<Asset | undefined>>();
  const keep = (mint: string, first$: Observable<Asset | undefined>) => {
    const info$ = merge(first$, refreshed$(mint)).pipe(shareReplay({ bufferSize: 1, refCount: false }));
    known.set(mint, info$);
    return info$;
  };
  return {
    info$: (mint: string): Observable<Asset | undefined> => known.get(mint) ?? keep(mint, loader.load(mint)),
    /** Seed what is already known (list snapshots, search results) so it is never queued. */
    remember: (asset: Asset): void => void keep(asset.id, of(asset)),
    /** Ask for a mint's info again (with the queue, T23); a mint never asked for has nothing to refresh. */
    refresh: (mint: string): void => {
      const info$ = known.get(mint);
      if (!info$) return;
      // A remembered mint no one has watched yet is not listening for refreshes: connect it first
      // (it stays connected, as every asked-for mint does).
      info$.pipe(take(1)).subscribe();
      refreshes.next(mint);
    },
  };
};

export type TokenInfoResolver = ReturnType<typeof createTokenInfoResolver>;
