import { POOL_FEE } from '../market/curve';
import type { Hop } from './pools';

/**
 * Constant-product swaps in base units, the market's own formula (sim/market/curve.ts: the fee
 * is kept in the pool, taken from the input) in exact integer arithmetic, rounded in the
 * pool's favour. A swap that would take more than the vault holds (the tokens left on a
 * bonding curve, the SOL it raised) cannot fill.
 */
const BPS = 10_000n;
export const POOL_FEE_BPS = BigInt(Math.round(POOL_FEE * 10_000));

export type Fill = { readonly ok: true; readonly inAmount: bigint; readonly outAmount: bigint; readonly feeAmount: bigint } | { readonly ok: false };

const sides = ({ pool, side }: Hop) =>
  side === 'buy'
    ? { reserveIn: pool.reserveQuote, reserveOut: pool.reserveBase, payable: pool.payableBase }
    : { reserveIn: pool.reserveBase, reserveOut: pool.reserveQuote, payable: pool.payableQuote };

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Exactly `amountIn` in: what comes out. */
export const swapExactIn = (hop: Hop, amountIn: bigint): Fill => {
  const { reserveIn, reserveOut, payable } = sides(hop);
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return { ok: false };
  const netIn = (amountIn * (BPS - POOL_FEE_BPS)) / BPS;
  const outAmount = (reserveOut * netIn) / (reserveIn + netIn);
  if (outAmount <= 0n || outAmount > payable) return { ok: false };
  return { ok: true, inAmount: amountIn, outAmount, feeAmount: amountIn - netIn };
};

/** Exactly `amountOut` out: what must go in. */
export const swapExactOut = (hop: Hop, amountOut: bigint): Fill => {
  const { reserveIn, reserveOut, payable } = sides(hop);
  if (amountOut <= 0n || amountOut >= reserveOut || amountOut > payable || reserveIn <= 0n) return { ok: false };
  const netIn = ceilDiv(reserveIn * amountOut, reserveOut - amountOut);
  let inAmount = ceilDiv(netIn * BPS, BPS - POOL_FEE_BPS);
  // Integer rounding of the fee can leave the forward swap a unit short: pay a unit more.
  for (let tries = 0; tries < 3; tries++) {
    const forward = swapExactIn(hop, inAmount);
    if (!forward.ok || forward.outAmount >= amountOut) break;
    inAmount += 1n;
  }
  return { ok: true, inAmount, outAmount: amountOut, feeAmount: inAmount - (inAmount * (BPS - POOL_FEE_BPS)) / BPS };
};

/** Output per input at the margin, before fee and impact (UI units are not involved: base units both sides). */
export const midRate = (hop: Hop): number => {
  const { reserveIn, reserveOut } = sides(hop);
  return Number(reserveOut) / Number(reserveIn);
};

export const feeFraction = Number(POOL_FEE_BPS) / 10_000;
