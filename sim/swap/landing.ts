import type { LandedTransaction } from '../ledger';
import { uiAmountString } from '../ledger/tokenLayout';
import type { Market } from '../market/market';
import type { WalletStore } from '../wallet/walletStore';
import { type BuiltSwap, routeIn } from './builtSwap';
import { applyLegToMarket } from './marketTrade';

/**
 * When a swap transaction lands: a success trades the market's pools (prices move) and becomes
 * the wallet's Swap activity (replacing the Send/Receive the ledger saw); a failure (6001)
 * moved nothing, so it only forgets the swap.
 */
export const SWAP_PLATFORM = 'Jupiter';

export interface LandingDeps {
  readonly swaps: { take(id: string): BuiltSwap | undefined };
  market(): Market;
  readonly wallets: Pick<WalletStore, 'recordSwap'>;
}

const usdOf = (market: Market, mint: string, amount: number) => {
  const token = market.token(mint);
  return token ? amount * market.priceUsd(token) : undefined;
};

export const handleLanded = (record: LandedTransaction, deps: LandingDeps): BuiltSwap | undefined => {
  const id = routeIn(record.tx.message)?.id;
  const swap = id !== undefined ? deps.swaps.take(id) : undefined;
  if (!swap) return undefined;
  if (record.meta.err !== null) {
    recordFailed(record, swap, deps);
    return undefined;
  }
  const market = deps.market();
  for (const route of swap.plan.routes) for (const leg of route.legs) applyLegToMarket(market, leg, { owner: swap.owner, signature: record.signature });
  const { plan } = swap;
  const inputAmount = uiAmountString(swap.userPays, plan.inputDecimals);
  const outputAmount = uiAmountString(swap.userGets, plan.outputDecimals);
  const inputUsd = usdOf(market, plan.inputMint, Number(inputAmount));
  const outputUsd = usdOf(market, plan.outputMint, Number(outputAmount));
  deps.wallets.recordSwap(swap.owner, {
    inputMint: plan.inputMint,
    outputMint: plan.outputMint,
    inputAmount,
    outputAmount,
    rate: Number(inputAmount) > 0 ? Number(outputAmount) / Number(inputAmount) : undefined,
    timestamp: record.blockTime,
    action: 'Swap',
    txHash: record.signature,
    platform: SWAP_PLATFORM,
    ...(inputUsd !== undefined ? { inputUsd } : {}),
    ...(outputUsd !== undefined ? { outputUsd } : {}),
  });
  return swap;
};

/** A swap that landed and failed (slippage, a stale route): its fee was paid, so the wallet's activity shows it, marked. */
const recordFailed = (record: LandedTransaction, swap: BuiltSwap, deps: LandingDeps) => {
  const { plan } = swap;
  const inputAmount = uiAmountString(swap.userPays, plan.inputDecimals);
  const inputUsd = usdOf(deps.market(), plan.inputMint, Number(inputAmount));
  deps.wallets.recordSwap(swap.owner, {
    inputMint: plan.inputMint,
    outputMint: plan.outputMint,
    inputAmount,
    outputAmount: '0',
    timestamp: record.blockTime,
    action: 'Swap',
    txHash: record.signature,
    platform: SWAP_PLATFORM,
    status: 'Failed',
    ...(inputUsd !== undefined ? { inputUsd } : {}),
  });
};
