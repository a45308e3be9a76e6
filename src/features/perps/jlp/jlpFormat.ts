import { fromBaseUnits } from '@/components/amount/baseUnits';
import { formatNumber, formatUsd, formatUsdCompact } from '@/format/number';

/** Micro-USD (a bigint or its string) as dollars, for display only: '$4.2013'. */
export const usdOfMicro = (micro: bigint | string): number => Number(BigInt(micro)) / 1_000_000;
export const formatMicroUsd = (micro: bigint | string) => formatUsd(usdOfMicro(micro));
export const formatMicroUsdCompact = (micro: bigint | string) => formatUsdCompact(usdOfMicro(micro));

/** Basis points as a percent: 2034 → '20.34%'. */
export const formatBps = (bps: number | bigint, decimals = 2) => `${(Number(bps) / 100).toFixed(decimals)}%`;

/** Base units as a token amount: '12.5 JLP'. */
export const formatTokens = (amount: bigint | string, decimals: number, symbol: string) =>
  `${formatNumber(Number(fromBaseUnits(BigInt(amount), decimals)), { decimals: Math.min(decimals, 6) })} ${symbol}`;
