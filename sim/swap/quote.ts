import { isStable } from '../market/knownTokens';
import type { Market } from '../market/market';
import { feeFraction, midRate } from './poolMath';
import { decimalsOf } from './pools';
import { DEFAULT_SLIPPAGE_BPS, type QuoteRequest } from './quoteRequest';
import { type Route, type SwapMode, findRoutes } from './routes';

/**
 * A quote: the routes with their amounts, what the user pays and gets with the platform fee
 * (taken from the output for ExactIn, added to the input for ExactOut), the slippage and the
 * threshold it gives, and the price impact against the pools' marginal prices (fees apart).
 */
export interface QuotePlan {
  readonly mode: SwapMode;
  readonly inputMint: string;
  readonly outputMint: string;
  readonly inputDecimals: number;
  readonly outputDecimals: number;
  readonly routes: readonly Route[];
  /** What the user pays and gets (base units), the platform fee included. */
  readonly inAmount: bigint;
  readonly outAmount: bigint;
  /** ExactIn: the least output accepted; ExactOut: the most input paid. */
  readonly otherAmountThreshold: bigint;
  readonly slippageBps: number;
  readonly computedAutoSlippage: number | undefined;
  readonly platformFee: { readonly amount: bigint; readonly feeBps: number } | undefined;
  /** A fraction: 0.01 is 1 %. */
  readonly priceImpact: number;
}

export type QuoteOutcome = { readonly ok: true; readonly plan: QuotePlan } | { readonly ok: false; readonly errorCode: string; readonly error: string };

const BPS = 10_000n;
const AUTO_SLIPPAGE_CAP_BPS = 300;

/** The threshold `slippageBps` allows around the quoted amount. */
export const thresholdFor = (mode: SwapMode, quoted: bigint, slippageBps: number): bigint =>
  mode === 'ExactIn' ? (quoted * (BPS - BigInt(slippageBps))) / BPS : (quoted * (BPS + BigInt(slippageBps)) + BPS - 1n) / BPS;

const routeRate = (route: Route) => route.legs.reduce((rate, leg) => rate * midRate(leg.hop) * (1 - feeFraction), 1);

const priceImpactOf = (mode: SwapMode, routes: readonly Route[]): number => {
  const first = (route: Route) => route.legs[0];
  const last = (route: Route) => route.legs[route.legs.length - 1];
  let ideal = 0;
  let actual = 0;
  for (const route of routes) {
    const rate = routeRate(route);
    if (mode === 'ExactIn') {
      ideal += Number(first(route)?.inAmount ?? 0n) * rate;
      actual += Number(last(route)?.outAmount ?? 0n);
    } else {
      ideal += Number(last(route)?.outAmount ?? 0n) / rate;
      actual += Number(first(route)?.inAmount ?? 0n);
    }
  }
  if (ideal <= 0 || actual <= 0) return 0;
  return Math.max(0, mode === 'ExactIn' ? 1 - actual / ideal : 1 - ideal / actual);
};

/** Slippage for autoSlippage: tight between stables, wider through bonding curves, at least twice the price impact. */
export const autoSlippageBps = (plan: Pick<QuotePlan, 'inputMint' | 'outputMint' | 'routes' | 'priceImpact'>, maxBps: number | undefined): number => {
  const throughCurve = plan.routes.some((route) => route.legs.some((leg) => leg.hop.pool.kind === 'curve'));
  const base = isStable(plan.inputMint) && isStable(plan.outputMint) ? 10 : throughCurve ? 200 : 50;
  const wanted = Math.max(base, Math.ceil(plan.priceImpact * 10_000 * 2));
  return Math.min(wanted, maxBps ?? AUTO_SLIPPAGE_CAP_BPS);
};

export const quoteSwap = (market: Market, request: QuoteRequest): QuoteOutcome => {
  const { inputMint, outputMint, swapMode: mode, amount } = request;
  if (inputMint === outputMint) return { ok: false, errorCode: 'CIRCULAR_ARBITRAGE_IS_DISABLED', error: 'Circular arbitrage is disabled' };
  for (const mint of [inputMint, outputMint]) {
    if (!market.token(mint)) return { ok: false, errorCode: 'TOKEN_NOT_TRADABLE', error: `The token ${mint} is not tradable` };
  }
  const routing = findRoutes(market, inputMint, outputMint, mode, amount, request);
  if (!routing.ok) return routing;
  const feeBps = request.platformFeeBps;
  const feeOn = mode === 'ExactIn' ? routing.outAmount : routing.inAmount;
  const feeAmount = (feeOn * BigInt(feeBps)) / BPS;
  const inAmount = mode === 'ExactIn' ? routing.inAmount : routing.inAmount + feeAmount;
  const outAmount = mode === 'ExactIn' ? routing.outAmount - feeAmount : routing.outAmount;
  const priceImpact = priceImpactOf(mode, routing.routes);
  const auto =
    request.autoSlippage || request.computeAutoSlippage
      ? autoSlippageBps({ inputMint, outputMint, routes: routing.routes, priceImpact }, request.maxAutoSlippageBps)
      : undefined;
  const slippageBps = request.autoSlippage && auto !== undefined ? auto : (request.slippageBps ?? DEFAULT_SLIPPAGE_BPS);
  return {
    ok: true,
    plan: {
      mode,
      inputMint,
      outputMint,
      inputDecimals: decimalsOf(market, inputMint),
      outputDecimals: decimalsOf(market, outputMint),
      routes: routing.routes,
      inAmount,
      outAmount,
      otherAmountThreshold: thresholdFor(mode, mode === 'ExactIn' ? outAmount : inAmount, slippageBps),
      slippageBps,
      computedAutoSlippage: auto,
      platformFee: feeBps > 0 ? { amount: feeAmount, feeBps } : undefined,
      priceImpact,
    },
  };
};
