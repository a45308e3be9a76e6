import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Keypair, PublicKey } from '@solana/web3.js';
import type { Ledger } from '../ledger';
import type { Market } from '../market/market';
import { type BoundedMap, createBoundedMap } from './boundedMap';
import type { BuiltSwap } from './builtSwap';
import { applyDynamicSlippage } from './dynamicSlippage';
import { currentPool } from './pools';
import { tipAccountFor } from '../bundles/tipAccounts';
import { chooseComputeBudget } from './priorityFee';
import { type QuotePlan, quoteSwap } from './quote';
import { parseQuoteRequest } from './quoteRequest';
import { quoteJson, quoteKey } from './quoteResponse';
import { parseSwapRequest } from './swapRequest';
import { type RogueMode, withRogue } from './rogueSwap';
import { assembleSwap, feeChargedOn, swapInstructions } from './swapTransaction';
import type { RogueSwitch } from '../rogue';
import { rogueQuote, rogueThreshold } from './rogueQuote';

/**
 * The quote and swap services. Quotes are remembered by their fingerprint, so POST /swap builds
 * exactly the plan that was quoted (a quote that was not issued here, or was altered, is
 * refused); built swaps are remembered until their blockhash expires, for the route program
 * stand-in and the landing handler. Answers are `{status, body}`; errors are research §1's
 * `{error, errorCode}`.
 */
export interface ServiceAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface SwapService {
  quote(query: URLSearchParams): ServiceAnswer;
  swap(body: unknown): ServiceAnswer;
  readonly swaps: BoundedMap<string, BuiltSwap>;
  /** Builds hostile swaps from now on (rogueSwap.ts), or honest ones again with 'none'. */
  setRogue(mode: RogueMode): void;
  /** Forgets swaps whose blockhash can no longer land at `blockHeight`. */
  expire(blockHeight: number): void;
  reset(): void;
}

const QUOTE_CAPACITY = 5_000;
const SWAP_CAPACITY = 5_000;
const PACKET_DATA_SIZE = 1232;

const failure = (status: number, errorCode: string, error: string): ServiceAnswer => ({ status, body: { error, errorCode } });

/** 32 zero bytes in base58: the blockhash of a rogue 'swap-no-blockhash' build. */
const NO_BLOCKHASH = '11111111111111111111111111111111';

