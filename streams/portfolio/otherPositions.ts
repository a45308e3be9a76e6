import type { Observable, SchedulerLike } from 'rxjs';
import { map } from 'rxjs';
import type { ResourceState } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { PORTFOLIO_STALE_MS } from '../core/timing';
import { type PortfolioResponse, portfolioResponseSchema } from '../schemas/portfolio';
import { perAddress } from './perAddress';

/** One position on another protocol, as 'Other DeFi Positions' lists it. */
export interface OtherPosition {
  /** Leverage, LimitOrder, DCA, SmartDCA, Staked, Vault, Lending, or the service's own label. */
  readonly label: string;
  readonly platformId: string;
  readonly name: string;
  readonly value: number;
  readonly assets: readonly { readonly mint: string; readonly amount: number; readonly value: number }[];
}

export interface OtherPositions {
  readonly total: number;
  readonly positions: readonly OtherPosition[];
  readonly symbols: Readonly<Record<string, string>>;
}

const assetsOf = (element: PortfolioResponse['elements'][number]): OtherPosition['assets'] => {
  const amount = (mint: string | null | undefined, value: number, price: number | null | undefined) =>
    mint ? [{ mint, amount: value, value: value * (price ?? 0) }] : [];
  switch (element.label) {
    case 'Vault':
      return element.data.assets.map((asset) => ({ mint: asset.mint, amount: asset.amount, value: asset.value ?? 0 }));
    case 'Staked':
      return amount(element.data.mint, element.data.stakedAmount, element.data.price);
    case 'Lending':
      return (element.data.earn ?? []).flatMap((position) =>
        position.assets.map((asset) => ({ mint: asset.mint, amount: asset.amount, value: asset.value ?? 0 })),
      );
    default:
      return [];
  }
};

/** fetchNoJup's elements beside the wallet (its 'Wallet' element is the holdings already). */
export const toOtherPositions = (response: PortfolioResponse): OtherPositions => {
  const positions = response.elements
    .filter((element) => element.label !== 'Wallet')
    .map((element): OtherPosition => ({
      label: element.label === 'Other' ? element.sourceLabel : element.label,
      platformId: element.platformId,
      name: element.name ?? element.platformId,
      value: element.value ?? 0,
      assets: assetsOf(element),
    }));
  const symbols: Record<string, string> = {};
  for (const [mint, info] of Object.entries(response.tokenInfo?.solana ?? {})) if (info.symbol) symbols[mint] = info.symbol;
  return { total: positions.reduce((sum, position) => sum + position.value, 0), positions, symbols };
};

/**
 * The portfolio service's fetchNoJup (spec 000 §7): asked when a view opens and on demand,
 * never polled; an answer younger than 2 s (T09) serves a second view.
 */
export const createOtherPositions = ({ http, api, scheduler }: { http: HttpClient; api: string; scheduler: SchedulerLike }) => {
  const resource = perAddress(scheduler, { staleAfterMs: PORTFOLIO_STALE_MS }, (address) =>
    http
      .get(`${api}/v1/portfolio/fetchNoJup`, {
        api: 'Portfolio API',
        responseName: 'portfolio',
        schema: portfolioResponseSchema,
        query: { address, addressSystem: 'solana' },
      })
      .pipe(map(toOtherPositions)),
  );
  return {
    positions$: (address: string): Observable<ResourceState<OtherPositions>> => resource(address).state$,
    refresh: (address: string) => resource(address).invalidate(),
  };
};
