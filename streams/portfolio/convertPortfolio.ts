import type { PortfolioElement, PortfolioElementOf, PortfolioResponse } from '../schemas/portfolio';
import { convertLimitOrder, convertRecurringOrder } from './convertOrders';
import { convertBorrowPosition, convertEarnPosition, convertPerpPosition } from './convertPositions';
import type { OrderBook, Portfolio, WalletBalance } from './types';

/**
 * The portfolio service's response as the Portfolio entity of spec 000 §3. Pure: the same
 * response gives the same entity. Several elements with one label (two lending platforms)
 * merge; labels the entity has no place for (Vault, unknown ones) count in the net worth only.
 */

/** The wrapped-SOL mint, which the Wallet element uses as native SOL's address (with no ATA). */
export const SOL_MINT = 'So11111111111111111111111111111111111111112';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const elementsOf = <L extends PortfolioElement['label']>(response: PortfolioResponse, label: L) =>
  response.elements.filter((element): element is PortfolioElementOf<L> => element.label === label);

/** An element's USD value, or the sum of its parts when the service left it out. */
const worthOf = <E extends PortfolioElement>(elements: readonly E[], parts: (element: E) => number) =>
  sum(elements.map((element) => element.value ?? parts(element)));

type WalletAsset = PortfolioElementOf<'Wallet'>['data']['assets'][number];

export const convertWalletAsset = (asset: WalletAsset): WalletBalance => {
  const { address, ata, amount, price, decimals } = asset.data;
  const native = ata == null && address === SOL_MINT;
  return {
    ata: native ? '' : (ata ?? ''),
    mint: native ? '' : address,
    raw_value: amount,
    usd_value: asset.value ?? (price != null ? price * amount : 0),
    decimals: decimals ?? null,
  };
};

const orderBook = (elements: readonly (PortfolioElementOf<'DCA'> | PortfolioElementOf<'SmartDCA'>)[]): OrderBook => {
  const activeOrders = elements.flatMap((element) => element.data.orders.map(convertRecurringOrder));
  return { totalWorth: worthOf(elements, (element) => sum(element.data.orders.map((order) => order.remainingInputUsd ?? 0))), activeOrders };
};

/** Deposits minus debt. */
const lendingWorth = (element: PortfolioElementOf<'Lending'>) => {
  const earn = (element.data.earn ?? []).map(convertEarnPosition);
  const borrow = (element.data.borrow ?? []).map(convertBorrowPosition);
  const values = (assets: readonly { value: number }[]) => sum(assets.map((asset) => asset.value));
  return (
    sum(earn.map((position) => values(position.assets))) + sum(borrow.map((position) => values(position.suppliedAssets) - values(position.borrowedAssets)))
  );
};

export const convertPortfolio = (response: PortfolioResponse): Portfolio => {
  const wallets = elementsOf(response, 'Wallet');
  const balances = wallets.flatMap((element) => element.data.assets.map(convertWalletAsset));
  const perps = elementsOf(response, 'Leverage');
  const limits = elementsOf(response, 'LimitOrder');
  const staked = elementsOf(response, 'Staked');
  const lending = elementsOf(response, 'Lending');
  const earnPositions = lending.flatMap((element) => (element.data.earn ?? []).map(convertEarnPosition));
  const borrowPositions = lending.flatMap((element) => (element.data.borrow ?? []).map(convertBorrowPosition));
  const stakedWorth = (element: PortfolioElementOf<'Staked'>) => element.data.stakedAmount * (element.data.price ?? 0);

  return {
    totalNetWorth: response.value ?? sum(response.elements.map((element) => element.value ?? 0)),
    walletBalance: { totalWorth: worthOf(wallets, () => sum(balances.map((balance) => balance.usd_value))), balances },
    perpetual: {
      totalWorth: worthOf(perps, (element) => sum(element.data.positions.map((position) => position.value))),
      openedPositions: perps.flatMap((element) => element.data.positions.map(convertPerpPosition)),
    },
    limitOrder: {
      totalWorth: worthOf(limits, (element) => sum(element.data.orders.map((order) => order.remainingInputUsd ?? 0))),
      activeOrders: limits.flatMap((element) => element.data.orders.map(convertLimitOrder)),
    },
    dollarCostAverage: orderBook(elementsOf(response, 'DCA')),
    valueAverage: orderBook(elementsOf(response, 'SmartDCA')),
    vote: { lockedTokens: sum(staked.map((element) => element.data.stakedAmount)), totalWorth: worthOf(staked, stakedWorth) },
    lend: {
      totalWorth: worthOf(lending, lendingWorth),
      totalPositions: earnPositions.length + borrowPositions.length,
      earnPositions,
      borrowPositions,
    },
    tokenInfo: { ...(response.tokenInfo?.solana ?? {}) },
  };
};
