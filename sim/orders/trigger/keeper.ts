import { PublicKey } from '@solana/web3.js';
import { triggerExpire, triggerFill } from '../../../streams/instructions';
import type { OrdersDeps } from '../actions';
import { mulDivCeil } from '../amounts';
import { refundInstructions } from '../escrowMoves';
import { type PlannedFill, largestFill, planFill } from '../fillPricing';
import { fillInstructions } from '../fillTransfers';
import { submitKeeperTransaction } from '../keeperTransaction';
import type { OrderStore } from '../orderStore';
import type { TriggerOrder } from '../orderTypes';
import { TRIGGER_PROGRAM_ID } from '../programs';

/**
 * The trigger keeper, once per block: refunds expired orders, and fills each open order the
 * market now pays, to its receiver: all of it when the rate holds for the whole remainder, else
 * the largest part that keeps it (thin pools: price impact), never leaving dust (a part is at
 * least 1 % of the order, and leaves at least that much). An order with a keeper transaction in
 * flight, or a cancel that may still land, waits.
 */
const BPS = 10_000n;
/** Blocks an order rests after the ledger refused its fill. */
const BACKOFF_BLOCKS = 10;

/** The order's limit: output per input at least taking/making, less its slippage. */
const accepts = (order: TriggerOrder) => (fill: PlannedFill) =>
  fill.netOut * order.remainingMaking * BPS >= fill.inAmount * order.remainingTaking * (BPS - BigInt(order.slippageBps));

/** The taking amount a fill settles: pro rata, all of it on the last fill. */
const takingFor = (order: TriggerOrder, inAmount: bigint) => {
  if (inAmount >= order.remainingMaking) return order.remainingTaking;
  const share = mulDivCeil(inAmount, order.remainingTaking, order.remainingMaking);
  return share < order.remainingTaking ? share : order.remainingTaking;
};

export const createTriggerKeeper = (deps: OrdersDeps, store: OrderStore<TriggerOrder>) => {
  const restingUntil = new Map<string, number>();
  const parties = (order: TriggerOrder) => ({
    escrow: new PublicKey(order.escrow),
    orderAuthority: deps.authority.publicKey,
    poolAuthority: deps.poolAuthority().publicKey,
    recipient: new PublicKey(order.receiver),
    outputMint: order.outputMint,
    outputDecimals: order.outputDecimals,
    unwrapSol: order.nativeOutput,
  });

  const refundExpired = (order: TriggerOrder) => {
    const amount = order.remainingMaking;
    const instructions = refundInstructions({
      owner: new PublicKey(order.owner),
      mint: order.inputMint,
      amount,
      decimals: order.inputDecimals,
      escrow: new PublicKey(order.escrow),
      authority: deps.authority.publicKey,
      unwrapSol: order.nativeInput,
    });
    return submitKeeperTransaction(deps, TRIGGER_PROGRAM_ID, (ref) => triggerExpire.encode({ ref, order: order.orderKey }), instructions, {
      poolSigns: false,
      describe: (tagId, lastValidBlockHeight) => ({ tagId, lastValidBlockHeight, kind: 'trigger-expire', orderKey: order.orderKey, amount }),
    });
  };

  const fill = (order: TriggerOrder) => {
    const market = deps.market();
    const floor = order.makingAmount / 100n > 0n ? order.makingAmount / 100n : 1n;
    const planned = largestFill(order.remainingMaking, floor, (amount) => planFill(market, order.inputMint, order.outputMint, amount), accepts(order));
    if (!planned) return null;
    const takingFilled = takingFor(order, planned.inAmount);
    return submitKeeperTransaction(
      deps,
      TRIGGER_PROGRAM_ID,
      (ref) => triggerFill.encode({ ref, order: order.orderKey }),
      fillInstructions(planned, parties(order)),
      {
        poolSigns: true,
        describe: (tagId, lastValidBlockHeight) => ({
          tagId,
          lastValidBlockHeight,
          kind: 'trigger-fill',
          orderKey: order.orderKey,
          fill: planned,
          takingFilled,
        }),
      },
    );
  };

  const tick = () => {
    const height = deps.ledger.blockHeight();
    const now = deps.now();
    for (const [key, until] of restingUntil) if (until <= height) restingUntil.delete(key);
    for (const order of store.live()) {
      if (order.inFlight && order.inFlight.lastValidBlockHeight < height) order.inFlight = undefined;
      if (order.status !== 'Open' || order.inFlight || order.cancelUntilHeight >= height || (restingUntil.get(order.orderKey) ?? 0) > height) continue;
      const expired = order.expiredAt !== null && order.expiredAt <= now;
      // null: nothing to do now; undefined: the ledger refused the transaction, so the order rests.
      const action = expired ? refundExpired(order) : fill(order);
      if (action === undefined) restingUntil.set(order.orderKey, height + BACKOFF_BLOCKS);
      else if (action?.kind === 'trigger-fill' || action?.kind === 'trigger-expire') {
        order.inFlight = {
          tagId: action.tagId,
          inAmount: action.kind === 'trigger-fill' ? action.fill.inAmount : action.amount,
          lastValidBlockHeight: action.lastValidBlockHeight,
        };
      }
    }
  };

  return { tick, clear: () => restingUntil.clear() };
};
