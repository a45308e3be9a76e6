import type { LandedTransaction, Ledger } from '../ledger';
import { SOL_MINT } from '../market/knownTokens';
import type { PerpPositionRecord } from '../wallet/records';
import type { WalletStore } from '../wallet/walletStore';
import { collateralPrice, payoutMintOf, tokensForUsd } from './collateralValue';
import { type Custody, decimalsOfCollateral } from './custody';
import { feedOfMint } from './feeds';
import type { OracleModel } from './oracle';
import { applyIncrease, feeFor, settleClose, withdrawalProblem } from './positionMath';
import type { PerpsRequest, RequestBook } from './requests';

export interface KeeperDeps {
  readonly ledger: Ledger;
  readonly wallets: WalletStore;
  readonly oracle: OracleModel;
  readonly custody: Custody;
  readonly requests: RequestBook;
  now(): number;
  /** Called with an owner whose positions the mark refresher must follow. */
  track(owner: string): void;
}

/** What the custody received of `mint` in this transaction, base units. */
const receivedByCustody = (record: LandedTransaction, custody: Custody, mint: string): bigint => {
  if (mint === SOL_MINT) {
    const index = record.accountKeys.indexOf(custody.address);
    return index < 0 ? 0n : (record.meta.postBalances[index] ?? 0n) - (record.meta.preBalances[index] ?? 0n);
  }
  const total = (balances: typeof record.meta.postTokenBalances) =>
    balances.filter((balance) => balance.owner === custody.address && balance.mint === mint).reduce((sum, balance) => sum + BigInt(balance.uiTokenAmount.amount), 0n);
  return total(record.meta.postTokenBalances) - total(record.meta.preTokenBalances);
};

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The keeper: when a position request's transaction lands (its marker account among the keys,
 * signed by the owner, no error), it executes the request at the oracle price — opening or
 * increasing with the collateral the transaction moved into the custody, changing TP/SL, taking
 * collateral out, or closing; payouts leave the custody in a transaction it signs on the
 * request's blockhash.
 */
