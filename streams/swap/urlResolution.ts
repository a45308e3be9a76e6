import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, defaultIfEmpty, defer, forkJoin, map, of, switchMap, take, tap } from 'rxjs';
import type { Logger } from '../core/ports';
import { ROUTE_CHANGE_CACHE_MS } from '../core/timing';
import type { Asset } from '../schemas/asset';
import {
  DEFAULT_BUY,
  DEFAULT_SELL,
  type ParsedSwapUrl,
  type SwapUrlInput,
  type TokenRef,
  builtInByAddress,
  builtInBySymbol,
  isPerpsRoute,
  isVerifiedToken,
  parseSwapUrl,
  separatePair,
  swapPath,
} from './swapUrl';

/** The modal texts (spec 001 §5), word for word. */
export const SWAP_URL_MESSAGES = {
  notFound: 'One of the token addresses in the URL cannot be found.',
  redirect: 'You will be redirected back to the swap page.',
  duplicateSymbol: 'There are more than 2 tokens with the same symbol. Please select the token you want to swap.',
  /** spec 001 §2.2: a token the URL names that does not exist. */
  tokenNotFound: 'We could not find the token you are looking for.',
  doubleCheck: 'Please double check the token symbol/address.',
  /** A token whose data the app cannot represent (decimals out of range): never traded. */
  unsupported: 'Unsupported token',
  unsupportedDetail: 'This token reports decimals no token can have, so amounts in it cannot be shown or sent safely.',
} as const;

/** Search by symbol or mint (the search service, spec 001 §7). */
export type TokenLookup = (symbolOrMint: string) => Observable<readonly Asset[]>;

export type SwapUrlResult =
  | { readonly kind: 'skip' }
  /** `path` is the canonical URL: replace the address with it when it differs. */
  | { readonly kind: 'resolved'; readonly sell: Asset; readonly buy: Asset; readonly inAmount: string | undefined; readonly path: string }
  /** Go to the default pair (a symbol that does not resolve, a malformed URL, a failed lookup). */
  | { readonly kind: 'default'; readonly sell: Asset; readonly buy: Asset; readonly path: string; readonly reason: string }
  /** Show the modal, then go to `path` (the default pair). */
  | { readonly kind: 'not-found'; readonly title: string; readonly description: string; readonly path: string }
  /** Ask which token: a side with choices needs one; a side already known has none. */
  | {
      readonly kind: 'duplicate-symbol';
      readonly message: string;
      readonly selling: readonly Asset[] | undefined;
      readonly buying: readonly Asset[] | undefined;
      readonly sell: Asset | undefined;
      readonly buy: Asset | undefined;
      readonly inAmount: string | undefined;
    };

export type Side =
  | { readonly kind: 'token'; readonly asset: Asset }
  | { readonly kind: 'choices'; readonly assets: readonly Asset[] }
  | { readonly kind: 'missing-address' }
  | { readonly kind: 'missing-symbol' }
  | { readonly kind: 'unsupported' };

/** Exact symbol matches: case-sensitive ones first, else case-insensitive ones. */
const exactSymbol = (assets: readonly Asset[], symbol: string): Asset[] => {
  const exact = assets.filter((asset) => asset.symbol === symbol);
  return exact.length > 0 ? exact : assets.filter((asset) => asset.symbol.toLowerCase() === symbol.toLowerCase());
};

/** A found token, unless the app cannot represent it. */
const tokenSide = (asset: Asset): Side => (asset.unsupported === undefined ? { kind: 'token', asset } : { kind: 'unsupported' });

/** When a token was created: its own date, else its first pool's; unknown counts as newest. */
const createdAt = (asset: Asset): number => {
  const time = Date.parse(asset.createdAt ?? asset.firstPool?.createdAt ?? '');
  return Number.isFinite(time) ? time : Number.POSITIVE_INFINITY;
};

/**
 * The one of several tokens a symbol opens, whatever order the search answers in: the verified
 * ones first, then the oldest (the original, not a later namesake), then by mint.
 */
