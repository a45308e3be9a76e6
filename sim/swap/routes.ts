import { SOL_MINT, USDC_MINT, USDT_MINT } from '../market/knownTokens';
import type { Market } from '../market/market';
import { swapExactIn, swapExactOut } from './poolMath';
import { type Hop, hopsBetween } from './pools';

/**
 * The router: every path from the input to the output mint through at most two intermediate
 * tokens (SOL and USDC; USDT too when intermediates are not restricted), each priced on the
 * pools as they are, the best kept; the best two paths that share no pool are also tried as a
 * split in steps of 10 %, kept when the split does better.
 */
export type SwapMode = 'ExactIn' | 'ExactOut';

export interface Leg {
  readonly hop: Hop;
  readonly inAmount: bigint;
  readonly outAmount: bigint;
  readonly feeAmount: bigint;
}

export interface Route {
  readonly legs: readonly Leg[];
  /** Share of the swap through this route, 1–100. */
  readonly percent: number;
}

export interface RouteOptions {
  readonly onlyDirectRoutes: boolean;
  readonly restrictIntermediateTokens: boolean;
  /** Only these AMM labels (lower case), when set. */
  readonly dexes: ReadonlySet<string> | undefined;
  readonly excludeDexes: ReadonlySet<string>;
  readonly maxAccounts: number;
}

export type Routing =
  | { readonly ok: true; readonly routes: readonly Route[]; readonly inAmount: bigint; readonly outAmount: bigint }
  | { readonly ok: false; readonly errorCode: string; readonly error: string };

/** Accounts a route locks, as a real route of that shape would (a fixed part and an AMM's accounts per leg). */
const ACCOUNTS_BASE = 10;
const ACCOUNTS_PER_LEG = 11;
/** Legs a whole plan may have: more would not fit one transaction without lookup tables. */
const MAX_PLAN_LEGS = 4;
const SPLIT_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90];

type Evaluation = { ok: true; legs: Leg[]; inAmount: bigint; outAmount: bigint } | { ok: false; reason: 'partial' | 'liquidity' | 'unsupported' };

export const accountsFor = (legCount: number) => ACCOUNTS_BASE + ACCOUNTS_PER_LEG * legCount;

const pathsBetween = (market: Market, from: string, to: string, options: RouteOptions): Hop[][] => {
  const paths: Hop[][] = hopsBetween(market, from, to).map((hop) => [hop]);
  if (options.onlyDirectRoutes) return paths;
  const middle = (options.restrictIntermediateTokens ? [SOL_MINT, USDC_MINT] : [SOL_MINT, USDC_MINT, USDT_MINT]).filter((mint) => mint !== from && mint !== to);
  for (const x of middle) {
    for (const first of hopsBetween(market, from, x)) for (const last of hopsBetween(market, x, to)) paths.push([first, last]);
    for (const y of middle) {
      if (y === x) continue;
      for (const first of hopsBetween(market, from, x))
        for (const second of hopsBetween(market, x, y)) for (const last of hopsBetween(market, y, to)) paths.push([first, second, last]);
    }
  }
  return paths;
};

const allowed = (path: readonly Hop[], options: RouteOptions) =>
  accountsFor(path.length) <= options.maxAccounts &&
  path.every(({ pool }) => {
    const label = pool.label.toLowerCase();
    return !options.excludeDexes.has(label) && (!options.dexes || options.dexes.has(label));
  });

const failure = (hop: Hop): Evaluation => ({ ok: false, reason: hop.pool.kind === 'curve' && hop.side === 'buy' ? 'partial' : 'liquidity' });

