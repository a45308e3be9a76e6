import {
  NATIVE_MINT,
  createAssociatedTokenAccountIdempotentInstruction,
  createCloseAccountInstruction,
  createSyncNativeInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  ComputeBudgetProgram,
  type Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { vaultAddress } from '../ledgerBridge';
import { SOL_MINT } from '../market/knownTokens';
import { routeData } from './builtSwap';
import { type Hop, hopInputMint, hopOutputMint } from './pools';
import type { ComputeBudgetChoice } from './priorityFee';
import { ROUTE_PROGRAM_ID } from './programs';
import type { QuotePlan } from './quote';

/**
 * The swap as a real transaction. The user (fee payer) sends the input into the first pool's
 * vault; the pool authority the simulator holds moves each leg's output from vault to vault and
 * the last one to the user, so the transaction needs its partial signature and the user's.
 * Around it: the compute budget, wrapping SOL into the user's WSOL account (and closing it
 * after) when an end is native SOL, the user's output account created if missing, and the route
 * instruction whose tag the route program stand-in checks when it lands.
 */
export interface SwapParties {
  readonly owner: PublicKey;
  readonly authority: PublicKey;
  readonly wrapAndUnwrapSol: boolean;
  readonly destinationTokenAccount: PublicKey | undefined;
  readonly feeAccount: PublicKey | undefined;
}

export interface SwapBody {
  readonly instructions: readonly TransactionInstruction[];
  readonly estimatedUnits: number;
  readonly userPays: bigint;
  readonly userGets: bigint;
  readonly feeCharged: bigint;
}

/** The platform fee a swap charges: the quote's, when the request names an account to collect it. */
export const feeChargedOn = (plan: QuotePlan, parties: Pick<SwapParties, 'feeAccount'>): bigint =>
  parties.feeAccount && plan.platformFee ? plan.platformFee.amount : 0n;

/** Compute units each instruction uses, measured on the ledger with some headroom. */
const UNITS = { computeBudget: 150, createAccount: 30_000, systemTransfer: 150, syncNative: 3_000, route: 2_000, transfer: 7_000, close: 3_000 } as const;

const vault = (hop: Hop, mint: string) => new PublicKey(vaultAddress(hop.pool.id, mint));
const inputDecimals = (hop: Hop) => (hop.side === 'buy' ? hop.pool.quoteDecimals : hop.pool.baseDecimals);
const outputDecimals = (hop: Hop) => (hop.side === 'buy' ? hop.pool.baseDecimals : hop.pool.quoteDecimals);

/** The route instruction's own terms: the swap's id and the threshold the route program enforces. */
export interface RouteTerms {
  readonly id: string;
  readonly threshold: bigint;
}

export const swapInstructions = (plan: QuotePlan, parties: SwapParties, route: RouteTerms): SwapBody => {
  const { owner, authority } = parties;
  const instructions: TransactionInstruction[] = [];
  let units = 2 * UNITS.computeBudget;
  const add = (instruction: TransactionInstruction, cost: number) => {
    instructions.push(instruction);
    units += cost;
  };
  const feeCharged = feeChargedOn(plan, parties);
  const routeIn = plan.mode === 'ExactOut' && plan.platformFee ? plan.inAmount - plan.platformFee.amount : plan.inAmount;
  const routeOut = plan.mode === 'ExactIn' && plan.platformFee ? plan.outAmount + plan.platformFee.amount : plan.outAmount;
  const userPays = plan.mode === 'ExactOut' ? routeIn + feeCharged : routeIn;
  const userGets = plan.mode === 'ExactIn' ? routeOut - feeCharged : routeOut;

  const inputMint = new PublicKey(plan.inputMint);
  const outputMint = new PublicKey(plan.outputMint);
  const wrapIn = plan.inputMint === SOL_MINT && parties.wrapAndUnwrapSol;
  const unwrapOut = plan.outputMint === SOL_MINT && parties.wrapAndUnwrapSol && !parties.destinationTokenAccount;
  const userIn = getAssociatedTokenAddressSync(inputMint, owner, true);
  const userOut = parties.destinationTokenAccount ?? getAssociatedTokenAddressSync(outputMint, owner, true);

  if (wrapIn) {
    add(createAssociatedTokenAccountIdempotentInstruction(owner, userIn, owner, NATIVE_MINT), UNITS.createAccount);
    add(SystemProgram.transfer({ fromPubkey: owner, toPubkey: userIn, lamports: userPays }), UNITS.systemTransfer);
    add(createSyncNativeInstruction(userIn), UNITS.syncNative);
  }
  if (!parties.destinationTokenAccount) add(createAssociatedTokenAccountIdempotentInstruction(owner, userOut, owner, outputMint), UNITS.createAccount);
  const typed = plan.mode === 'ExactIn' ? plan.inAmount : plan.outAmount;
  const data = routeData({
    id: route.id,
    owner: owner.toBase58(),
    inputMint: plan.inputMint,
    outputMint: plan.outputMint,
    mode: plan.mode,
    amount: typed,
    threshold: route.threshold,
  });
  add(new TransactionInstruction({ programId: new PublicKey(ROUTE_PROGRAM_ID), keys: [], data: Buffer.from(data) }), UNITS.route);

  const transfer = (source: PublicKey, mint: string, destination: PublicKey, signer: PublicKey, amount: bigint, decimals: number) =>
    add(createTransferCheckedInstruction(source, new PublicKey(mint), destination, signer, amount, decimals), UNITS.transfer);

  if (plan.mode === 'ExactOut' && parties.feeAccount && feeCharged > 0n)
    transfer(userIn, plan.inputMint, parties.feeAccount, owner, feeCharged, plan.inputDecimals);
  // The platform fee on the output comes out of the route delivering the most.
  const largest = plan.routes.reduce(
    (best, route, index) => ((route.legs.at(-1)?.outAmount ?? 0n) > (plan.routes[best]?.legs.at(-1)?.outAmount ?? 0n) ? index : best),
    0,
  );
  plan.routes.forEach((route, routeIndex) => {
    route.legs.forEach((leg, index) => {
      const previous = route.legs[index - 1];
      const mint = hopInputMint(leg.hop);
      if (previous) transfer(vault(previous.hop, mint), mint, vault(leg.hop, mint), authority, leg.inAmount, inputDecimals(leg.hop));
      else transfer(userIn, mint, vault(leg.hop, mint), owner, leg.inAmount, inputDecimals(leg.hop));
    });
    const last = route.legs.at(-1);
    if (!last) return;
    const mint = hopOutputMint(last.hop);
    const fee = plan.mode === 'ExactIn' && routeIndex === largest ? feeCharged : 0n;
    transfer(vault(last.hop, mint), mint, userOut, authority, last.outAmount - fee, outputDecimals(last.hop));
    if (fee > 0n && parties.feeAccount) transfer(vault(last.hop, mint), mint, parties.feeAccount, authority, fee, outputDecimals(last.hop));
  });

  if (wrapIn) add(createCloseAccountInstruction(userIn, owner, owner), UNITS.close);
  if (unwrapOut) add(createCloseAccountInstruction(userOut, owner, owner), UNITS.close);
  return { instructions, estimatedUnits: units, userPays, userGets, feeCharged };
};

/** The compiled transaction (v0 unless legacy is asked for), signed by the pool authority only. */
export const assembleSwap = (
  body: SwapBody,
  budget: ComputeBudgetChoice,
  context: { readonly payer: PublicKey; readonly blockhash: string; readonly authority: Keypair; readonly legacy: boolean; readonly tipAccount: string },
): Uint8Array => {
  const { jitoTip } = budget;
  const instructions = [
    ComputeBudgetProgram.setComputeUnitLimit({ units: budget.unitLimit }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: budget.microLamports }),
    ...body.instructions,
    // A jito build pays its tip last, as the real service places it.
    ...(jitoTip
      ? [
          SystemProgram.transfer({
            fromPubkey: jitoTip.payer ? new PublicKey(jitoTip.payer) : context.payer,
            toPubkey: new PublicKey(context.tipAccount),
            lamports: jitoTip.lamports,
          }),
        ]
      : []),
  ];
  const message = new TransactionMessage({ payerKey: context.payer, recentBlockhash: context.blockhash, instructions });
  const transaction = new VersionedTransaction(context.legacy ? message.compileToLegacyMessage() : message.compileToV0Message());
  transaction.sign([context.authority]);
  return transaction.serialize();
};
