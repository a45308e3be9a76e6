import { microToUsd, type PerpsDecrease, type PerpsIncrease, type PerpsTpsl } from '../../streams/instructions';
import type { LandedTransaction, Ledger } from '../ledger';
import { SOL_MINT } from '../market/knownTokens';
import type { PerpPositionRecord } from '../wallet/records';
import type { WalletStore } from '../wallet/walletStore';
import { collateralUsdOf, tokensForUsd } from './collateralValue';
import type { Custody } from './custody';
import { feedOfMint } from './feeds';
import type { OracleModel } from './oracle';
import { applyIncrease, feeFor, settleClose, withdrawalProblem } from './positionMath';
import { type SpentRequests, requestsIn } from './requests';

export interface KeeperDeps {
  readonly ledger: Ledger;
  readonly wallets: WalletStore;
  readonly oracle: OracleModel;
  readonly custody: Custody;
  /** Request keys executed: each runs once. */
  readonly spent: SpentRequests;
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
    balances
      .filter((balance) => balance.owner === custody.address && balance.mint === mint)
      .reduce((sum, balance) => sum + BigInt(balance.uiTokenAmount.amount), 0n);
  return total(record.meta.postTokenBalances) - total(record.meta.preTokenBalances);
};

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The keeper: when a transaction carrying perps request instructions lands (each signed by its
 * owner, the transaction without error, so the program's rules in requestCheck.ts passed), it
 * executes each at the oracle price exactly as the instruction says — opening or increasing
 * with the collateral the transaction moved into the custody, changing TP/SL, taking collateral
 * out, or closing — paying the instruction's receiver in its receive mint from the custody in a
 * transaction the custody signs on the request's blockhash.
 */
export const createKeeper = (deps: KeeperDeps) => {
  const { ledger, wallets, oracle, custody, spent } = deps;
  const positionOf = (owner: string, key: string) => wallets.perpPositions(owner).find((position) => position.positionKey === key);
  const markOf = (marketMint: string) => {
    const feed = feedOfMint(marketMint);
    return feed ? oracle.priceUsd(feed.id) : undefined;
  };
  const optionalUsd = (micro: bigint | null) => (micro === null ? undefined : microToUsd(micro));

  /** `claimed`: collateral of each mint earlier requests of the same transaction counted already. */
  const increase = (request: PerpsIncrease, record: LandedTransaction, claimed: Map<string, bigint>) => {
    const price = markOf(request.market);
    const collateralUsd = collateralUsdOf(oracle, request.collateralMint, request.collateralAmount);
    if (price === undefined || collateralUsd === undefined) return console.error('[sim perps] no price to execute a request', request.request);
    const unclaimed = receivedByCustody(record, custody, request.collateralMint) - (claimed.get(request.collateralMint) ?? 0n);
    if (unclaimed < request.collateralAmount) return console.error('[sim perps] a request moved less collateral than asked', request.request);
    claimed.set(request.collateralMint, (claimed.get(request.collateralMint) ?? 0n) + request.collateralAmount);
    const current = positionOf(request.owner, request.position);
    const sizeUsdDelta = microToUsd(request.sizeUsd);
    const next = applyIncrease(current, { sizeUsdDelta, collateralUsdDelta: collateralUsd, priceUsd: price });
    const position: PerpPositionRecord = {
      positionKey: request.position,
      marketMint: request.market,
      collateralMint: current?.collateralMint ?? request.collateralMint,
      side: request.side,
      ...next,
      // No trigger in an increase leaves the position's own.
      takeProfitPriceUsd: optionalUsd(request.takeProfit) ?? current?.takeProfitPriceUsd,
      stopLossPriceUsd: optionalUsd(request.stopLoss) ?? current?.stopLossPriceUsd,
      ...(request.market === SOL_MINT ? {} : { markPriceUsd: price }),
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
      collateralUsd,
      sizeUsd: sizeUsdDelta,
      inOutAmount: String(request.collateralAmount),
      inOutTokenMint: request.collateralMint,
      mint: request.market,
      collateralMint: request.collateralMint,
      positionKey: request.position,
      positionRequestKey: request.request,
      requestType: 'Market',
      requestChange: 'Increase',
      feeUsd: feeFor(sizeUsdDelta),
    });
  };

  /** A Decrease in the wallet's perps activity: what left the position and what the custody paid. */
  const recordDecrease = (
    request: PerpsDecrease,
    position: PerpPositionRecord,
    record: LandedTransaction,
    change: { price: number; tokens: bigint; collateralUsd: number; sizeUsd: number; feeUsd: number; pnlUsd?: number },
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
      inOutTokenMint: request.receiveMint,
      mint: position.marketMint,
      collateralMint: request.receiveMint,
      ...(change.pnlUsd === undefined ? {} : { pnlUsd: change.pnlUsd }),
      positionKey: position.positionKey,
      positionRequestKey: request.request,
      requestType: 'Market',
      requestChange: 'Decrease',
      feeUsd: change.feeUsd,
    });

  /** Pays `usd` of the request's receive mint from the custody to its receiver; the base units paid, or undefined when the payout failed. */
  const pay = (request: PerpsDecrease, usd: number, record: LandedTransaction): bigint | undefined => {
    const tokens = tokensForUsd(oracle, request.receiveMint, usd);
    if (tokens === 0n) return tokens;
    try {
      ledger.submitTransaction(custody.payout(request.receiver, request.receiveMint, tokens, record.tx.message.recentBlockhash));
      return tokens;
    } catch (error) {
      console.error('[sim perps] the payout failed; the position is left as it was', request.owner, error);
      return undefined;
    }
  };

  const close = (request: PerpsDecrease, position: PerpPositionRecord, price: number, record: LandedTransaction) => {
    const settled = settleClose(position, price);
    const tokens = pay(request, settled.payoutUsd, record);
    if (tokens === undefined) return;
    wallets.removePerpPosition(request.owner, request.position);
    recordDecrease(request, position, record, {
      price,
      tokens,
      collateralUsd: position.collateralUsd,
      sizeUsd: position.sizeUsd,
      pnlUsd: settled.pnlUsd,
      feeUsd: settled.closeFeeUsd,
    });
  };

  /** Collateral out: checked again at the price of the moment (it may have moved since the quote). */
  const withdraw = (request: PerpsDecrease, position: PerpPositionRecord, price: number, record: LandedTransaction) => {
    const usd = microToUsd(request.collateralUsd);
    const problem = withdrawalProblem(position, usd, price);
    if (problem) return console.error('[sim perps] a collateral withdrawal is refused at execution:', problem, request.request);
    const tokens = pay(request, usd, record);
    if (tokens === undefined) return;
    wallets.upsertPerpPosition(request.owner, { ...position, collateralUsd: position.collateralUsd - usd });
    recordDecrease(request, position, record, { price, tokens, collateralUsd: usd, sizeUsd: 0, feeUsd: 0 });
  };

  const decrease = (request: PerpsDecrease, record: LandedTransaction) => {
    const position = positionOf(request.owner, request.position);
    const price = position ? markOf(position.marketMint) : undefined;
    if (!position || price === undefined) return console.error('[sim perps] nothing to decrease for', request.request);
    if (request.entirePosition === 'true') close(request, position, price, record);
    else withdraw(request, position, price, record);
  };

  const tpsl = (request: PerpsTpsl) => {
    const position = positionOf(request.owner, request.position);
    if (!position) return console.error('[sim perps] no position for a TP/SL request', request.request);
    wallets.upsertPerpPosition(request.owner, {
      ...position,
      takeProfitPriceUsd: optionalUsd(request.takeProfit),
      stopLossPriceUsd: optionalUsd(request.stopLoss),
    });
  };

  return {
    /** Every landed transaction: executes the requests it carries, each once. */
    onLanded: (record: LandedTransaction) => {
      const claimed = new Map<string, bigint>();
      for (const request of requestsIn(record)) {
        if (spent.has(request.value.request)) continue;
        spent.add(request.value.request);
        if (request.instruction === 'increase') increase(request.value, record, claimed);
        else if (request.instruction === 'decrease') decrease(request.value, record);
        else tpsl(request.value);
      }
    },
  };
};

export type Keeper = ReturnType<typeof createKeeper>;