const preferred = (assets: readonly Asset[]): Asset | undefined =>
  [...assets].sort(
    (a, b) => Number(isVerifiedToken(b)) - Number(isVerifiedToken(a)) || createdAt(a) - createdAt(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )[0];

/** More than two tokens sharing the symbol → a choice; otherwise the preferred one (unsupported ones left out). */
export const pickBySymbol = (assets: readonly Asset[], symbol: string): Side => {
  const matches = exactSymbol(assets, symbol);
  // Tokens the app cannot represent are never offered; only when nothing else matches is that the answer.
  const usable = matches.filter((asset) => asset.unsupported === undefined);
  if (usable.length > 2) return { kind: 'choices', assets: usable };
  const chosen = preferred(usable);
  if (chosen) return { kind: 'token', asset: chosen };
  return matches.length > 0 ? { kind: 'unsupported' } : { kind: 'missing-symbol' };
};

/** Confirm is enabled once both sides are chosen and different. */
export const canConfirmChoice = (selling: Asset | undefined, buying: Asset | undefined): boolean =>
  selling !== undefined && buying !== undefined && selling.id !== buying.id;

const symbolSet = (symbols: Iterable<string>) => new Set([...symbols].map((symbol) => symbol.toUpperCase()));

/** The default pair, and why. */
export const defaultPair = (reason: string, duplicatedSymbols: Iterable<string> = []): SwapUrlResult => ({
  kind: 'default',
  sell: DEFAULT_SELL,
  buy: DEFAULT_BUY,
  path: swapPath(DEFAULT_SELL, DEFAULT_BUY, symbolSet(duplicatedSymbols)),
  reason,
});

/** Decides from the parsed URL and each side's lookup outcome (pure; table-tested). */
export const decideSwapUrl = (parsed: ParsedSwapUrl, sell: Side, buy: Side, duplicatedSymbols: Iterable<string> = []): SwapUrlResult => {
  const duplicates = symbolSet(duplicatedSymbols);
  const defaults = (reason: string) => defaultPair(reason, duplicates);
  if (parsed.malformed) return defaults('malformed pair');
  if (sell.kind === 'unsupported' || buy.kind === 'unsupported') {
    return {
      kind: 'not-found',
      title: SWAP_URL_MESSAGES.unsupported,
      description: `${SWAP_URL_MESSAGES.unsupportedDetail} ${SWAP_URL_MESSAGES.redirect}`,
      path: swapPath(DEFAULT_SELL, DEFAULT_BUY, duplicates),
    };
  }
  if (sell.kind === 'missing-address' || buy.kind === 'missing-address') {
    const description = `${SWAP_URL_MESSAGES.tokenNotFound} ${SWAP_URL_MESSAGES.doubleCheck} ${SWAP_URL_MESSAGES.redirect}`;
    return { kind: 'not-found', title: SWAP_URL_MESSAGES.notFound, description, path: swapPath(DEFAULT_SELL, DEFAULT_BUY, duplicates) };
  }
  if (sell.kind === 'missing-symbol' || buy.kind === 'missing-symbol') {
    const description = `${SWAP_URL_MESSAGES.doubleCheck} ${SWAP_URL_MESSAGES.redirect}`;
    return { kind: 'not-found', title: SWAP_URL_MESSAGES.tokenNotFound, description, path: swapPath(DEFAULT_SELL, DEFAULT_BUY, duplicates) };
  }
  if (sell.kind === 'choices' || buy.kind === 'choices') {
    return {
      kind: 'duplicate-symbol',
      message: SWAP_URL_MESSAGES.duplicateSymbol,
      selling: sell.kind === 'choices' ? sell.assets : undefined,
      buying: buy.kind === 'choices' ? buy.assets : undefined,
      sell: sell.kind === 'token' ? sell.asset : undefined,
      buy: buy.kind === 'token' ? buy.asset : undefined,
      inAmount: parsed.inAmount,
    };
  }
  const pair = separatePair(sell.asset, buy.asset);
  return { kind: 'resolved', ...pair, inAmount: parsed.inAmount, path: swapPath(pair.sell, pair.buy, duplicates, parsed.inAmount) };
};

export interface SwapUrlResolverDeps {
  readonly lookup: TokenLookup;
  /** Symbols several verified tokens share (upper-cased): addresses name those tokens by mint. */
  readonly duplicates$?: Observable<ReadonlySet<string>>;
  /** A mint through the batched id lookup (T25), kept 24 h (T43); without it, a search call. */
  readonly byAddress?: (address: string) => Observable<Asset | undefined>;
  /**
   * The verified token of a symbol (the verified-symbol map, T43): a symbol no two verified
   * tokens share opens that token without a search; others are searched and picked.
   */
  readonly verifiedAddress?: (symbol: string) => Observable<string | undefined>;
  readonly scheduler: SchedulerLike;
  readonly logger: Logger;
}

/**
 * Swap URL resolution (spec 001 §5): parse, look each side up (built-in SOL, USDC and USDT
 * need no lookup), decide. Lookups are reused for T44 (5 s) so a route change back and forth
 * does not search again. A failed lookup falls back to the default pair; perps routes skip.
 */
export const createSwapUrlResolver = ({ lookup, duplicates$ = of(new Set<string>()), byAddress, verifiedAddress, scheduler, logger }: SwapUrlResolverDeps) => {
  const cache = new Map<string, { readonly at: number; readonly assets: readonly Asset[] }>();

  const cachedLookup = (query: string): Observable<readonly Asset[]> =>
    defer(() => {
      const hit = cache.get(query);
      if (hit && scheduler.now() - hit.at < ROUTE_CHANGE_CACHE_MS) return of(hit.assets);
      return lookup(query).pipe(
        take(1),
        defaultIfEmpty([] as readonly Asset[]),
        tap((assets) => cache.set(query, { at: scheduler.now(), assets })),
      );
    });

  const assetAt = (address: string): Observable<Asset | undefined> =>
    byAddress
      ? byAddress(address).pipe(take(1), defaultIfEmpty(undefined))
      : cachedLookup(address).pipe(map((assets) => assets.find((asset) => asset.id === address)));

  const searchedSymbolSide = (symbol: string): Observable<Side> => cachedLookup(symbol).pipe(map((assets) => pickBySymbol(assets, symbol)));

  // A symbol one verified token has: that token, by its mint. A shared one, or none verified: searched.
  const verifiedSymbolSide = (symbol: string): Observable<Side> =>
    verifiedAddress === undefined
      ? searchedSymbolSide(symbol)
      : duplicates$.pipe(
          take(1),
          switchMap((duplicated) =>
            duplicated.has(symbol.toUpperCase())
              ? searchedSymbolSide(symbol)
              : verifiedAddress(symbol).pipe(
                  take(1),
                  switchMap((address) => (address === undefined ? of(undefined) : assetAt(address))),
                  switchMap((asset) => (asset && asset.symbol === symbol ? of(tokenSide(asset)) : searchedSymbolSide(symbol))),
                ),
          ),
        );

  const resolveSide = (ref: TokenRef | undefined, fallback: Asset): Observable<Side> => {
    if (ref === undefined) return of({ kind: 'token', asset: fallback });
    if (ref.kind === 'symbol') {
      const builtIn = builtInBySymbol(ref.symbol);
      if (builtIn) return of({ kind: 'token', asset: builtIn });
      return verifiedSymbolSide(ref.symbol).pipe(
        // spec 001 §8: symbol resolution fails with this when no token carries the symbol.
        tap((side) => side.kind === 'missing-symbol' && logger.warn('Invalid token information', { symbol: ref.symbol })),
      );
    }
    const builtIn = builtInByAddress(ref.address);
    if (builtIn) return of({ kind: 'token', asset: builtIn });
    return assetAt(ref.address).pipe(map((asset): Side => (asset ? tokenSide(asset) : { kind: 'missing-address' })));
  };

  // A side's lookup that fails is an answer too: the default pair, spelled with the duplicates known.
  const attempt = (side$: Observable<Side>) =>
    side$.pipe(
      map((side) => ({ ok: true as const, side })),
      catchError((error: unknown) => of({ ok: false as const, error })),
    );

  const isBuiltIn = (ref: TokenRef | undefined) =>
    ref === undefined || (ref.kind === 'symbol' ? builtInBySymbol(ref.symbol) : builtInByAddress(ref.address)) !== undefined;

  const resolve = (input: SwapUrlInput): Observable<SwapUrlResult> => {
    if (isPerpsRoute(input.pathname)) return of<SwapUrlResult>({ kind: 'skip' });
    const parsed = parseSwapUrl(input);
    // Built-in tokens are never duplicates: their pair need not wait for the list.
    const duplicated$ = isBuiltIn(parsed.sell) && isBuiltIn(parsed.buy) ? of<ReadonlySet<string>>(new Set()) : duplicates$.pipe(take(1));
    return forkJoin([attempt(resolveSide(parsed.sell, DEFAULT_SELL)), attempt(resolveSide(parsed.buy, DEFAULT_BUY)), duplicated$]).pipe(
      map(([sell, buy, duplicated]) => {
        const failure = [sell, buy].find((side) => !side.ok);
        if (failure && !failure.ok) {
          logger.warn('Swap URL lookup failed; using the default pair', {
            error: failure.error instanceof Error ? failure.error.message : String(failure.error),
          });
          return defaultPair('lookup failed', duplicated);
        }
        return sell.ok && buy.ok ? decideSwapUrl(parsed, sell.side, buy.side, duplicated) : defaultPair('lookup failed', duplicated);
      }),
    );
  };

  return { resolve, duplicates$ };
};

export type SwapUrlResolver = ReturnType<typeof createSwapUrlResolver>;