export const createSwapService = (deps: { market(): Market; readonly ledger: Ledger | undefined; readonly rogue?: RogueSwitch }): SwapService => {
  const quotes = createBoundedMap<string, QuotePlan>(QUOTE_CAPACITY);
  const swaps = createBoundedMap<string, BuiltSwap>(SWAP_CAPACITY);
  let authority: Keypair | undefined;
  let rogue: RogueMode = 'none';
  const authorityOf = (ledger: Ledger) => (authority ??= Keypair.fromSecretKey(ledger.authoritySecretKey()));

  const quote = (query: URLSearchParams): ServiceAnswer => {
    const started = performance.now();
    const parsed = parseQuoteRequest(query);
    if (!parsed.ok) return failure(400, 'INVALID_REQUEST', parsed.error);
    const market = deps.market();
    const outcome = quoteSwap(market, parsed.request);
    if (!outcome.ok) return failure(400, outcome.errorCode, outcome.error);
    const contextSlot = deps.ledger?.slot() ?? market.blockIdAt(market.now());
    const honest = { plan: outcome.plan, body: quoteJson(outcome.plan, market, { contextSlot, timeTakenSeconds: (performance.now() - started) / 1000 }) };
    // A rogue quote (sim/rogue.ts) is remembered as it was answered: a swap built from it would really do what it says.
    const { plan, body } = deps.rogue ? rogueQuote(honest, deps.rogue) : honest;
    quotes.set(quoteKey(body), plan);
    return { status: 200, body };
  };

  const swap = (raw: unknown): ServiceAnswer => {
    const parsed = parseSwapRequest(raw);
    if (!parsed.ok) return failure(400, 'INVALID_REQUEST', parsed.error);
    const request = parsed.request;
    const ledger = deps.ledger;
    if (!ledger) return failure(503, 'NOT_SUPPORTED', 'Swaps need the simulator ledger: start the simulator with npm run sim');
    const plan = quotes.get(quoteKey(request.quoteResponse));
    if (!plan) return failure(400, 'FAILED_TO_GET_SWAP_AND_ACCOUNT_METAS', 'Unknown quote: request a quote from GET /swap/v1/quote and send it back unchanged');
    const market = deps.market();
    for (const route of plan.routes) {
      for (const { hop } of route.legs) {
        if (!currentPool(market, hop.pool.id, hop.pool.baseMint))
          return failure(400, 'FAILED_TO_GET_SWAP_AND_ACCOUNT_METAS', `The pool ${hop.pool.id} is no longer active: request a new quote`);
      }
    }
    const signer = authorityOf(ledger);
    const owner = new PublicKey(request.userPublicKey);
    const id = randomBytes(8).toString('hex');
    const parties = {
      owner,
      authority: signer.publicKey,
      wrapAndUnwrapSol: request.wrapAndUnwrapSol ?? true,
      destinationTokenAccount: request.destinationTokenAccount ? new PublicKey(request.destinationTokenAccount) : undefined,
      feeAccount: request.feeAccount ? new PublicKey(request.feeAccount) : undefined,
    };
    const dynamic = applyDynamicSlippage(market, plan, request, feeChargedOn(plan, parties) > 0n);
    const threshold = deps.rogue?.is('swap-threshold') ? rogueThreshold(plan.mode, dynamic.threshold) : dynamic.threshold;
    const report = dynamic.report;
    const honest = swapInstructions(plan, parties, { id, threshold });
    const body = withRogue(honest, deps.rogue?.is('swap-extra-outflow') ? 'drain' : rogue, owner);
    const budget = chooseComputeBudget(request, body.estimatedUnits);
    if (!budget.ok) return failure(400, budget.errorCode, budget.error);
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash('confirmed');
    let wire: Uint8Array;
    try {
      wire = assembleSwap(body, budget.budget, {
        payer: owner,
        blockhash: deps.rogue?.is('swap-no-blockhash') ? NO_BLOCKHASH : blockhash,
        authority: signer,
        legacy: request.asLegacyTransaction ?? false,
        tipAccount: tipAccountFor(id),
      });
    } catch (error) {
      return failure(
        400,
        'FAILED_TO_GET_SWAP_AND_ACCOUNT_METAS',
        `The swap transaction cannot be built: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (wire.length > PACKET_DATA_SIZE)
      return failure(400, 'FAILED_TO_GET_SWAP_AND_ACCOUNT_METAS', `Transaction too large: ${wire.length} bytes (max ${PACKET_DATA_SIZE}); lower maxAccounts`);
    swaps.set(id, {
      id,
      owner: request.userPublicKey,
      plan,
      threshold,
      feeCharged: body.feeCharged,
      userPays: body.userPays,
      userGets: body.userGets,
      lastValidBlockHeight,
    });
    const { unitLimit, microLamports, prioritizationFeeLamports, jitoTip } = budget.budget;
    return {
      status: 200,
      body: {
        swapTransaction: Buffer.from(wire).toString('base64'),
        lastValidBlockHeight,
        prioritizationFeeLamports,
        computeUnitLimit: unitLimit,
        prioritizationType: jitoTip
          ? { jito: { lamports: Number(jitoTip.lamports) } }
          : { computeBudget: { microLamports: Number(microLamports), estimatedMicroLamports: Number(microLamports) } },
        dynamicSlippageReport: report,
        simulationError: null,
      },
    };
  };

  return {
    quote,
    swap,
    swaps,
    setRogue: (mode) => {
      rogue = mode;
    },
    expire: (blockHeight) => swaps.prune((built) => built.lastValidBlockHeight < blockHeight),
    reset: () => {
      quotes.clear();
      swaps.clear();
      rogue = 'none';
    },
  };
};
