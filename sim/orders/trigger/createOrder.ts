import { randomUUID } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import { type TriggerCreate, triggerCreate } from '../../../streams/instructions';
import { SOL_MINT } from '../../market/knownTokens';
import type { OrdersDeps } from '../actions';
import { positiveBaseUnits, usdValue } from '../amounts';
import { type Answer, answer, refusal } from '../answers';
import { depositInstructions } from '../escrowMoves';
import { escrowAddressOf, newOrderKey } from '../orderAuthority';
import type { OrderStore } from '../orderStore';
import type { TriggerOrder } from '../orderTypes';
import { TRIGGER_PROGRAM_ID } from '../programs';
import { rogueTriggerCreate } from '../rogueOrders';
import { programInstruction } from '../txAssembly';
import { isWallet, unitPriceOf, userTransaction } from '../userTransaction';

/**
 * POST /trigger/v1/createOrder: validates the order (research §5: known mints, amounts, at least
 * 5 USD, a future expiry), opens an empty escrow for it on the ledger and answers the
 * transaction that moves the making amount into it, its terms in the Trigger program's create
 * instruction (streams/instructions/trigger.ts). The order exists once that lands, as the
 * instruction says (trigger/landing.ts).
 */
export const MIN_ORDER_USD = 5;
const CREATE_UNIT_LIMIT = 200_000;
/** Lamports a SOL seller keeps for the fees and the temporary WSOL account's rent. */
const SOL_FEE_MARGIN = 3_000_000n;

const invalid = (cause: string) => refusal('invalid create order request', cause);

type Params = Record<string, unknown>;

const optionalWhole = (value: unknown, max: number): number | undefined | 'bad' => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 && number <= max ? number : 'bad';
};

export const createTriggerOrder = (deps: OrdersDeps, store: OrderStore<TriggerOrder>, raw: unknown): Answer => {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Params;
  const { inputMint, outputMint, maker } = body;
  const payer = body.payer ?? maker;
  const params = (typeof body.params === 'object' && body.params !== null ? body.params : {}) as Params;
  if (!isWallet(maker)) return invalid('maker must be a base58 address');
  if (!isWallet(payer)) return invalid('payer must be a base58 address');
  if (!isWallet(inputMint) || !isWallet(outputMint)) return invalid('inputMint and outputMint must be base58 addresses');
  const market = deps.market();
  const input = market.token(inputMint);
  const output = market.token(outputMint);
  if (!input) return invalid(`input mint is not tradable: ${inputMint}`);
  if (!output) return invalid(`output mint is not tradable: ${outputMint}`);
  if (inputMint === outputMint) return invalid('input mint and output mint must differ');
  const making = positiveBaseUnits(params.makingAmount);
  const taking = positiveBaseUnits(params.takingAmount);
  if (making === undefined) return invalid('makingAmount must be a positive whole number of base units (u64)');
  if (taking === undefined) return invalid('takingAmount must be a positive whole number of base units (u64)');
  const slippageBps = optionalWhole(params.slippageBps, 10_000);
  if (slippageBps === 'bad') return invalid('slippageBps must be a whole number from 0 to 10000');
  if (optionalWhole(params.feeBps, 10_000) === 'bad') return invalid('feeBps must be a whole number from 0 to 10000');
  const expiredAtSeconds = optionalWhole(params.expiredAt, Number.MAX_SAFE_INTEGER);
  if (expiredAtSeconds === 'bad') return invalid('expiredAt must be a unix time in seconds');
  const now = deps.now();
  if (expiredAtSeconds !== undefined && expiredAtSeconds * 1000 <= now) return invalid(`expiredAt must be in the future, received: ${expiredAtSeconds}`);
  const usd = usdValue(market, inputMint, making, input.info.decimals) ?? 0;
  if (usd < MIN_ORDER_USD) return invalid(`input mint making amount must be at least ${MIN_ORDER_USD} USD, received: ${Number(usd.toFixed(2))}`);
  const full = store.refusalFor(maker);
  if (full) return invalid(full);
  const wrapSol = body.wrapAndUnwrapSol !== false;
  const nativeIn = inputMint === SOL_MINT && wrapSol;
  const held = nativeIn ? deps.ledger.getLamports(maker) - SOL_FEE_MARGIN : deps.ledger.tokenBalance(maker, inputMint);
  if (held < making) return invalid(`insufficient ${input.info.symbol} balance for the making amount`);

  const orderKey = newOrderKey();
  const escrow = escrowAddressOf(orderKey);
  deps.ledger.setTokenAccount(escrow, inputMint, deps.authority.publicKey.toBase58(), 0n);
  const requestId = randomUUID();
  const asked: TriggerCreate = {
    ref: requestId,
    order: orderKey,
    maker,
    receiver: maker,
    inputMint,
    outputMint,
    makingAmount: making,
    takingAmount: taking,
    slippageBps: slippageBps ?? 0,
    expiredAt: expiredAtSeconds === undefined ? null : BigInt(expiredAtSeconds),
    sol: wrapSol ? 'native' : 'wrapped',
  };
  const instructions = [
    programInstruction(TRIGGER_PROGRAM_ID, triggerCreate.encode(rogueTriggerCreate(deps.rogue, asked))),
    ...depositInstructions({
      owner: new PublicKey(maker),
      mint: inputMint,
      amount: making,
      decimals: input.info.decimals,
      escrow: new PublicKey(escrow),
      wrapSol,
    }),
  ];
  const built = userTransaction(deps, payer, instructions, {
    unitLimit: CREATE_UNIT_LIMIT,
    unitPrice: unitPriceOf(body.computeUnitPrice),
    authoritySigns: false,
  });
  deps.actions.set(requestId, { tagId: requestId, lastValidBlockHeight: built.lastValidBlockHeight, kind: 'trigger-create', orderKey });
  return answer({ requestId, transaction: built.transaction, order: orderKey });
};
