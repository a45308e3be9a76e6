import { fromBaseUnits } from '@/components/amount/baseUnits';
import { formatNumber } from '@/format/number';

/** An APY in percent: '7.62%'. */
export const formatApy = (apy: number) => `${apy.toFixed(2)}%`;

/** Base units as a token amount for display: '1.006262 USDC'. */
export const formatTokens = (amount: bigint, decimals: number, symbol: string) =>
  `${formatNumber(Number(fromBaseUnits(amount, decimals)), { decimals: Math.min(decimals, 6) })} ${symbol}`;
