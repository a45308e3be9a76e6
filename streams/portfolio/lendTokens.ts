import type { Observable } from 'rxjs';
import { catchError, defer, map, of, shareReplay } from 'rxjs';
import type { HttpClient } from '../core/http';
import type { Logger } from '../core/ports';
import { LEND_TIMEOUT_MS } from '../core/timing';
import { type LendToken, lendTokensSchema } from '../schemas/lend';
import { NATIVE_MINT } from '../wallet/holdings';

/** mint → APY in percent. */
export type LendApys = ReadonlyMap<string, number>;

/** A Lend vault's share token, as the drawer shows it: its vault's token, valued through the vault. */
export interface ShareToken {
  readonly mint: string;
  readonly symbol: string;
  readonly name: string;
  readonly assetMint: string;
  /** The vault's token one whole share redeems for (a float: for values, never for amounts). */
  readonly assetsPerShare: number;
}

interface LendCatalogue {
  readonly apys: LendApys;
  /** share mint → its share token. */
  readonly shares: ReadonlyMap<string, ShareToken>;
}

const shareTokenOf = (token: LendToken): ShareToken | undefined => {
  if (!token.address || token.decimals === undefined || token.convertToAssets === undefined) return undefined;
  const assetsPerShare = Number(token.convertToAssets) / 10 ** token.decimals;
  if (!Number.isFinite(assetsPerShare) || assetsPerShare <= 0) return undefined;
  const symbol = token.symbol ?? `jl${token.asset.symbol}`;
  return { mint: token.address, symbol, name: token.name ?? `Jupiter Lend ${token.asset.symbol}`, assetMint: token.asset.address, assetsPerShare };
};

/**
 * Which tokens can earn in Lend and at what APY (spec 000 §7 Lend): APY = (rewards + supply)
 * / 100 from the basis-point rates; WSOL is left out. The same answer names each vault's share
 * token and what a share is worth. One request per session, 15 s timeout (T16). On failure
 * the chips simply do not show (logged), and the next subscriber tries again.
 */
export const createLendTokens = ({ http, lendApi, logger }: { http: HttpClient; lendApi: string; logger: Logger }) => {
  let catalogue$: Observable<LendCatalogue> | undefined;
  const load = (): Observable<LendCatalogue> =>
    http.get(`${lendApi}/lending/tokens`, { api: 'Lend API', responseName: 'lend tokens', schema: lendTokensSchema, timeoutMs: LEND_TIMEOUT_MS }).pipe(
      map((tokens): LendCatalogue => ({
        apys: new Map(
          tokens
            .filter((token) => token.asset.address !== NATIVE_MINT)
            .map((token) => [token.asset.address, ((token.rewardsRate ?? 0) + (token.supplyRate ?? 0)) / 100]),
        ),
        shares: new Map(tokens.flatMap((token) => shareTokenOf(token) ?? []).map((share) => [share.mint, share])),
      })),
    );
  const catalogue = defer(() => {
    catalogue$ ??= load().pipe(
      catchError((error: unknown) => {
        logger.warn('Lend tokens unavailable', { error: error instanceof Error ? error.message : String(error) });
        catalogue$ = undefined;
        return of<LendCatalogue>({ apys: new Map(), shares: new Map() });
      }),
      shareReplay({ bufferSize: 1, refCount: false }),
    );
    return catalogue$;
  });
  return {
    apys$: catalogue.pipe(map((loaded) => loaded.apys)),
    /** The vaults' share tokens by mint: the drawer shows a jlUSDC holding as USDC in Lend, with its price. */
    shares$: catalogue.pipe(map((loaded) => loaded.shares)),
  };
};

export type LendTokens = ReturnType<typeof createLendTokens>;
