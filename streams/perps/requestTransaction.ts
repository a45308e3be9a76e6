import { VersionedTransaction } from '@solana/web3.js';
import type { BlockhashWithExpiry } from '../solana/ports';

/** Reads a server-built transaction; undefined when the bytes are not one or another wallet pays for it. */
export const readRequestTransaction = (wire: Uint8Array, owner: string): VersionedTransaction | undefined => {
  try {
    const transaction = VersionedTransaction.deserialize(wire);
    return transaction.message.staticAccountKeys[0]?.toBase58() === owner ? transaction : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The engine's build step for a server-built request: the same message on the fresh blockhash
 * the engine fetched at 'confirmed' (reliability T2), so a transaction answered a while ago
 * still has its full lifetime when the wallet signs it.
 */
export const onFreshBlockhash =
  (wire: Uint8Array) =>
  ({ blockhash }: BlockhashWithExpiry): Uint8Array => {
    const transaction = VersionedTransaction.deserialize(wire);
    transaction.message.recentBlockhash = blockhash;
    return new VersionedTransaction(transaction.message).serialize();
  };
