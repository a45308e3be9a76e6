import { dateTimeFormat } from '@streams/core';
import { fromBaseUnits } from '@/components/amount/baseUnits';

const when = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'medium' });

/** A block's time (Unix seconds) as the page shows it, or a dash when the node has none. */
export const formatBlockTime = (seconds: number | null): string => (seconds === null ? '–' : when.format(seconds * 1000));

/**
 * An exact token amount from base units, signed ('+1,000.5', '-0.000005'): a transaction's
 * changes are shown to the last unit, as explorers do, with thousands grouped.
 */
export const formatChange = (change: bigint, decimals: number): string => {
  const text = fromBaseUnits(change < 0n ? -change : change, decimals);
  const [whole = '0', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${change < 0n ? '-' : '+'}${grouped}${fraction ? `.${fraction}` : ''}`;
};

/** The status line: how final the transaction is. */
export const confirmationText = (confirmation: string | null, confirmations: number | null): string => {
  if (confirmation === 'finalized') return 'Finalized';
  if (confirmation === 'confirmed') return confirmations === null ? 'Confirmed' : `Confirmed · ${confirmations} confirmation${confirmations === 1 ? '' : 's'}`;
  if (confirmation === 'processed') return 'Processed';
  return 'Landed';
};

/** An on-chain error as one line: the RPC gives an object such as {"InstructionError":[0,{"Custom":1}]}. */
export const errorText = (err: unknown): string => (typeof err === 'string' ? err : JSON.stringify(err));
