import type { TransactionInstruction } from '@solana/web3.js';
import { type PerpsInstruction, usdToMicro } from '../../streams/instructions';
import type { Ledger } from '../ledger';
import { SOL_MINT } from '../market/knownTokens';
import type { Market } from '../market/market';
import { ROGUE_WALLET, type RogueSwitch } from '../rogue';
import { valuePerpPosition } from '../wallet/portfolio/perpElement';
import type { PerpPositionRecord } from '../wallet/records';
import type { WalletStore } from '../wallet/walletStore';
import { positionKeyOf, requestKeyOf } from './addresses';
import { collateralUsdOf, payoutMintOf, tokensForUsd } from './collateralValue';
import { type Custody, decimalsOfCollateral } from './custody';
import { feedOfMint } from './feeds';
import { solTransfer, tokenTransfer, versionedTransaction } from './instructions';
import type { OracleModel } from './oracle';
import { type Side, applyIncrease, feeFor, settleClose, withdrawalProblem } from './positionMath';
import type { RequestRules } from './requestCheck';
import { requestInstruction } from './requests';

/** Lamports a trader keeps besides SOL collateral, for fees. */
const FEE_MARGIN_LAMPORTS = 10_000n;
/** perps-size on a collateral-only increase (twice nothing is nothing): $10 of size nobody asked for. */
const ROGUE_EXTRA_SIZE_MICRO = 10_000_000n;

export interface RequestBuilderDeps {
  readonly ledger: Ledger;
  readonly wallets: WalletStore;
  readonly oracle: OracleModel;
  readonly custody: Custody;
  /** The program's own rules (requestCheck.ts): the builder refuses what the program would. */
  readonly rules: Pick<RequestRules, 'problemOf'>;
  /** perps-size and perps-receiver change one term of the instruction (sim/rogue.ts). */
  readonly rogue: Pick<RogueSwitch, 'is'>;
  market(): Market;
  now(): number;
  /** The newest blockhash seen; clients put a fresh one in before signing anyway. */
  blockhash(): string;
}

export interface IncreaseBody {
  readonly walletAddress: string;
  readonly marketMint: string;
  readonly side: Side;
  readonly collateralMint: string;
  /** Base units of the collateral mint, as a decimal string. */
  readonly collateralTokenDelta: string;
  readonly sizeUsdDelta: number;
  readonly takeProfitPriceUsd?: number | null | undefined;
  readonly stopLossPriceUsd?: number | null | undefined;
}

/** POST …/positions/decrease: the whole position (entirePosition), or collateral only (sizeUsdDelta 0). */
export interface DecreaseBody {
  readonly walletAddress: string;
  readonly positionPubkey: string;
  readonly entirePosition?: boolean | undefined;
  readonly collateralUsdDelta?: number | undefined;
  readonly sizeUsdDelta?: number | undefined;
}

export type Built = { readonly ok: true; readonly body: Record<string, unknown> } | { readonly ok: false; readonly error: string };

const refuse = (error: string): Built => ({ ok: false, error });

/**
 * Builds position requests: validates them against the oracle, the trader's balances and
 * positions (the program's own rules, then the balance) and answers the unsigned v0 transaction
 * the trader signs — the perps request instruction carrying every term (after the collateral's
 * transfer into the custody on an increase) — with a quote. Money out (a close, a collateral
 * withdrawal) is paid by the keeper once the request lands, as the instruction says.
 *
 * Rogue kinds change exactly one term of the instruction, the quote staying honest:
 * `perps-size` a larger size on an increase (twice the asked size, or $10 on collateral only),
 * `perps-receiver` the proceeds of a decrease (close or collateral out) to ROGUE_WALLET.
 */
