import { type Observable, map, of } from 'rxjs';
import type { BlockhashWithExpiry } from '../solana/ports';
import { fromBase58, toBase58 } from '../solana/codec';
import { parseTransaction, patched } from '../solana/wireFormat';

/** A server-built transaction that `owner` pays for; false when the bytes are not one or another wallet pays. */
export const readRequestTransaction = (wire: Uint8Array, owner: string): boolean => {
  const payer = parseTransaction(wire)?.staticAccountKeys[0];
  return payer !== undefined && toBase58(payer) === owner;
};

/**
 * The engine's build step for a server-built request: the same message on the fresh blockhash
 * the engine fetched at 'confirmed' (reliability T2), so a transaction answered a while ago
 * still has its full lifetime when the wallet signs it. Signatures are cleared: they signed the
 * old blockhash.
 */
export const onFreshBlockhash =
  (wire: Uint8Array) =>
  ({ blockhash }: BlockhashWithExpiry): Uint8Array => {
    const tx = parseTransaction(wire);
    const hash = fromBase58(blockhash);
    if (!tx || hash?.length !== 32) throw new Error('not a transaction, or not a blockhash');
    return patched(tx, (bytes) => {
      bytes.set(hash, tx.blockhashOffset);
      bytes.fill(0, tx.messageOffset - 64 * tx.signatures.length, tx.messageOffset);
    });
  };

/**
 * A transaction a service built for `owner` as the engine's build step. Unsigned by anyone
 * else, it goes on a fresh blockhash (above). Already signed by the service (an escrow's
 * authority releasing tokens), its bytes must stay as they are: its expiry is then taken as the
 * newest blockhash's, fetched now, which is never earlier than the real one (the service's
 * blockhash is older), so the engine may wait a little longer than needed but never gives up
 * early. Undefined when the bytes are not a transaction `owner` pays for.
 */
export const serverBuild = (
  wire: Uint8Array,
  owner: string,
  latestBlockhash: () => Observable<BlockhashWithExpiry>,
):
  | Observable<
      | { readonly kind: 'build'; readonly build: (blockhash: BlockhashWithExpiry) => Uint8Array }
      | { readonly kind: 'prebuilt'; readonly wire: Uint8Array; readonly lastValidBlockHeight: number }
    >
  | undefined => {
  const tx = parseTransaction(wire);
  if (!tx || !readRequestTransaction(wire, owner)) return undefined;
  if (tx.numRequiredSignatures <= 1) return of({ kind: 'build', build: onFreshBlockhash(wire) } as const);
  return latestBlockhash().pipe(map(({ lastValidBlockHeight }) => ({ kind: 'prebuilt', wire, lastValidBlockHeight }) as const));
};
