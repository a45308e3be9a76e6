import { fromBaseUnits } from '@/components/amount/baseUnits';
import { formatUsd } from '@/format/number';
import { numberFormat } from '@streams/core';

const grouped = numberFormat({ maximumFractionDigits: 0 });

/** Base units as an exact token amount, grouped: '1,000 USDC', '99.8 USDC', '0.646666666 SOL'. */
export const formatExact = (amount: bigint | string, decimals: number, symbol: string) => {
  const [whole = '0', fraction] = fromBaseUnits(BigInt(amount), decimals).split('.');
  return `${grouped.format(BigInt(whole))}${fraction ? `.${fraction}` : ''} ${symbol}`;
};

/** Cents as dollars: '$97.00'. */
export const formatCents = (cents: number | bigint | string) => formatUsd(Number(cents) / 100);

/** A fee of a flat part and a share: '$0.20', '$1.00 + 0.04%', '2.5% + $0.50', 'No fee from us'. */
export const formatFee = (cents: number, bps: number, shareFirst = false) => {
  const flat = cents > 0 ? formatCents(cents) : undefined;
  const share = bps > 0 ? `${bps / 100}%` : undefined;
  const parts = (shareFirst ? [share, flat] : [flat, share]).filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' + ') : 'No fee from us';
};

/** Seconds as the page says them: '7 s', '1 min 5 s'. */
export const formatSeconds = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`;
