import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, combineLatest, distinctUntilChanged, map, of, startWith } from 'rxjs';
import { type CachedResource, type ResourceState, createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { HOLDINGS_CACHE_MS, HOLDINGS_TIMEOUT_MS } from '../core/timing';
import { type HoldingsResponse, NATIVE_SOL_KEY, holdingsResponseSchema } from '../schemas/balances';
import type { SolanaRpc, TokenAccount } from '../solana/ports';

export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';

/** One token the wallet holds: base units as bigint, summed over its accounts. */
export interface Holding {
  readonly mint: string;
  /** Native SOL (not wrapped): mint is the wrapped-SOL mint with `native` set. */
  readonly native: boolean;
  readonly amount: bigint;
  readonly decimals: number;
  readonly isFrozen: boolean;
  readonly accounts: readonly string[];
  /** The token program of its accounts (Token or Token-2022); undefined for native SOL. */
  readonly programId: string | undefined;
}

const fromService = (response: HoldingsResponse): Holding[] => [
  { mint: NATIVE_MINT, native: true, amount: BigInt(response.amount), decimals: 9, isFrozen: false, accounts: [], programId: undefined },
  ...Object.entries(response.tokens)
    .filter(([mint]) => mint !== NATIVE_SOL_KEY)
    .map(([mint, accounts]) => ({
      mint,
      native: false,
      amount: accounts.reduce((sum, account) => sum + BigInt(account.amount), 0n),
      decimals: accounts[0]?.decimals ?? 0,
      isFrozen: accounts.some((account) => account.isFrozen === true),
      accounts: accounts.map((account) => account.account),
      programId: accounts[0]?.programId ?? undefined,
    })),
];

const fromLedger = (lamports: bigint, accounts: readonly TokenAccount[]): Holding[] => {
  const byMint = new Map<string, Holding>();
  for (const account of accounts) {
    const current = byMint.get(account.mint);
    byMint.set(account.mint, {
      mint: account.mint,
      native: false,
      amount: (current?.amount ?? 0n) + account.amount,
      decimals: account.decimals,
      isFrozen: (current?.isFrozen ?? false) || account.isFrozen,
      accounts: [...(current?.accounts ?? []), account.address],
      programId: account.programId,
    });
  }
  return [{ mint: NATIVE_MINT, native: true, amount: lamports, decimals: 9, isFrozen: false, accounts: [], programId: undefined }, ...byMint.values()];
};

export interface HoldingsDeps {
  readonly http: HttpClient;
  readonly rpc: SolanaRpc | undefined;
  readonly ultraApi: string;
  readonly scheduler: SchedulerLike;
}

/**
 * A wallet's holdings (spec 001 §7 Balance service): /holdings cached 20 s with a 60 s
 * timeout (T26); the ledger, read over RPC on the same cache, is the source of truth, so its
 * answer replaces the service's as soon as it arrives. Empty holdings are dropped.
 */
export const createHoldings = ({ http, rpc, ultraApi, scheduler }: HoldingsDeps) => {
  const resources = new Map<string, { service: CachedResource<Holding[]>; ledger: CachedResource<Holding[]> | undefined }>();
  const resourcesOf = (address: string) => {
    let existing = resources.get(address);
    if (!existing) {
      const service = createCachedResource({
        scheduler,
        staleAfterMs: HOLDINGS_CACHE_MS,
        refetchIntervalMs: HOLDINGS_CACHE_MS,
        fetch: () =>
          http
            .get(`${ultraApi}/holdings/${address}`, { api: 'Ultra API /holdings', schema: holdingsResponseSchema, timeoutMs: HOLDINGS_TIMEOUT_MS })
            .pipe(map(fromService)),
      });
      const ledger = rpc
        ? createCachedResource({
            scheduler,
            staleAfterMs: HOLDINGS_CACHE_MS,
            refetchIntervalMs: HOLDINGS_CACHE_MS,
            fetch: () =>
              combineLatest([rpc.getBalance(address, 'confirmed'), rpc.getTokenAccountsByOwner(address, 'confirmed')]).pipe(
                map(([lamports, accounts]) => fromLedger(lamports, accounts)),
              ),
          })
        : undefined;
      existing = { service, ledger };
      resources.set(address, existing);
    }
    return existing;
  };

  const holdings$ = (address: string): Observable<ResourceState<Holding[]>> => {
    const { service, ledger } = resourcesOf(address);
    if (!ledger) return service.state$;
    return combineLatest([
      service.state$,
      ledger.state$.pipe(
        startWith({ status: 'loading' } as const),
        catchError(() => of({ status: 'loading' } as const)),
      ),
    ]).pipe(map(([fromServiceState, fromLedgerState]): ResourceState<Holding[]> => (fromLedgerState.status === 'ready' ? fromLedgerState : fromServiceState)));
  };

  /** Holdings with a balance, native SOL first. */
  const withBalance$ = (address: string) =>
    holdings$(address).pipe(
      map((state): ResourceState<Holding[]> =>
        state.status === 'ready' ? { ...state, value: state.value.filter((holding) => holding.native || holding.amount > 0n) } : state,
      ),
    );

  return {
    holdings$: withBalance$,
    /** What a wallet holds of one token, base units (native SOL for the SOL mint, never wrapped SOL); 0 when none, undefined while unknown. */
    held$: (address: string, mint: string): Observable<bigint | undefined> =>
      withBalance$(address).pipe(
        map((state) =>
          state.status === 'ready'
            ? (state.value.find((holding) => holding.mint === mint && holding.native === (mint === NATIVE_MINT))?.amount ?? 0n)
            : undefined,
        ),
        distinctUntilChanged(),
      ),
    /** After a transaction moved the wallet. */
    invalidate: (address: string) => {
      const existing = resources.get(address);
      existing?.service.invalidate();
      existing?.ledger?.invalidate();
    },
  };
};

export type Holdings = ReturnType<typeof createHoldings>;
