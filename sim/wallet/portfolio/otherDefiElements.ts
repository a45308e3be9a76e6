import type { Market } from '../../market/market';
import type { OtherDefiRecord } from '../records';
import { priceOf, sum, tokenAmountJson } from './valuation';

/**
 * fetchNoJup's positions on other protocols, in the portfolio envelope (research §9): a Vault
 * lists its assets, Staked one staked amount, Lending its deposits with their yield. Valued at
 * market prices when the route answers.
 */
export const otherDefiElement = (market: Market, record: OtherDefiRecord) => {
  const assets = record.assets.map(({ mint, amount }) => tokenAmountJson(market, mint, amount));
  const value = sum(assets.map((asset) => asset.value));
  const base = { type: 'multiple', networkId: 'solana', platformId: record.platformId, name: record.name, value };
  switch (record.label) {
    case 'Vault':
      return { ...base, label: 'Vault' as const, data: { assets } };
    case 'Staked': {
      const [first] = record.assets;
      return {
        ...base,
        label: 'Staked' as const,
        data: { mint: first?.mint ?? null, stakedAmount: first?.amount ?? 0, price: first ? priceOf(market, first.mint) : null },
      };
    }
    case 'Lending':
      return {
        ...base,
        type: 'borrowlend',
        label: 'Lending' as const,
        data: { earn: [{ id: `${record.platformId}-earn`, assets, yields: [{ apy: record.apy ?? 0 }] }], borrow: [] },
      };
  }
};
