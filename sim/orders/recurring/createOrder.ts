import { randomUUID } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { type RecurringCreate, recurringCreate } from '../../../streams/instructions';
import { SOL_MINT } from '../../market/knownTokens';
import type { OrdersDeps } from '../actions';
import { positiveBaseUnits, usdValue } from '../amounts';
import { type Answer, answer, refusal } from '../answers';
import { depositInstructions } from '../escrowMoves';
import { escrowAddressOf, newOrderKey } from '../orderAuthority';
import type { OrderStore } from '../orderStore';
import type { RecurringOrder } from '../orderTypes';
import { RECURRING_PROGRAM_ID } from '../programs';
import { rogueRecurringCreate } from '../rogueOrders';
import { programInstruction } from '../txAssembly';
import { isWallet, userTransaction } from '../userTransaction';

/**
 * POST /recurring/v1/createOrder (time-based): validates against research §6's limits (at least
 * 100 USD in all, at least 2 orders of at least 50 USD each; in the simulator at least 60 s
 * between orders, so a user can watch the slices), opens an empty escrow and answers the
 * transaction that deposits `inAmount` into it, its terms in the Recurring program's create
 * instruction (streams/instructions/recurring.ts). The order is Active once that lands, as the
 * instruction says (recurring/landing.ts).
 */
export const MIN_TOTAL_USD = 100;
export const MIN_ORDER_USD = 50;
export const MIN_INTERVAL_SECONDS = 60;
const MAX_INTERVAL_SECONDS = 366 * 86_400;
const MAX_ORDERS = 1_000;
const CREATE_UNIT_LIMIT = 200_000;
const SOL_FEE_MARGIN = 3_000_000n;

type Params = Record<string, unknown>;
const asObject = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Params) : undefined);
const price = (value: unknown): number | null | 'bad' =>
  value === undefined || value === null ? null : typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 'bad';
const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;

export const createRecurringOrder = (deps: OrdersDeps, store: OrderStore<RecurringOrder>, raw: unknown): Answer => {
  const body = asObject(raw) ?? {};
  const { user, inputMint, outputMint } = body;
  if (!isWallet(user)) return refusal('user must be a base58 address');
  if (!isWallet(inputMint) || !isWallet(outputMint)) return refusal('inputMint and outputMint must be base58 addresses');
  const market = deps.market();
  const input = market.token(inputMint);
  const output = market.token(outputMint);
  if (!input) return refusal(`Input mint is not tradable: ${inputMint}`);
  if (!output) return refusal(`Output mint is not tradable: ${outputMint}`);
  if (inputMint === outputMint) return refusal('Input mint and output mint must differ');
  const time = asObject(asObject(body.params)?.time);
  if (!time) return refusal('params.time is required: the simulator offers time-based recurring orders only');
  const inAmount = positiveBaseUnits(time.inAmount);
  if (inAmount === undefined) return refusal('inAmount must be a positive whole number of base units (u64)');
  if (typeof time.numberOfOrders !== 'number' || !Number.isSafeInteger(time.numberOfOrders) || time.numberOfOrders < 2)
    return refusal('Number of orders must be at least 2');
  const numberOfOrders = wholeIn(time.numberOfOrders, 2, MAX_ORDERS);
  if (numberOfOrders === undefined) return refusal(`Number of orders must be at most ${MAX_ORDERS}`);
  if (typeof time.interval !== 'number' || !Number.isSafeInteger(time.interval) || time.interval < MIN_INTERVAL_SECONDS)
    return refusal(`Interval must be at least ${MIN_INTERVAL_SECONDS} seconds`);
  const interval = wholeIn(time.interval, MIN_INTERVAL_SECONDS, MAX_INTERVAL_SECONDS);
  if (interval === undefined) return refusal(`Interval must be at most ${MAX_INTERVAL_SECONDS} seconds`);
  const minPrice = price(time.minPrice);
  const maxPrice = price(time.maxPrice);
  if (minPrice === 'bad' || maxPrice === 'bad') return refusal('minPrice and maxPrice must be positive numbers or null');
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) return refusal('minPrice must not exceed maxPrice');
  const startAt = time.startAt === undefined || time.startAt === null ? null : wholeIn(time.startAt, 0, Number.MAX_SAFE_INTEGER);
  if (startAt === undefined) return refusal('startAt must be a unix time in seconds or null');

  const totalUsd = usdValue(market, inputMint, inAmount, input.info.decimals) ?? 0;
  if (totalUsd < MIN_TOTAL_USD) return refusal(`Order is valued at ${totalUsd.toFixed(2)} USDC, minimum is ${MIN_TOTAL_USD.toFixed(2)} USDC`);
  const perOrderUsd = totalUsd / numberOfOrders;
  if (perOrderUsd < MIN_ORDER_USD) return refusal(`Each order is valued at ${perOrderUsd.toFixed(2)} USDC, minimum is ${MIN_ORDER_USD.toFixed(2)} USDC`);
  const full = store.refusalFor(user);
  if (full) return refusal(full);
  const nativeIn = inputMint === SOL_MINT;
  const held = nativeIn ? deps.ledger.getLamports(user) - SOL_FEE_MARGIN : deps.ledger.tokenBalance(user, inputMint);
  if (held < inAmount) return refusal(`Insufficient ${input.info.symbol} balance`);

  const orderKey = newOrderKey();
  const escrow = escrowAddressOf(orderKey);
  deps.ledger.setTokenAccount(escrow, inputMint, deps.authority.publicKey.toBase58(), 0n);
  const requestId = randomUUID();
  const asked: RecurringCreate = {
    ref: requestId,
    order: orderKey,
    user,
    receiver: user,
    inputMint,
    outputMint,
    inAmount,
    inAmountPerCycle: inAmount / BigInt(numberOfOrders),
    numberOfOrders,
    interval,
    minPrice,
    maxPrice,
    startAt: startAt === null ? null : BigInt(startAt),
  };
  const instructions = [
    programInstruction(RECURRING_PROGRAM_ID, recurringCreate.encode(rogueRecurringCreate(deps.rogue, asked))),
    ...depositInstructions({
      owner: new PublicKey(user),
      mint: inputMint,
      amount: inAmount,
      decimals: input.info.decimals,
      escrow: new PublicKey(escrow),
      wrapSol: true,
    }),
  ];
  const built = userTransaction(deps, user, instructions, { unitLimit: CREATE_UNIT_LIMIT, authoritySigns: false });
  deps.actions.set(requestId, { tagId: requestId, lastValidBlockHeight: built.lastValidBlockHeight, kind: 'recurring-create', orderKey });
  return answer({ requestId, transaction: built.transaction, order: orderKey });
};
