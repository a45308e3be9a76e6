import type { Transfer } from '../schemas/onboard';

/** What the user asked for, from the form alone: the service's answer is held to it. */
export interface TransferIntent {
  readonly kind: Transfer['kind'];
  /** The connected wallet that receives. */
  readonly owner: string;
  readonly symbol: string;
  /** What leaves the source (base units) or is paid (cents), as typed. */
  readonly amountIn: bigint;
  /** What the user accepted to receive: the route or quote shown when they pressed the button. */
  readonly amountOut: bigint;
}

/**
 * Why a started transfer is not the one asked for, or undefined: another kind, another wallet,
 * another token, another amount in, or less to receive than accepted. Nothing the service said
 * is trusted for these: they come from the form.
 */
export const transferMismatch = (intent: TransferIntent, transfer: Transfer): string | undefined => {
  if (transfer.kind !== intent.kind) return `a ${transfer.kind} transfer, not ${intent.kind}`;
  if (transfer.owner !== intent.owner) return `it pays ${transfer.owner}, not your wallet`;
  if (transfer.symbol !== intent.symbol) return `it delivers ${transfer.symbol}, not ${intent.symbol}`;
  if (BigInt(transfer.amountIn) !== intent.amountIn) return 'it takes another amount than you entered';
  if (BigInt(transfer.amountOut) < intent.amountOut) return 'it delivers less than you accepted';
  return undefined;
};
