import { decodePerpsInstruction, microToUsd, type PerpsDecrease, type PerpsIncrease, type PerpsInstruction, type PerpsTpsl } from '../../streams/instructions';
import type { ProgramCheck, ProgramFailure } from '../ledger';
import type { WalletStore } from '../wallet/walletStore';
import { positionKeyOf } from './addresses';
import { collateralUsdOf } from './collateralValue';
import { collateralMints } from './custody';
import { feedOfMint } from './feeds';
import type { OracleModel } from './oracle';
import { applyIncrease, leverageProblem, triggerProblem, withdrawalProblem } from './positionMath';
import type { SpentRequests } from './requests';

/**
 * The perps program's decision, made when a request transaction is simulated and when it lands
 * (Ledger.guardProgram): data that is not a request, a request already executed, or terms the
 * program refuses (an unknown market or collateral, a position key that is not the owner's for
 * that market and side, over 100x, a trigger on the wrong side of the mark, a withdrawal that
 * leaves too little) fail the transaction, so its collateral never moves. The builder refuses the
 * same before it answers; this is what holds for a transaction nobody checked.
 */
export interface RequestRulesDeps {
  readonly wallets: WalletStore;
  readonly oracle: OracleModel;
  readonly spent: SpentRequests;
}

const INVALID_REQUEST = 6000;
const REQUEST_SPENT = 6001;
const REQUEST_REFUSED = 6002;

const failure = (code: number, name: string, message: string): ProgramFailure => ({
  code,
  logs: [`Program log: AnchorError occurred. Error Code: ${name}. Error Number: ${code}. Error Message: ${message}.`],
});

const isCollateral = (mint: string) => (collateralMints as readonly string[]).includes(mint);
const optionalUsd = (micro: bigint | null) => (micro === null ? null : microToUsd(micro));

export const createRequestRules = ({ wallets, oracle, spent }: RequestRulesDeps) => {
  const markOf = (mint: string) => {
    const feed = feedOfMint(mint);
    return feed ? oracle.priceUsd(feed.id) : undefined;
  };
  const positionOf = (owner: string, key: string) => wallets.perpPositions(owner).find((position) => position.positionKey === key);

  const increaseProblem = (request: PerpsIncrease): string | undefined => {
    const price = markOf(request.market);
    if (price === undefined) return `Unknown perps market: ${request.market}`;
    if (!isCollateral(request.collateralMint)) return 'Collateral must be SOL or USDC';
    if (request.position !== positionKeyOf(request.owner, request.market, request.side)) return "The position is not the owner's for this market and side";
    if (request.collateralAmount === 0n && request.sizeUsd === 0n) return 'Nothing to change';
    const collateralUsdDelta = collateralUsdOf(oracle, request.collateralMint, request.collateralAmount);
    if (collateralUsdDelta === undefined) return 'No collateral price';
    const next = applyIncrease(positionOf(request.owner, request.position), { sizeUsdDelta: microToUsd(request.sizeUsd), collateralUsdDelta, priceUsd: price });
    return (
      leverageProblem(next.sizeUsd, next.collateralUsd) ?? triggerProblem(request.side, price, optionalUsd(request.takeProfit), optionalUsd(request.stopLoss))
    );
  };

  const decreaseProblem = (request: PerpsDecrease): string | undefined => {
    const position = positionOf(request.owner, request.position);
    if (!position) return 'Position not found';
    const price = markOf(position.marketMint);
    if (price === undefined) return `Unknown perps market: ${position.marketMint}`;
    if (!isCollateral(request.receiveMint)) return 'Payouts are in SOL or USDC';
    if (request.entirePosition === 'true') return request.collateralUsd === 0n ? undefined : 'A close takes no collateral amount';
    return withdrawalProblem(position, microToUsd(request.collateralUsd), price);
  };

  const tpslProblem = (request: PerpsTpsl): string | undefined => {
    const position = positionOf(request.owner, request.position);
    if (!position) return 'Position not found';
    const price = markOf(position.marketMint);
    if (price === undefined) return `Unknown perps market: ${position.marketMint}`;
    return triggerProblem(position.side, price, optionalUsd(request.takeProfit), optionalUsd(request.stopLoss));
  };

  /** Why the program refuses these terms now, or undefined when they run. */
  const problemOf = (request: PerpsInstruction): string | undefined => {
    if (request.instruction === 'increase') return increaseProblem(request.value);
    if (request.instruction === 'decrease') return decreaseProblem(request.value);
    return tpslProblem(request.value);
  };

  const check: ProgramCheck = (data) => {
    const request = decodePerpsInstruction(data);
    if (!request) return failure(INVALID_REQUEST, 'InvalidRequest', 'The instruction is not a perps request');
    if (spent.has(request.value.request)) return failure(REQUEST_SPENT, 'RequestAlreadyExecuted', 'The request was already executed');
    const problem = problemOf(request);
    return problem === undefined ? undefined : failure(REQUEST_REFUSED, 'RequestRefused', problem);
  };

  return { problemOf, check };
};

export type RequestRules = ReturnType<typeof createRequestRules>;
