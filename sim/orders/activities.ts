import type { LandedTransaction } from '../ledger';
import type { Market } from '../market/market';
import type { SwapActivityRecord } from '../wallet/records';
import { ui, usdValue } from './amounts';
import type { OrderBase } from './orderTypes';

/** An order step as the wallet's LO or DCA activity (the activities service's swap-like shape). */
export const orderActivity = (
  market: Market,
  order: OrderBase,
  step: { readonly action: string; readonly inAmount: bigint; readonly outAmount: bigint; readonly platform: 'trigger' | 'recurring' },
  record: LandedTransaction,
): SwapActivityRecord => {
  const inputAmount = ui(step.inAmount, order.inputDecimals);
  const outputAmount = ui(step.outAmount, order.outputDecimals);
  const inputUsd = usdValue(market, order.inputMint, step.inAmount, order.inputDecimals);
  const outputUsd = usdValue(market, order.outputMint, step.outAmount, order.outputDecimals);
  return {
    inputMint: order.inputMint,
    outputMint: order.outputMint,
    inputAmount,
    outputAmount,
    ...(Number(inputAmount) > 0 ? { rate: Number(outputAmount) / Number(inputAmount) } : {}),
    timestamp: record.blockTime,
    action: step.action,
    txHash: record.signature,
    platform: step.platform,
    ...(inputUsd !== undefined ? { inputUsd } : {}),
    ...(outputUsd !== undefined ? { outputUsd } : {}),
  };
};

/** What a token account received in a landed transaction (base units; negative when it paid). */
export const receivedBy = (record: LandedTransaction, account: string): bigint => {
  const index = record.accountKeys.indexOf(account);
  if (index < 0) return 0n;
  const amountIn = (balances: LandedTransaction['meta']['postTokenBalances']) =>
    BigInt(balances.find((balance) => balance.accountIndex === index)?.uiTokenAmount.amount ?? '0');
  return amountIn(record.meta.postTokenBalances) - amountIn(record.meta.preTokenBalances);
};
