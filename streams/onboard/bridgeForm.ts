import { MAX_AMOUNT_TEXT_LENGTH, fromBaseUnits, isNumericAmount, toBaseUnits } from '../swap/baseUnits';
import type { BridgeProvider, SourceChain } from '../schemas/onboard';
import type { RoutesState } from './bridgeRoutes';
import { type RouteComparison, chosenRoute, compareRoutes } from './compare';

export const USDC_DECIMALS = 6;

export interface BridgeFormInput {
  readonly text: string;
  readonly chain: SourceChain | undefined;
  /** The source wallet's USDC on that chain, base units; undefined until it is connected. */
  readonly balance: bigint | undefined;
  readonly routes: RoutesState;
  /** The route the user picked (the page's method first). */
  readonly choice: BridgeProvider | undefined;
  /** A Solana wallet is connected to receive. */
  readonly connected: boolean;
  readonly busy: boolean;
}

export interface BridgeFormModel {
  readonly amount: bigint;
  /** The routes compared, for exactly this chain and amount; empty while they are asked. */
  readonly rows: readonly RouteComparison[];
  readonly chosen: RouteComparison | undefined;
  readonly problem: string | undefined;
  readonly button: { readonly label: string; readonly enabled: boolean };
}

const usdc = (amount: bigint) => `${fromBaseUnits(amount, USDC_DECIMALS)} USDC`;

/**
 * The bridge form as a model (the JLP form's way): from the amount typed, the chain, the source
 * wallet's balance and the routes the service answered for exactly that amount, the compare,
 * the route chosen, what is wrong, and the button. The amount is refused over the source
 * balance and under the chosen route's minimum, each with its reason; nothing starts until
 * the routes for this very amount are in.
 */
const readableAmount = (text: string) => text !== '' && text.length <= MAX_AMOUNT_TEXT_LENGTH && isNumericAmount(text);

/** The USDC typed, base units; 0 for text that is not an amount. What the routes are asked for. */
export const bridgeAmountOf = (typed: string): bigint => {
  const text = typed.trim();
  return readableAmount(text) ? toBaseUnits(text, USDC_DECIMALS) : 0n;
};

export const bridgeFormModel = (input: BridgeFormInput): BridgeFormModel => {
  const text = input.text.trim();
  const readable = readableAmount(text);
  const amount = bridgeAmountOf(text);
  const { routes } = input;
  const current = routes.status === 'ready' && routes.request.amount === amount && routes.request.chain === input.chain?.id ? routes.routes : undefined;
  const rows = current ? compareRoutes(current.routes, amount) : [];
  const chosen = chosenRoute(rows, input.choice);
  const picked = rows.find((row) => row.route.provider === input.choice);
  const problem = (() => {
    if (text === '') return undefined;
    if (!readable) return 'Enter an amount as digits, like 100';
    if (amount <= 0n) return 'Enter an amount above 0';
    if (input.balance !== undefined && amount > input.balance)
      return `Insufficient USDC on ${input.chain?.name ?? 'the source chain'}: the wallet holds ${usdc(input.balance)}`;
    if (rows.length > 0 && !chosen) {
      const least = rows.reduce((low, row) => (row.minimum < low ? row.minimum : low), rows[0]?.minimum ?? 0n);
      return `Below the minimum: at least ${usdc(least)}`;
    }
    if (picked?.belowMinimum && chosen) return `The minimum for ${picked.route.name} is ${usdc(picked.minimum)}: ${chosen.route.name} can take it`;
    if (routes.status === 'error' && routes.request.amount === amount) return routes.message;
    return undefined;
  })();
  const blocking = problem !== undefined && !(picked?.belowMinimum && chosen);
  const label = (() => {
    if (!input.connected) return 'Connect a wallet';
    if (input.balance === undefined) return 'Connect the source wallet';
    if (input.busy) return 'Starting…';
    if (text === '') return 'Enter an amount';
    if (blocking) return problem;
    if (!chosen) return 'Comparing routes…';
    return `Bridge with ${chosen.route.name}`;
  })();
  const enabled = input.connected && input.balance !== undefined && !input.busy && !blocking && chosen !== undefined;
  return { amount, rows, chosen, problem, button: { label, enabled } };
};
