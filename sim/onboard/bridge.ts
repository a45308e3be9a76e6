import type { BridgeProvider, BridgeRoute, BridgeRoutes, BridgeTransferRequest, Transfer } from '../../streams/schemas';
import { isAddress } from '../ledger/codec';
import { PROVIDERS, type SimChain, USDC_DECIMALS, chainOf, feeOf, totalSeconds } from './catalogue';
import type { Delivery } from './delivery';
import type { EvmWallets } from './evmWallets';
import type { Transfers } from './transfers';

export type BridgeResult = { readonly ok: true; readonly transfer: Transfer } | { readonly ok: false; readonly status: number; readonly error: string };

/** 100 USDC, 99.8 USDC: the amount as a person reads it. */
const usdc = (amount: bigint) => {
  const fraction = (amount % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${amount / 1_000_000n}${fraction ? `.${fraction}` : ''} USDC`;
};

const routeOf = (provider: BridgeProvider, chain: SimChain, amount: bigint): BridgeRoute => {
  const terms = PROVIDERS[provider];
  const fee = feeOf(terms, amount);
  const steps = terms.steps(chain);
  return {
    provider,
    name: terms.name,
    fee: fee.toString(),
    receive: (amount > fee ? amount - fee : 0n).toString(),
    seconds: totalSeconds(steps),
    steps: [...steps],
    minimum: terms.minimum.toString(),
  };
};

/**
 * The bridges: both routes for a chain and an amount (what each charges, what arrives, how
 * long), and a transfer on the one chosen. A transfer is refused when the source wallet holds
 * less, when the amount is under the route's minimum, or when what the user accepted to receive
 * is not what the route gives now; the source is debited at once, and the USDC arrives on
 * Solana after the route's steps (delivery.ts). A failing service (the switch) fails the middle
 * step and gives the USDC back on the source chain.
 */
export const createBridge = (deps: {
  readonly wallets: EvmWallets;
  readonly transfers: Transfers;
  readonly delivery: () => Delivery | undefined;
  readonly failing: () => boolean;
}) => ({
  routes: (chainId: string, amount: bigint): BridgeRoutes | undefined => {
    const chain = chainOf(chainId);
    if (!chain) return undefined;
    return { chain: chain.id, amount: amount.toString(), routes: [routeOf('cctp', chain, amount), routeOf('debridge', chain, amount)] };
  },
  transfer: (request: BridgeTransferRequest): BridgeResult => {
    const chain = chainOf(request.chain);
    if (!chain) return { ok: false, status: 400, error: `Unknown source chain: ${request.chain.slice(0, 24)}` };
    if (!isAddress(request.to)) return { ok: false, status: 400, error: 'Invalid address' };
    const delivery = deps.delivery();
    if (!delivery) return { ok: false, status: 503, error: 'The ledger is not running' };
    const amount = BigInt(request.amount);
    const route = routeOf(request.provider, chain, amount);
    const terms = PROVIDERS[request.provider];
    if (amount < terms.minimum) return { ok: false, status: 400, error: `The minimum for ${terms.name} is ${usdc(terms.minimum)}` };
    if (route.receive !== request.receive) return { ok: false, status: 409, error: 'The route’s terms changed: compare the routes again' };
    if (!deps.wallets.debit(request.from, chain.id, amount))
      return { ok: false, status: 400, error: `Insufficient USDC on ${chain.name}: the wallet holds ${usdc(deps.wallets.balance(request.from, chain.id))}` };
    const receive = BigInt(route.receive);
    const transfer = deps.transfers.create({
      kind: request.provider,
      owner: request.to,
      symbol: 'USDC',
      decimals: USDC_DECIMALS,
      amountIn: amount,
      fee: BigInt(route.fee),
      amountOut: receive,
      steps: route.steps,
      source: { chain: chain.id, address: request.from },
      deliver: () => (request.provider === 'cctp' ? delivery.mintUsdc(request.to, receive) : delivery.fill(request.to, receive)),
      ...(deps.failing()
        ? {
            failure: {
              step: 1,
              reason: `${route.steps[1]?.label ?? 'The bridge'} failed: the USDC was returned to your wallet on ${chain.name}`,
              undo: () => deps.wallets.credit(request.from, chain.id, amount),
            },
          }
        : {}),
    });
    return { ok: true, transfer };
  },
});

export type Bridge = ReturnType<typeof createBridge>;
