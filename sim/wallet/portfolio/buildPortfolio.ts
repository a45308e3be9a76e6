import type { PortfolioResponseInput } from '../../../streams/schemas';
import type { Market } from '../../market/market';
import type { OwnerBalances } from '../ledgerBalances';
import type { WalletStore } from '../walletStore';
import { limitOrderElement, recurringElement } from './orderElements';
import { leverageElement } from './perpElement';
import { lendingElement, stakedElement } from './stakeLendElements';
import { otherDefiElement } from './otherDefiElements';
import { sum } from './valuation';
import { walletElement } from './walletElement';

/**
 * The portfolio service's answer for one wallet. `fetchJup`: the Wallet element (ledger
 * balances) and the Jupiter products from the wallet store, each only when it holds something.
 * `fetchNoJup`: the Wallet element and the positions on other protocols instead (the
 * 'Other DeFi Positions'). Values are USD at market prices now.
 */
export type PortfolioScope = 'jup' | 'noJup';

type Element = PortfolioResponseInput['elements'][number];

export interface PortfolioSources {
  readonly market: Market;
  readonly store: WalletStore;
  /** Undefined when the simulator runs without a ledger: no Wallet element then. */
  readonly balances: OwnerBalances | undefined;
  readonly publicUrl: string;
}

const jupiterElements = ({ market, store }: PortfolioSources, owner: string): Element[] => {
  const elements: Element[] = [];
  // The previous engine's positions are listed on /perps-legacy only.
  const perps = store.perpPositions(owner).filter((position) => position.engine !== 'legacy');
  if (perps.length > 0) elements.push(leverageElement(market, perps));
  const limits = store.limitOrders(owner);
  if (limits.length > 0) elements.push(limitOrderElement(market, limits));
  for (const kind of ['DCA', 'SmartDCA'] as const) {
    const orders = store.recurringOrders(owner, kind);
    if (orders.length > 0) elements.push(recurringElement(market, kind, orders));
  }
  const stake = store.stake(owner);
  if (stake) elements.push(stakedElement(market, stake));
  const earn = store.earnPositions(owner);
  const borrow = store.borrowPositions(owner);
  if (earn.length > 0 || borrow.length > 0) elements.push(lendingElement(market, earn, borrow));
  return elements;
};

/** Every mint an element mentions, for tokenInfo. */
const mintsOf = (elements: readonly Element[]): Set<string> => {
  const mints = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (typeof value === 'string' && key !== undefined && /^(address|mint|marketMint|collateralMint|inputMint|outputMint)$/.test(key)) mints.add(value);
    else if (Array.isArray(value)) for (const item of value) visit(item);
    else if (typeof value === 'object' && value !== null) for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
  };
  for (const element of elements) visit(element.data);
  return mints;
};

/** Perps markets the simulated spot market does not list: their names, as the real service gives them. */
const offMarketTokens: Readonly<Record<string, { name: string; symbol: string; decimals: number }>> = {
  '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs': { name: 'Ether (Portal)', symbol: 'ETH', decimals: 8 },
  '3NZ9JMVBmGAqocybic2c7LQCJScmgsAZ6vQqTDzcqmJh': { name: 'Wrapped BTC (Portal)', symbol: 'WBTC', decimals: 8 },
  // The JLP pool's token (sim/jlp): JLP loans' collateral.
  '27G8MtK7VtTcCHkpASjSDdkWWYfoqT6ggEuKidVJidD4': { name: 'Jupiter Perps LP', symbol: 'JLP', decimals: 6 },
};

const tokenInfoOf = (market: Market, publicUrl: string, mints: Iterable<string>) => {
  const solana: Record<string, { address: string; name?: string; symbol?: string; decimals?: number; logoURI?: string }> = {};
  for (const mint of mints) {
    const info = market.token(mint)?.info;
    const offMarket = offMarketTokens[mint];
    solana[mint] = info
      ? { address: mint, name: info.name, symbol: info.symbol, decimals: info.decimals, logoURI: `${publicUrl}/icons/${mint}.svg` }
      : offMarket
        ? { address: mint, ...offMarket }
        : { address: mint };
  }
  return { solana };
};

export const buildPortfolio = (sources: PortfolioSources, owner: string, scope: PortfolioScope): PortfolioResponseInput => {
  const elements: Element[] = [
    ...(sources.balances ? [walletElement(sources.market, sources.balances)] : []),
    ...(scope === 'jup' ? jupiterElements(sources, owner) : sources.store.otherDefi(owner).map((record) => otherDefiElement(sources.market, record))),
  ];
  return {
    owner,
    date: sources.market.now(),
    value: sum(elements.map((element) => element.value ?? 0)),
    elements,
    tokenInfo: tokenInfoOf(sources.market, sources.publicUrl, mintsOf(elements)),
  };
};