/** Prices a path for `amount`: the input for ExactIn (forward), the output for ExactOut (backward). */
export const evaluatePath = (path: readonly Hop[], mode: SwapMode, amount: bigint): Evaluation => {
  const legs: Leg[] = [];
  let running = amount;
  if (mode === 'ExactIn') {
    for (const hop of path) {
      const fill = swapExactIn(hop, running);
      if (!fill.ok) return failure(hop);
      legs.push({ hop, inAmount: fill.inAmount, outAmount: fill.outAmount, feeAmount: fill.feeAmount });
      running = fill.outAmount;
    }
    return { ok: true, legs, inAmount: amount, outAmount: running };
  }
  // Exact output is offered by constant-product pools only, as on mainnet (not by bonding curves).
  if (path.some((hop) => hop.pool.kind === 'curve')) return { ok: false, reason: 'unsupported' };
  for (const hop of [...path].reverse()) {
    const fill = swapExactOut(hop, running);
    if (!fill.ok) return failure(hop);
    legs.unshift({ hop, inAmount: fill.inAmount, outAmount: fill.outAmount, feeAmount: fill.feeAmount });
    running = fill.inAmount;
  }
  return { ok: true, legs, inAmount: running, outAmount: amount };
};

type Priced = Extract<Evaluation, { ok: true }> & { path: readonly Hop[] };

/** Whether `a` is the better deal: more out for ExactIn, less in for ExactOut. */
const better = (mode: SwapMode, a: { inAmount: bigint; outAmount: bigint }, b: { inAmount: bigint; outAmount: bigint }) =>
  mode === 'ExactIn' ? a.outAmount > b.outAmount : a.inAmount < b.inAmount;

const disjoint = (a: readonly Hop[], b: readonly Hop[]) => !a.some((hop) => b.some((other) => other.pool.id === hop.pool.id));

const bestSplit = (first: Priced, second: Priced, mode: SwapMode, amount: bigint, options: RouteOptions) => {
  const legCount = first.path.length + second.path.length;
  if (legCount > MAX_PLAN_LEGS || accountsFor(legCount) > options.maxAccounts) return undefined;
  let best: { routes: Route[]; inAmount: bigint; outAmount: bigint } | undefined;
  for (const percent of SPLIT_STEPS) {
    const share = (amount * BigInt(percent)) / 100n;
    const a = evaluatePath(first.path, mode, share);
    const b = evaluatePath(second.path, mode, amount - share);
    if (!a.ok || !b.ok) continue;
    const total = { inAmount: a.inAmount + b.inAmount, outAmount: a.outAmount + b.outAmount };
    if (!best || better(mode, total, best))
      best = {
        ...total,
        routes: [
          { legs: a.legs, percent },
          { legs: b.legs, percent: 100 - percent },
        ],
      };
  }
  return best;
};

export const findRoutes = (market: Market, inputMint: string, outputMint: string, mode: SwapMode, amount: bigint, options: RouteOptions): Routing => {
  const paths = pathsBetween(market, inputMint, outputMint, options);
  if (paths.length === 0) return { ok: false, errorCode: 'NO_ROUTES_FOUND', error: 'No routes found' };
  const priced: Priced[] = [];
  const reasons = new Set<string>();
  for (const path of paths) {
    if (!allowed(path, options)) {
      reasons.add('excluded');
      continue;
    }
    const evaluation = evaluatePath(path, mode, amount);
    if (evaluation.ok) priced.push({ ...evaluation, path });
    else reasons.add(evaluation.reason);
  }
  priced.sort((a, b) => (better(mode, a, b) ? -1 : better(mode, b, a) ? 1 : 0));
  const [first, ...rest] = priced;
  if (!first) {
    if (reasons.has('partial'))
      return {
        ok: false,
        errorCode: 'ROUTE_PLAN_DOES_NOT_CONSUME_ALL_THE_AMOUNT',
        error: 'Route plan does not consume all the amount, please lower your amount',
      };
    return { ok: false, errorCode: 'COULD_NOT_FIND_ANY_ROUTE', error: 'Could not find any route' };
  }
  const second = rest.find((candidate) => disjoint(candidate.path, first.path));
  const split = second ? bestSplit(first, second, mode, amount, options) : undefined;
  if (split && better(mode, split, first)) return { ok: true, ...split };
  return { ok: true, routes: [{ legs: first.legs, percent: 100 }], inAmount: first.inAmount, outAmount: first.outAmount };
};