export const createKeeper = (deps: KeeperDeps) => {
  const { ledger, wallets, oracle, custody, requests } = deps;
  const positionOf = (owner: string, key: string) => wallets.perpPositions(owner).find((position) => position.positionKey === key);
  const markOf = (marketMint: string) => {
    const feed = feedOfMint(marketMint);
    return feed ? oracle.priceUsd(feed.id) : undefined;
  };

  const increase = (request: Extract<PerpsRequest, { kind: 'increase' }>, record: LandedTransaction) => {
    const price = markOf(request.marketMint);
    const unitPrice = collateralPrice(oracle, request.collateralMint);
    if (price === undefined || unitPrice === undefined) return console.error('[sim perps] no price to execute a request', request.key);
    if (receivedByCustody(record, custody, request.collateralMint) < request.collateralTokens) return console.error('[sim perps] a request moved less collateral than asked', request.key);
    const collateralUsdDelta = (Number(request.collateralTokens) / 10 ** decimalsOfCollateral(request.collateralMint)) * unitPrice;
    const current = positionOf(request.owner, request.positionKey);
    const next = applyIncrease(current, { sizeUsdDelta: request.sizeUsdDelta, collateralUsdDelta, priceUsd: price });
    const pick = (asked: number | null | undefined, kept: number | undefined) => (asked === undefined ? kept : (asked ?? undefined));
    const position: PerpPositionRecord = {
      positionKey: request.positionKey,
      marketMint: request.marketMint,
      collateralMint: current?.collateralMint ?? request.collateralMint,
      side: request.side,
      ...next,
      takeProfitPriceUsd: pick(request.takeProfitPriceUsd, current?.takeProfitPriceUsd),
      stopLossPriceUsd: pick(request.stopLossPriceUsd, current?.stopLossPriceUsd),
      ...(request.marketMint === SOL_MINT ? {} : { markPriceUsd: price }),
      openedAt: current?.openedAt ?? seconds(deps.now()),
    };
    wallets.upsertPerpPosition(request.owner, position);
    deps.track(request.owner);
    wallets.recordPerpsTrade(request.owner, {
      owner: request.owner,
      custody: custody.address,
      side: request.side,
      price,
      txId: record.signature,
      createdAt: seconds(deps.now()),
      collateralUsd: collateralUsdDelta,
      sizeUsd: request.sizeUsdDelta,
      inOutAmount: String(request.collateralTokens),
      inOutTokenMint: request.collateralMint,
      mint: request.marketMint,
      collateralMint: request.collateralMint,
      positionKey: request.positionKey,
      positionRequestKey: request.key,
      requestType: 'Market',
      requestChange: 'Increase',
      feeUsd: feeFor(request.sizeUsdDelta),
    });
  };

  /** A Decrease in the wallet's perps activity: what left the position and what the custody paid. */
  const recordDecrease = (
    request: PerpsRequest,
    position: PerpPositionRecord,
    record: LandedTransaction,
    change: { price: number; payoutMint: string; tokens: bigint; collateralUsd: number; sizeUsd: number; feeUsd: number; pnlUsd?: number },
  ) =>
    wallets.recordPerpsTrade(request.owner, {
      owner: request.owner,
      custody: custody.address,
      side: position.side,
      price: change.price,
      txId: record.signature,
      createdAt: seconds(deps.now()),
      collateralUsd: change.collateralUsd,
      sizeUsd: change.sizeUsd,
      inOutAmount: String(change.tokens),
      inOutTokenMint: change.payoutMint,
      mint: position.marketMint,
      collateralMint: change.payoutMint,
      ...(change.pnlUsd === undefined ? {} : { pnlUsd: change.pnlUsd }),
      positionKey: position.positionKey,
      positionRequestKey: request.key,
      requestType: 'Market',
      requestChange: 'Decrease',
      feeUsd: change.feeUsd,
    });

  const close = (request: PerpsRequest, record: LandedTransaction) => {
    const position = positionOf(request.owner, request.positionKey);
    const price = position ? markOf(position.marketMint) : undefined;
    if (!position || price === undefined) return console.error('[sim perps] nothing to close for', request.key);
    const settled = settleClose(position, price);
    const payoutMint = payoutMintOf(position);
    const tokens = pay(request.owner, payoutMint, settled.payoutUsd, record);
    if (tokens === undefined) return;
    wallets.removePerpPosition(request.owner, request.positionKey);
    recordDecrease(request, position, record, { price, payoutMint, tokens, collateralUsd: position.collateralUsd, sizeUsd: position.sizeUsd, pnlUsd: settled.pnlUsd, feeUsd: settled.closeFeeUsd });
  };

  /** Pays `usd` of `mint` from the custody; the base units paid, or undefined when the payout failed. */
  const pay = (owner: string, mint: string, usd: number, record: LandedTransaction): bigint | undefined => {
    const tokens = tokensForUsd(oracle, mint, usd);
    if (tokens === 0n) return tokens;
    try {
      ledger.submitTransaction(custody.payout(owner, mint, tokens, record.tx.message.recentBlockhash));
      return tokens;
    } catch (error) {
      console.error('[sim perps] the payout failed; the position is left as it was', owner, error);
      return undefined;
    }
  };

  /** Collateral out: checked again at the price of the moment (it may have moved since the quote). */
  const withdraw = (request: Extract<PerpsRequest, { kind: 'withdraw' }>, record: LandedTransaction) => {
    const position = positionOf(request.owner, request.positionKey);
    const price = position ? markOf(position.marketMint) : undefined;
    if (!position || price === undefined) return console.error('[sim perps] nothing to take collateral from for', request.key);
    const problem = withdrawalProblem(position, request.collateralUsdDelta, price);
    if (problem) return console.error('[sim perps] a collateral withdrawal is refused at execution:', problem, request.key);
    const payoutMint = payoutMintOf(position);
    const tokens = pay(request.owner, payoutMint, request.collateralUsdDelta, record);
    if (tokens === undefined) return;
    wallets.upsertPerpPosition(request.owner, { ...position, collateralUsd: position.collateralUsd - request.collateralUsdDelta });
    recordDecrease(request, position, record, { price, payoutMint, tokens, collateralUsd: request.collateralUsdDelta, sizeUsd: 0, feeUsd: 0 });
  };

  const tpsl = (request: Extract<PerpsRequest, { kind: 'tpsl' }>) => {
    const position = positionOf(request.owner, request.positionKey);
    if (!position) return console.error('[sim perps] no position for a TP/SL request', request.key);
    wallets.upsertPerpPosition(request.owner, { ...position, takeProfitPriceUsd: request.takeProfitPriceUsd ?? undefined, stopLossPriceUsd: request.stopLossPriceUsd ?? undefined });
  };

  return {
    /** Every landed transaction: executes the requests it carries. */
    onLanded: (record: LandedTransaction) => {
      for (const key of record.accountKeys) {
        const request = requests.take(key);
        if (!request) continue;
        // A failed request transaction, or one someone else paid for, executes nothing.
        if ((record.meta.err !== null && record.meta.err !== undefined) || record.accountKeys[0] !== request.owner) continue;
        if (request.kind === 'increase') increase(request, record);
        else if (request.kind === 'close') close(request, record);
        else if (request.kind === 'withdraw') withdraw(request, record);
        else tpsl(request);
      }
    },
  };
};

export type Keeper = ReturnType<typeof createKeeper>;
