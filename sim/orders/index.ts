import { Keypair } from '@solana/web3.js';
import type { SimFeature, SimFeatureContext } from '../feature';
import { type OrdersDeps, createActionBook } from './actions';
import { executeOrderTransaction } from './execute';
import { type LandingWaiter, createLandingWaiter } from './landingWaiter';
import { fundOrderAuthority, orderAuthorityOf } from './orderAuthority';
import { createOrderStore } from './orderStore';
import type { RecurringOrder, TriggerOrder } from './orderTypes';
import { createOrderProgramCheck } from './programCheck';
import { decodeRecurring, decodeTrigger } from '../../streams/instructions';
import { RECURRING_PROGRAM_ID, TRIGGER_PROGRAM_ID, orderRefIn, recurringInstructionsIn, triggerInstructionsIn } from './programs';
import { isRecurringAction, vetRecurringAction } from './recurring/check';
import { createRecurringKeeper } from './recurring/keeper';
import { applyRecurringLanding } from './recurring/landing';
import { registerRecurringRoutes } from './recurring/routes';
import { registerOrderSwitches } from './switchRoutes';
import { isTriggerAction, vetTriggerAction } from './trigger/check';
import { createTriggerKeeper } from './trigger/keeper';
import { applyTriggerLanding } from './trigger/landing';
import { registerTriggerRoutes } from './trigger/routes';

/**
 * Limit (Trigger v1) and recurring (Recurring v1) orders on the simulator's ledger: the order
 * programs as stand-ins reading the shared instruction layouts (streams/instructions/), escrows
 * owned by the order authority, a keeper that fills, slices and refunds once per block, and the
 * landing handler that opens the orders the landed instructions describe, moves them along and
 * writes the wallet store. See sim/README.md, Orders.
 */
export const startOrdersFeature = (context: SimFeatureContext): SimFeature => {
  const triggers = createOrderStore<TriggerOrder>();
  const recurring = createOrderStore<RecurringOrder>();
  const actions = createActionBook();
  const authority = orderAuthorityOf(context.market().seed);
  const keeperAddress = authority.publicKey.toBase58();
  const { ledger } = context;
  const stops: (() => void)[] = [];
  let deps: OrdersDeps | undefined;
  let waiter: LandingWaiter | undefined;
  let clearKeepers = () => {};

  if (ledger) {
    let pool: Keypair | undefined;
    const ready: OrdersDeps = {
      market: () => context.market(),
      ledger,
      wallets: context.wallets,
      now: () => context.now(),
      authority,
      poolAuthority: () => (pool ??= Keypair.fromSecretKey(ledger.authoritySecretKey())),
      actions,
      rogue: context.rogue,
    };
    deps = ready;
    waiter = createLandingWaiter(ledger);
    fundOrderAuthority(ledger, authority);
    const triggerKeeper = createTriggerKeeper(ready, triggers);
    const recurringKeeper = createRecurringKeeper(ready, recurring);
    clearKeepers = () => {
      triggerKeeper.clear();
      recurringKeeper.clear();
    };
    stops.push(
      ledger.guardProgram(TRIGGER_PROGRAM_ID, createOrderProgramCheck(actions, decodeTrigger, isTriggerAction, vetTriggerAction(triggers, ready.market))),
      ledger.guardProgram(
        RECURRING_PROGRAM_ID,
        createOrderProgramCheck(actions, decodeRecurring, isRecurringAction, vetRecurringAction(recurring, ready.market)),
      ),
      ledger.onTransaction((record) => {
        const ref = orderRefIn(record.tx.message);
        const action = ref ? actions.take(ref) : undefined;
        if (!action) return;
        if (isTriggerAction(action)) applyTriggerLanding(ready, triggers, action, record, triggerInstructionsIn(record.tx.message));
        else if (isRecurringAction(action)) applyRecurringLanding(ready, recurring, action, record, recurringInstructionsIn(record.tx.message));
      }),
      ledger.onSlot(() => {
        const height = ledger.blockHeight();
        actions.prune((action) => action.lastValidBlockHeight < height);
        triggerKeeper.tick();
        recurringKeeper.tick();
      }),
      ledger.onReset(() => fundOrderAuthority(ledger, authority)),
    );
  }

  const execute = (withOrder: boolean) => (body: unknown) =>
    ledger && waiter ? executeOrderTransaction({ ledger, actions, waiter, withOrder }, body) : Promise.reject(new Error('no ledger'));
  registerTriggerRoutes(context.router, { deps, store: triggers, keeper: keeperAddress, execute: execute(false) });
  registerRecurringRoutes(context.router, { deps, store: recurring, keeper: keeperAddress, execute: execute(true) });
  registerOrderSwitches(context.router, {
    market: () => context.market(),
    describe: () => ({
      authority: keeperAddress,
      pendingActions: actions.size,
      trigger: triggers.live().map((order) => ({
        orderKey: order.orderKey,
        owner: order.owner,
        status: order.status,
        remainingMaking: order.remainingMaking.toString(),
        inFlight: order.inFlight?.tagId ?? null,
      })),
      recurring: recurring.live().map((order) => ({
        orderKey: order.orderKey,
        owner: order.owner,
        status: order.status,
        cyclesDone: order.cyclesDone,
        nextCycleAt: order.nextCycleAt,
        inFlight: order.inFlight?.tagId ?? null,
      })),
    }),
  });

  return {
    reset: () => {
      triggers.clear();
      recurring.clear();
      actions.clear();
      clearKeepers();
    },
    close: () => {
      for (const stop of stops) stop();
      waiter?.close();
    },
  };
};
