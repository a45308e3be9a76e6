import { randomUUID } from 'node:crypto';
import type { TransactionInstruction } from '@solana/web3.js';
import type { OrderAction, OrdersDeps } from './actions';
import { assemble, programInstruction } from './txAssembly';

/**
 * The keeper's own transactions (fills, slices, refunds of expired orders): paid and signed by
 * the order authority (and the pool authority when vaults pay), sent to the ledger in-process;
 * they land in the next block. The action is registered first: the stand-in checks it at
 * preflight. Undefined when the ledger refuses the transaction (the caller backs off).
 */
const KEEPER_UNIT_LIMIT = 400_000;

export const submitKeeperTransaction = (
  deps: OrdersDeps,
  programId: string,
  /** The program's instruction for this request (its layout's encoding, with `ref`). */
  data: (ref: string) => Uint8Array,
  instructions: readonly TransactionInstruction[],
  options: { readonly poolSigns: boolean; readonly describe: (tagId: string, lastValidBlockHeight: number) => OrderAction },
): OrderAction | undefined => {
  const tagId = randomUUID();
  const { blockhash, lastValidBlockHeight } = deps.ledger.latestBlockhash('processed');
  const action = options.describe(tagId, lastValidBlockHeight);
  deps.actions.set(tagId, action);
  try {
    const transaction = assemble({
      payer: deps.authority.publicKey,
      blockhash,
      unitLimit: KEEPER_UNIT_LIMIT,
      instructions: [programInstruction(programId, data(tagId)), ...instructions],
      signers: options.poolSigns ? [deps.authority, deps.poolAuthority()] : [deps.authority],
    });
    deps.ledger.submitTransaction(transaction.serialize());
    return action;
  } catch (error) {
    deps.actions.take(tagId);
    console.warn(`[sim orders] the keeper's ${action.kind} transaction was refused: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
};
