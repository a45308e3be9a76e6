import { dateTimeFormat, numberFormat } from '@streams/core';
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

const upTo4 = numberFormat({ maximumFractionDigits: 4 });
/** A token price in dollars, up to 4 decimals: '$3,508.5606'. */
export const formatPriceMicro = (micro: bigint | string) => `$${upTo4.format(usdOfMicro(micro))}`;

const when = dateTimeFormat({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
/** A moment (Unix ms) as the app shows dates: 'Nov 27, 2026, 11:58:06'. */
export const formatMoment = (ms: number) => when.format(new Date(ms));
