import type { Observable, SchedulerLike } from 'rxjs';
import { map, of, shareReplay } from 'rxjs';
import { createBatchLoader } from '../core/batchLoader';
import { tokenInfoQueuePolicy } from '../core/batchPolicies';
import type { HttpClient } from '../core/http';
import { type Asset, assetListSchema } from '../schemas/asset';

/** A mint that is one indivisible unit (supply 1, decimals 0) is NFT-like: never looked up. */
export const isNftLike = (holding: { readonly decimals: number; readonly amount: bigint }) => holding.decimals === 0 && holding.amount === 1n;

/**
 * Token info for mints the app has not seen (spec 001 §4 Token info resolution): each unseen
 * mint joins a queue flushed every 2 s in chunks of 50 (T23), looked up by id in the market
 * data service. Answers are kept; a mint the service does not know resolves to undefined.
 */
export const createTokenInfoResolver = ({ http, marketApi, scheduler }: { http: HttpClient; marketApi: string; scheduler: SchedulerLike }) => {
  const loader = createBatchLoader<string, Asset>({
    scheduler,
    policy: tokenInfoQueuePolicy,
    fetchChunk: (mints) =>
      http
        .get(`${marketApi}/v1/assets`, { api: 'Market API', responseName: 'assets', schema: assetListSchema, query: { ids: mints } })
        .pipe(map((assets) => new Map(assets.map((asset) => [asset.id, asset])))),
  });
  const known = new Map<string, Observable<Asset | undefined>>();
  return {
    info$: (mint: string): Observable<Asset | undefined> => {
      let existing = known.get(mint);
      if (!existing) {
        existing = loader.load(mint).pipe(shareReplay({ bufferSize: 1, refCount: false }));
        known.set(mint, existing);
      }
      return existing;
    },
    /** Seed what is already known (list snapshots, search results) so it is never queued. */
    remember: (asset: Asset): void => void known.set(asset.id, of(asset)),
  };
};

export type TokenInfoResolver = ReturnType<typeof createTokenInfoResolver>;
