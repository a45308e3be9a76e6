import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { isAddress } from '../ledger/codec';
import type { OrdersDeps } from './actions';
import { AUTO_UNIT_PRICE_MICRO_LAMPORTS, assemble, base64Of } from './txAssembly';

/**
 * A transaction for the user to sign: fee payer the user, a fresh blockhash, the compute budget
 * (the unit price "auto" or as asked), signed by the order authority when it must sign.
 */
export const userTransaction = (
  deps: OrdersDeps,
  payer: string,
  instructions: readonly TransactionInstruction[],
  options: { readonly unitLimit: number; readonly unitPrice?: number; readonly authoritySigns: boolean },
) => {
  const { blockhash, lastValidBlockHeight } = deps.ledger.latestBlockhash('confirmed');
  const transaction = assemble({
    payer: new PublicKey(payer),
    blockhash,
    unitLimit: options.unitLimit,
    unitPrice: options.unitPrice ?? AUTO_UNIT_PRICE_MICRO_LAMPORTS,
    instructions,
    signers: options.authoritySigns ? [deps.authority] : [],
  });
  return { transaction: base64Of(transaction), lastValidBlockHeight };
};

/** A compute unit price from the request: a whole number of micro-lamports, or "auto" (and absent). */
export const unitPriceOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? value
    : typeof value === 'string' && /^\d{1,12}$/.test(value)
      ? Number(value)
      : undefined;

export const isWallet = (value: unknown): value is string => isAddress(value);
