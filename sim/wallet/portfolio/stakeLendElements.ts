import type { Market } from '../../market/market';
import type { BorrowPositionRecord, EarnPositionRecord, StakeRecord } from '../records';
import { priceOf, sum, tokenAmountJson, valueOf } from './valuation';

/** The Staked (JUP for votes) and Lending elements. */
export const JUP_MINT = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
/** Share of supplied value that can be borrowed before liquidation. */
export const LIQUIDATION_THRESHOLD = 0.85;

export const stakedElement = (market: Market, stake: StakeRecord) => {
  const price = priceOf(market, JUP_MINT);
  const unstaking = (stake.unstaking ?? []).map(({ amount, until }) => ({ amount, until }));
  const held = stake.stakedAmount + sum(unstaking.map((entry) => entry.amount));
  return {
    label: 'Staked' as const,
    type: 'multiple',
    networkId: 'solana',
    platformId: 'jupiter-governance',
    name: 'Jupiter Governance',
    value: valueOf(held, price),
    data: { mint: JUP_MINT, stakedAmount: stake.stakedAmount, price, unstaking },
  };
};

/**
 * A loan's health ratio: debt over its limit (supplied value times the liquidation threshold),
 * 0 with no debt, 1 at liquidation. The client derives the factor (its inverse) when asked.
 */
export const healthRatio = (suppliedUsd: number, borrowedUsd: number, threshold = LIQUIDATION_THRESHOLD): number | null => {
  if (borrowedUsd <= 0) return 0;
  const limit = suppliedUsd * threshold;
  return limit > 0 ? borrowedUsd / limit : null;
};

export const lendingElement = (market: Market, earn: readonly EarnPositionRecord[], borrow: readonly BorrowPositionRecord[]) => {
  const earnJson = earn.map((position) => ({
    id: position.id,
    assets: [tokenAmountJson(market, position.mint, position.amount)],
    yields: [{ apy: position.apy }],
  }));
  const borrowJson = borrow.map((position) => {
    const suppliedAssets = position.supplied.map(({ mint, amount, priceUsd }) => tokenAmountJson(market, mint, amount, priceUsd));
    const borrowedAssets = position.borrowed.map(({ mint, amount, priceUsd }) => tokenAmountJson(market, mint, amount, priceUsd));
    const supplied = sum(suppliedAssets.map((asset) => asset.value));
    const borrowed = sum(borrowedAssets.map((asset) => asset.value));
    return {
      id: position.id,
      suppliedAssets,
      borrowedAssets,
      healthRatio: healthRatio(supplied, borrowed, position.liquidationThreshold),
      link: position.link ?? null,
      net: supplied - borrowed,
    };
  });
  return {
    label: 'Lending' as const,
    type: 'borrowlend',
    networkId: 'solana',
    platformId: 'jupiter-lend',
    name: 'Jupiter Lend',
    value: sum(earnJson.map((position) => sum(position.assets.map((asset) => asset.value)))) + sum(borrowJson.map((position) => position.net)),
    data: { earn: earnJson, borrow: borrowJson.map(({ net: _net, ...position }) => position) },
  };
};
