import type { Observable, SchedulerLike } from 'rxjs';
import { auditTime, combineLatest, map, of, startWith, switchMap } from 'rxjs';
import type { ResourceState } from '../core/cachedResource';
import type { Prices } from '../market/prices';
import { type PriceFreshness, freshnessOf } from '../prices/priceFreshness';
import type { Asset } from '../schemas/asset';
import { type Holding, type Holdings, NATIVE_MINT } from '../wallet/holdings';
import { type TokenInfoResolver, isNftLike } from '../wallet/tokenInfo';
import type { LendTokens, ShareToken } from './lendTokens';

/** The governance token: its row carries a 'Stake' chip (spec 000 §2). */
export const GOVERNANCE_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

/** Native SOL needs no lookup; its icon ships with the app (public/tokens/sol.svg). */
export const SOL_ASSET: Asset = { id: NATIVE_MINT, name: 'Solana', symbol: 'SOL', decimals: 9, isVerified: true, icon: '/tokens/sol.svg' } as Asset;

export interface HoldingRow {
  readonly mint: string;
  readonly native: boolean;
  /** Base units, exact. */
  readonly amount: bigint;
  readonly decimals: number;
  /** The wallet's token accounts of this mint, and their program (for transfers). */
  readonly accounts: readonly string[];
  readonly programId: string | undefined;
  /** UI units as a float, for values only (display formats `amount` exactly). */
  readonly uiAmount: number;
  /** Undefined while the token-info queue has not answered (at most 2 s, T23), or when it does not know the token. */
  readonly info: Asset | undefined;
  /** The service answered and does not know the token: shown by its address, never 'loading'. */
  readonly unknown: boolean;
  readonly usdPrice: number | undefined;
  readonly usdValue: number | undefined;
  /** The price's own state (T24): stale while it is past its 60 s or its refetch failed; the row marks its value with it. */
  readonly priceFreshness: PriceFreshness;
  /** 'Earn X% APY' when the token can be supplied in Lend. */
  readonly lendApy: number | undefined;
  readonly stakeable: boolean;
}

export type HoldingsView =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly rows: readonly HoldingRow[]; readonly totalUsd: number; readonly refreshing: boolean };

const priceOf = (state: ResourceState<number | undefined>): number | undefined =>
  state.status === 'ready' ? state.value : state.status === 'error' ? state.last?.value : undefined;

export const uiAmountOf = (amount: bigint, decimals: number) => Number(amount) / 10 ** decimals;

/** By USD value, largest first; unpriced tokens after priced ones, then by symbol. */
export const compareRows = (a: HoldingRow, b: HoldingRow) => {
  if (a.usdValue !== undefined && b.usdValue !== undefined && a.usdValue !== b.usdValue) return b.usdValue - a.usdValue;
  if ((a.usdValue === undefined) !== (b.usdValue === undefined)) return a.usdValue === undefined ? 1 : -1;
  return (a.info?.symbol ?? a.mint).localeCompare(b.info?.symbol ?? b.mint);
};

export interface HoldingRowsDeps {
  readonly holdings: Pick<Holdings, 'holdings$'>;
  readonly tokenInfo: Pick<TokenInfoResolver, 'info$'>;
  readonly prices: Prices;
  readonly lendTokens: LendTokens;
  /** Where the many per-token answers coalesce into one view: the animation frame. */
  readonly frameScheduler: SchedulerLike;
}

/**
 * The drawer's holdings (spec 000 §2): the wallet's balances (ledger truth) joined with token
 * info (names, icons, verified) and USD prices, valued and sorted. NFT-like mints (supply 1,
 * decimals 0) are not fungible holdings: they are left out and never looked up.
 */
export const createHoldingRows = ({ holdings, tokenInfo, prices, lendTokens, frameScheduler }: HoldingRowsDeps) => {
  // A Lend share token (jlUSDC) reads as its vault's token in Lend, priced at what a share redeems for.
  const shareInfo$ = (holding: Holding, share: ShareToken): Observable<Asset | null> =>
    tokenInfo.info$(share.assetMint).pipe(
      map((asset): Asset => ({
        ...(asset ?? {}),
        id: holding.mint,
        name: share.name,
        symbol: share.symbol,
        decimals: holding.decimals,
        ...(asset?.icon ? { icon: asset.icon } : {}),
      })),
    );
  const sharePrice$ = (share: ShareToken): Observable<ResourceState<number | undefined>> =>
    prices
      .price$(share.assetMint)
      .pipe(map((state) => (state.status === 'ready' && state.value !== undefined ? { ...state, value: state.value * share.assetsPerShare } : state)));

  const row$ = (holding: Holding, apys: ReadonlyMap<string, number>, shares: ReadonlyMap<string, ShareToken>): Observable<HoldingRow> => {
    const share = shares.get(holding.mint);
    const info$: Observable<Asset | null | undefined> = share ? shareInfo$(holding, share) : tokenInfo.info$(holding.mint);
    return combineLatest([
      info$.pipe(
        map((info) => info ?? null),
        startWith(undefined),
      ),
      share ? sharePrice$(share) : prices.price$(holding.mint),
    ]).pipe(
      map(([found, priceState]): HoldingRow => {
        const usdPrice = priceOf(priceState);
        const info = found ?? undefined;
        const uiAmount = uiAmountOf(holding.amount, holding.decimals);
        return {
          mint: holding.mint,
          native: holding.native,
          amount: holding.amount,
          decimals: holding.decimals,
          accounts: holding.accounts,
          programId: holding.programId,
          uiAmount,
          info,
          unknown: found === null,
          usdPrice,
          usdValue: usdPrice === undefined ? undefined : usdPrice * uiAmount,
          priceFreshness: freshnessOf(priceState),
          lendApy: apys.get(holding.mint),
          stakeable: holding.mint === GOVERNANCE_MINT,
        };
      }),
    );
  };

  return {
    rows$: (address: string): Observable<HoldingsView> =>
      combineLatest([
        holdings.holdings$(address),
        lendTokens.apys$.pipe(startWith(new Map<string, number>())),
        lendTokens.shares$.pipe(startWith(new Map<string, ShareToken>())),
      ]).pipe(
        switchMap(([state, apys, shares]): Observable<HoldingsView> => {
          if (state.status === 'loading') return of({ status: 'loading' });
          if (state.status === 'error') return of({ status: 'error', error: state.error });
          const fungible = state.value.filter((holding) => holding.native || !isNftLike(holding));
          if (fungible.length === 0) return of({ status: 'ready', rows: [], totalUsd: 0, refreshing: state.refreshing });
          return combineLatest(fungible.map((holding) => row$(holding, apys, shares))).pipe(
            map((rows): HoldingsView => ({
              status: 'ready',
              rows: [...rows].sort(compareRows),
              totalUsd: rows.reduce((total, row) => total + (row.usdValue ?? 0), 0),
              refreshing: state.refreshing,
            })),
          );
        }),
        auditTime(0, frameScheduler),
      ),
  };
};

export type HoldingRows = ReturnType<typeof createHoldingRows>;
