import type { Ledger } from '../ledger';
import { SOL_MINT } from '../market/knownTokens';
import type { Market } from '../market/market';
import { valuePerpPosition } from '../wallet/portfolio/perpElement';
import type { WalletStore } from '../wallet/walletStore';
import { positionKeyOf, requestKeyOf } from './addresses';
import { collateralPrice, payoutMintOf, tokensForUsd } from './collateralValue';
import { type Custody, collateralMints, decimalsOfCollateral } from './custody';
import { feedOfMint } from './feeds';
import { solTransfer, tokenTransfer, versionedTransaction } from './instructions';
import type { OracleModel } from './oracle';
import { type Side, applyIncrease, feeFor, leverageProblem, settleClose, triggerProblem, withdrawalProblem } from './positionMath';
import type { PerpsRequest, RequestBook } from './requests';

/** Lamports a trader keeps besides SOL collateral, for fees. */
const FEE_MARGIN_LAMPORTS = 10_000n;

export interface RequestBuilderDeps {
  readonly ledger: Ledger;
  readonly wallets: WalletStore;
  readonly oracle: OracleModel;
  readonly custody: Custody;
  readonly requests: RequestBook;
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
 * positions, remembers the request and answers the unsigned v0 transaction the trader signs
 * (collateral into the custody, or a marker-only transfer of 0 lamports), with a quote. Money
 * out (a close, a collateral withdrawal) is paid by the keeper once the request lands.
 */
export const createRequestBuilder = (deps: RequestBuilderDeps) => {
  const { ledger, wallets, oracle, custody, requests } = deps;
  let serial = 0;

  const answer = (owner: string, request: PerpsRequest, transfer: ReturnType<typeof solTransfer>, quote: Record<string, unknown>): Built => {
    requests.add(request);
    const transaction = versionedTransaction(owner, deps.blockhash(), [transfer]);
    return { ok: true, body: { serializedTxBase64: Buffer.from(transaction.serialize()).toString('base64'), positionPubkey: request.positionKey, positionRequestPubkey: request.key, quote } };
  };
  const nextKey = (owner: string) => requestKeyOf(owner, ++serial, deps.now());
  const marker = (owner: string, key: string) => solTransfer(owner, custody.address, 0n, key);
  const priceOfMarket = (mint: string) => {
    const feed = feedOfMint(mint);
    return feed ? oracle.priceUsd(feed.id) : undefined;
  };

  const increase = (body: IncreaseBody): Built => {
    const owner = body.walletAddress;
    const price = priceOfMarket(body.marketMint);
    if (price === undefined) return refuse(`Unknown perps market: ${body.marketMint}`);
    if (!(collateralMints as readonly string[]).includes(body.collateralMint)) return refuse('Collateral must be SOL or USDC');
    const tokens = BigInt(body.collateralTokenDelta);
    const unitPrice = collateralPrice(oracle, body.collateralMint);
    if (unitPrice === undefined) return refuse('No collateral price');
    const collateralUsdDelta = (Number(tokens) / 10 ** decimalsOfCollateral(body.collateralMint)) * unitPrice;
    if (tokens === 0n && body.sizeUsdDelta === 0) return refuse('Nothing to change');
    const positionKey = positionKeyOf(owner, body.marketMint, body.side);
    const current = wallets.perpPositions(owner).find((position) => position.positionKey === positionKey);
    const next = applyIncrease(current, { sizeUsdDelta: body.sizeUsdDelta, collateralUsdDelta, priceUsd: price });
    const problem = leverageProblem(next.sizeUsd, next.collateralUsd) ?? triggerProblem(body.side, price, body.takeProfitPriceUsd, body.stopLossPriceUsd);
    if (problem) return refuse(problem);
    const balance = body.collateralMint === SOL_MINT ? ledger.getLamports(owner) - FEE_MARGIN_LAMPORTS : ledger.tokenBalance(owner, body.collateralMint);
    if (balance < tokens) return refuse(`Insufficient ${body.collateralMint === SOL_MINT ? 'SOL' : 'USDC'} balance`);
    const key = nextKey(owner);
    const transfer =
      tokens === 0n
        ? marker(owner, key)
        : body.collateralMint === SOL_MINT
          ? solTransfer(owner, custody.address, tokens, key)
          : tokenTransfer(owner, custody.address, body.collateralMint, tokens, decimalsOfCollateral(body.collateralMint), key);
    const valued = valuePerpPosition(deps.market(), { positionKey, marketMint: body.marketMint, side: body.side, ...next, markPriceUsd: price, openedAt: 0 });
    return answer(
      owner,
      {
        kind: 'increase',
        key,
        owner,
        positionKey,
        createdAt: deps.now(),
        marketMint: body.marketMint,
        side: body.side,
        collateralMint: body.collateralMint,
        collateralTokens: tokens,
        sizeUsdDelta: body.sizeUsdDelta,
        takeProfitPriceUsd: body.takeProfitPriceUsd,
        stopLossPriceUsd: body.stopLossPriceUsd,
      },
      transfer,
      { side: body.side, marketMint: body.marketMint, collateralMint: body.collateralMint, priceUsd: price, sizeUsd: next.sizeUsd, collateralUsd: next.collateralUsd, leverage: next.sizeUsd / next.collateralUsd, openFeeUsd: feeFor(body.sizeUsdDelta), liquidationPriceUsd: valued.liquidationPriceUsd },
    );
  };

  const existing = (owner: string, positionKey: string) => wallets.perpPositions(owner).find((position) => position.positionKey === positionKey);

  const close = (owner: string, positionKey: string): Built => {
    const position = existing(owner, positionKey);
    if (!position) return refuse('Position not found');
    const price = priceOfMarket(position.marketMint);
    if (price === undefined) return refuse(`Unknown perps market: ${position.marketMint}`);
    const key = nextKey(owner);
    const settled = settleClose(position, price);
    return answer(owner, { kind: 'close', key, owner, positionKey, createdAt: deps.now() }, marker(owner, key), { exitPriceUsd: price, ...settled });
  };

  const tpsl = (owner: string, positionKey: string, takeProfitPriceUsd: number | null, stopLossPriceUsd: number | null): Built => {
    const position = existing(owner, positionKey);
    if (!position) return refuse('Position not found');
    const price = priceOfMarket(position.marketMint);
    if (price === undefined) return refuse(`Unknown perps market: ${position.marketMint}`);
    const problem = triggerProblem(position.side, price, takeProfitPriceUsd, stopLossPriceUsd);
    if (problem) return refuse(problem);
    const key = nextKey(owner);
    return answer(owner, { kind: 'tpsl', key, owner, positionKey, createdAt: deps.now(), takeProfitPriceUsd, stopLossPriceUsd }, marker(owner, key), { takeProfitPriceUsd, stopLossPriceUsd });
  };

  /** Collateral out of an open position: the custody pays it back in the position's collateral mint once the request lands. */
  const withdraw = (owner: string, positionKey: string, collateralUsdDelta: number): Built => {
    const position = existing(owner, positionKey);
    if (!position) return refuse('Position not found');
    const price = priceOfMarket(position.marketMint);
    if (price === undefined) return refuse(`Unknown perps market: ${position.marketMint}`);
    const problem = withdrawalProblem(position, collateralUsdDelta, price);
    if (problem) return refuse(problem);
    const receiveMint = payoutMintOf(position);
    const receiveAmount = tokensForUsd(oracle, receiveMint, collateralUsdDelta);
    if (receiveAmount === 0n) return refuse('No collateral price');
    const key = nextKey(owner);
    const left = { ...position, collateralUsd: position.collateralUsd - collateralUsdDelta, markPriceUsd: price };
    const valued = valuePerpPosition(deps.market(), left);
    return answer(owner, { kind: 'withdraw', key, owner, positionKey, createdAt: deps.now(), collateralUsdDelta }, marker(owner, key), {
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
