import type { LandedTransaction, Ledger } from '../ledger';
import { toBaseUnits } from '../ledgerBridge';
import { SOL_MINT, USDC_MINT } from '../market/knownTokens';
import type { PerpPositionRecord } from '../wallet/records';
import type { WalletStore } from '../wallet/walletStore';
import { type Custody, collateralMints, decimalsOfCollateral } from './custody';
import { feedOfMint } from './feeds';
import type { OracleModel } from './oracle';
import { applyIncrease, feeFor, settleClose } from './positionMath';
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

/** USD per unit of a collateral mint, from the oracle. */
const collateralPrice = (oracle: OracleModel, mint: string) => (mint === SOL_MINT ? oracle.priceUsd('solusd') : (oracle.priceUsd('usdcusd') ?? 1));

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
 * increasing with the collateral the transaction moved into the custody, changing TP/SL, or
 * closing and paying out from the custody with a transaction it signs on the request's blockhash.
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

  const close = (request: PerpsRequest, record: LandedTransaction) => {
    const position = positionOf(request.owner, request.positionKey);
    const price = position ? markOf(position.marketMint) : undefined;
    if (!position || price === undefined) return console.error('[sim perps] nothing to close for', request.key);
    const settled = settleClose(position, price);
    const payoutMint = (collateralMints as readonly string[]).includes(position.collateralMint ?? '') ? (position.collateralMint ?? USDC_MINT) : USDC_MINT;
    const unitPrice = collateralPrice(oracle, payoutMint) ?? 0;
    const tokens = unitPrice > 0 ? toBaseUnits(settled.payoutUsd / unitPrice, decimalsOfCollateral(payoutMint)) : 0n;
    if (tokens > 0n) {
      try {
        ledger.submitTransaction(custody.payout(request.owner, payoutMint, tokens, record.tx.message.recentBlockhash));
      } catch (error) {
        return console.error('[sim perps] the payout failed; the position stays open', request.positionKey, error);
      }
    }
    wallets.removePerpPosition(request.owner, request.positionKey);
    wallets.recordPerpsTrade(request.owner, {
      owner: request.owner,
      custody: custody.address,
      side: position.side,
      price,
      txId: record.signature,
      createdAt: seconds(deps.now()),
      collateralUsd: position.collateralUsd,
      sizeUsd: position.sizeUsd,
      inOutAmount: String(tokens),
      inOutTokenMint: payoutMint,
      mint: position.marketMint,
      collateralMint: payoutMint,
      pnlUsd: settled.pnlUsd,
      positionKey: position.positionKey,
      positionRequestKey: request.key,
      requestType: 'Market',
      requestChange: 'Decrease',
      feeUsd: settled.closeFeeUsd,
    });
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
        else tpsl(request);
      }
    },
  };
};

export type Keeper = ReturnType<typeof createKeeper>;