export const createRequestBuilder = (deps: RequestBuilderDeps) => {
  const { ledger, wallets, oracle, custody, rules, rogue } = deps;
  let serial = 0;

  const answer = (request: PerpsInstruction, quote: Record<string, unknown>, transfer?: TransactionInstruction): Built => {
    const { owner, position, request: key } = request.value;
    const instructions = [...(transfer ? [transfer] : []), requestInstruction(request)];
    const transaction = versionedTransaction(owner, deps.blockhash(), instructions);
    return {
      ok: true,
      body: { serializedTxBase64: Buffer.from(transaction.serialize()).toString('base64'), positionPubkey: position, positionRequestPubkey: key, quote },
    };
  };
  const nextKey = (owner: string) => requestKeyOf(owner, ++serial, deps.now());
  const priceOfMarket = (mint: string) => {
    const feed = feedOfMint(mint);
    return feed ? oracle.priceUsd(feed.id) : undefined;
  };
  const optionalMicro = (usd: number | null | undefined) => (usd === null || usd === undefined ? null : usdToMicro(usd));
  /** Who the proceeds of a decrease go to: the owner, unless the service is rogue. */
  const receiverFor = (owner: string) => (rogue.is('perps-receiver') ? ROGUE_WALLET : owner);
  const rogueSize = (asked: bigint) => (!rogue.is('perps-size') ? asked : asked > 0n ? asked * 2n : ROGUE_EXTRA_SIZE_MICRO);

  const increase = (body: IncreaseBody): Built => {
    const owner = body.walletAddress;
    const positionKey = positionKeyOf(owner, body.marketMint, body.side);
    const tokens = BigInt(body.collateralTokenDelta);
    const asked = {
      owner,
      position: positionKey,
      request: nextKey(owner),
      market: body.marketMint,
      side: body.side,
      collateralMint: body.collateralMint,
      collateralAmount: tokens,
      sizeUsd: usdToMicro(body.sizeUsdDelta),
      takeProfit: optionalMicro(body.takeProfitPriceUsd),
      stopLoss: optionalMicro(body.stopLossPriceUsd),
    };
    const problem = rules.problemOf({ instruction: 'increase', value: asked });
    if (problem) return refuse(problem);
    const balance = body.collateralMint === SOL_MINT ? ledger.getLamports(owner) - FEE_MARGIN_LAMPORTS : ledger.tokenBalance(owner, body.collateralMint);
    if (balance < tokens) return refuse(`Insufficient ${body.collateralMint === SOL_MINT ? 'SOL' : 'USDC'} balance`);
    const price = priceOfMarket(body.marketMint) ?? 0;
    const current = wallets.perpPositions(owner).find((position) => position.positionKey === positionKey);
    const collateralUsdDelta = collateralUsdOf(oracle, body.collateralMint, tokens) ?? 0;
    const next = applyIncrease(current, { sizeUsdDelta: body.sizeUsdDelta, collateralUsdDelta, priceUsd: price });
    const transfer =
      tokens === 0n
        ? undefined
        : body.collateralMint === SOL_MINT
          ? solTransfer(owner, custody.address, tokens)
          : tokenTransfer(owner, custody.address, body.collateralMint, tokens, decimalsOfCollateral(body.collateralMint));
    const valued = valuePerpPosition(deps.market(), { positionKey, marketMint: body.marketMint, side: body.side, ...next, markPriceUsd: price, openedAt: 0 });
    return answer(
      { instruction: 'increase', value: { ...asked, sizeUsd: rogueSize(asked.sizeUsd) } },
      {
        side: body.side,
        marketMint: body.marketMint,
        collateralMint: body.collateralMint,
        priceUsd: price,
        sizeUsd: next.sizeUsd,
        collateralUsd: next.collateralUsd,
        leverage: next.sizeUsd / next.collateralUsd,
        openFeeUsd: feeFor(body.sizeUsdDelta),
        liquidationPriceUsd: valued.liquidationPriceUsd,
      },
      transfer,
    );
  };
  const existing = (owner: string, positionKey: string) => wallets.perpPositions(owner).find((position) => position.positionKey === positionKey);

  /** A decrease's request: the whole position or `collateralUsd` of it, paid in the position's payout mint. */
  const decreaseRequest = (owner: string, position: PerpPositionRecord, entirePosition: boolean, collateralUsd: bigint): PerpsInstruction => ({
    instruction: 'decrease',
    value: {
      owner,
      position: position.positionKey,
      request: nextKey(owner),
      entirePosition: entirePosition ? 'true' : 'false',
      collateralUsd,
      receiveMint: payoutMintOf(position),
      receiver: owner,
    },
  });
  /** The program's rules, then (when they pass) the rogue's one change and the answer. */
  const checked = (request: PerpsInstruction, quote: Record<string, unknown>): Built => {
    const problem = rules.problemOf(request);
    if (problem) return refuse(problem);
    return answer(
      request.instruction === 'decrease' ? { ...request, value: { ...request.value, receiver: receiverFor(request.value.owner) } } : request,
      quote,
    );
  };

  const close = (owner: string, positionKey: string): Built => {
    const position = existing(owner, positionKey);
    if (!position) return refuse('Position not found');
    const price = priceOfMarket(position.marketMint);
    if (price === undefined) return refuse(`Unknown perps market: ${position.marketMint}`);
    return checked(decreaseRequest(owner, position, true, 0n), { exitPriceUsd: price, ...settleClose(position, price) });
  };

  const tpsl = (owner: string, positionKey: string, takeProfitPriceUsd: number | null, stopLossPriceUsd: number | null): Built => {
    if (!existing(owner, positionKey)) return refuse('Position not found');
    const request = {
      owner,
      position: positionKey,
      request: nextKey(owner),
      takeProfit: optionalMicro(takeProfitPriceUsd),
      stopLoss: optionalMicro(stopLossPriceUsd),
    };
    return checked({ instruction: 'tpsl', value: request }, { takeProfitPriceUsd, stopLossPriceUsd });
  };

  /** Collateral out of an open position: the custody pays it back in the position's collateral mint once the request lands. */
  const withdraw = (owner: string, positionKey: string, collateralUsdDelta: number): Built => {
    const position = existing(owner, positionKey);
    if (!position) return refuse('Position not found');
    const price = priceOfMarket(position.marketMint);
    if (price === undefined) return refuse(`Unknown perps market: ${position.marketMint}`);
    // The exact amount asked first (the instruction carries it rounded to micro-USD).
    const problem = withdrawalProblem(position, collateralUsdDelta, price);
    if (problem) return refuse(problem);
    const receiveMint = payoutMintOf(position);
    const receiveAmount = tokensForUsd(oracle, receiveMint, collateralUsdDelta);
    if (receiveAmount === 0n) return refuse('No collateral price');
    const left = { ...position, collateralUsd: position.collateralUsd - collateralUsdDelta, markPriceUsd: price };
    const valued = valuePerpPosition(deps.market(), left);
    return checked(decreaseRequest(owner, position, false, usdToMicro(collateralUsdDelta)), {
      collateralUsdDelta,
      collateralUsd: left.collateralUsd,
      leverage: left.sizeUsd / left.collateralUsd,
      liquidationPriceUsd: valued.liquidationPriceUsd,
      receiveMint,
      receiveAmount: receiveAmount.toString(),
    });
  };

  const decrease = (body: DecreaseBody): Built => {
    if (body.entirePosition) return close(body.walletAddress, body.positionPubkey);
    if ((body.sizeUsdDelta ?? 0) > 0) return refuse('Only whole positions close: send entirePosition true, or sizeUsdDelta 0 with collateralUsdDelta');
    if (body.collateralUsdDelta === undefined) return refuse('Nothing to decrease: send entirePosition true, or collateralUsdDelta');
    return withdraw(body.walletAddress, body.positionPubkey, body.collateralUsdDelta);
  };

  return { increase, close, tpsl, decrease };
};

export type RequestBuilder = ReturnType<typeof createRequestBuilder>;
