import { type PerpsMarket, perpsMarketOf, perpsMarkets } from '@streams/perps';

/**
 * The market of /perps/{pair}: a symbol ('SOL', 'btc') or a pair of mints ('{mintA}-{mintB}',
 * the market's mint first). No pair is SOL; anything else is undefined (not found).
 */
export const marketOfParam = (pair: string | undefined): PerpsMarket | undefined => {
  if (pair === undefined || pair === '') return perpsMarkets.SOL;
  const [first = ''] = pair.split('-');
  return perpsMarketOf(pair) ?? perpsMarketOf(first);
};

export const marketList: readonly PerpsMarket[] = [perpsMarkets.SOL, perpsMarkets.ETH, perpsMarkets.BTC];
