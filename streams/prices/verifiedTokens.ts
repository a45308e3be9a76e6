import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, defer, map, of, retry, startWith, timer } from 'rxjs';
import * as z from 'zod/mini';
import type { HttpClient } from '../core/http';
import { createStoredValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { shareLatest } from '../core/shareLatest';
import { TOKEN_LIST_RETRIES, TOKEN_LIST_RETRY_MS } from '../core/timing';
import { assetListSchema } from '../schemas/asset';
import { tokenDecimals } from '../schemas/primitives';
import { type TokenInfo, tokenInfoFromAsset } from './tokenInfoRules';

/** Storage key of the last verified token list that loaded. */
export const VERIFIED_TOKENS_KEY = 'callisto-verified-tokens';

/** What is stored of each token: enough to resolve and draw it. */
export const storedTokenSchema = z.object({
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: tokenDecimals,
  logoURI: z.optional(z.string()),
  tags: z.array(z.string()),
});
export type ListedToken = z.infer<typeof storedTokenSchema>;
const storedListSchema = z.array(storedTokenSchema);

export type VerifiedListState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly tokens: readonly ListedToken[]; readonly source: 'network' | 'cache' }
  | { readonly status: 'error'; readonly error: unknown };

const listed = (info: TokenInfo): ListedToken => ({
  address: info.address,
  name: info.name,
  symbol: info.symbol,
  decimals: info.decimals,
  ...(info.logoURI ? { logoURI: info.logoURI } : {}),
  tags: [...info.tags],
});

/**
 * The verified token list (Tokens v2 tag=verified). The fetch is retried 3 times 1 s apart
 * (T41); when it still fails, the list stored after the last success is used. A list from the
 * network is kept for the session; a fallback is not, so the next subscriber tries again.
 */
export const createVerifiedTokenList = ({
  http,
  tokensApi,
  storage,
  logger,
  scheduler,
}: {
  http: HttpClient;
  tokensApi: string;
  storage: KeyValueStorage;
  logger: Logger;
  scheduler: SchedulerLike;
}) => {
  let loaded: VerifiedListState | undefined;

  // The last list fetched, for a visit whose fetch fails (read once, with the app).
  const storedList = createStoredValue<readonly ListedToken[] | undefined>({
    storage,
    logger,
    key: VERIFIED_TOKENS_KEY,
    schema: z.optional(storedListSchema),
    defaults: undefined,
    name: 'the stored token list',
  });

  const fetched$ = defer(() =>
    http.get(`${tokensApi}/tag`, { api: 'Tokens API', responseName: 'token list', schema: assetListSchema, query: { query: 'verified' } }),
  ).pipe(
    retry({ count: TOKEN_LIST_RETRIES, delay: () => timer(TOKEN_LIST_RETRY_MS, scheduler) }),
    map((assets): VerifiedListState => {
      // A token the app cannot represent (decimals out of range) is no choice at all.
      const usable = assets.filter((asset) => asset.unsupported === undefined && asset.decimals !== undefined && asset.decimals !== null);
      if (usable.length < assets.length) logger.warn('Left tokens without usable decimals out of the verified list', { count: assets.length - usable.length });
      const tokens = usable.map((asset) => listed(tokenInfoFromAsset(asset)));
      storedList.set(tokens);
      loaded = { status: 'ready', tokens, source: 'network' };
      return loaded;
    }),
    catchError((error: unknown) => {
      const fallback = storedList.current();
      logger.warn('Token list fetch failed; using the cached list', {
        cached: fallback?.length ?? 0,
        error: error instanceof Error ? error.message : String(error),
      });
      return of<VerifiedListState>(fallback ? { status: 'ready', tokens: fallback, source: 'cache' } : { status: 'error', error });
    }),
    startWith<VerifiedListState>({ status: 'loading' }),
  );

  const state$: Observable<VerifiedListState> = defer(() => (loaded ? of(loaded) : fetched$)).pipe(shareLatest(scheduler));
  return { state$ };
};

export type VerifiedTokenList = ReturnType<typeof createVerifiedTokenList>;
