import { PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { type ParsedTransaction, parseTransaction } from '@streams/solana/wireFormat';
import { BLOCKHASH, createSigner, payer, stranger } from '../tx/fixtures';

type Instruction = { readonly program: string; readonly data: Uint8Array };

/** A transaction the wallet pays for, with these instructions (program and data), as a service would answer it. */
export const wireWith = (...instructions: readonly Instruction[]): Uint8Array => {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: BLOCKHASH,
    instructions: instructions.map(
      ({ program, data }) =>
        new TransactionInstruction({
          programId: new PublicKey(program),
          keys: [{ pubkey: payer.publicKey, isSigner: true, isWritable: false }],
          data: Buffer.from(data),
        }),
    ),
  }).compileToV0Message();
  return new VersionedTransaction(message).serialize();
};

/** The same, parsed as the pre-sign checks read it. */
export const txWith = (...instructions: readonly Instruction[]): ParsedTransaction => {
  const parsed = parseTransaction(wireWith(...instructions));
  if (!parsed) throw new Error('the test transaction does not parse');
  return parsed;
};

export const WALLET = payer.publicKey.toBase58();

/** Another wallet, for terms that should name the user's. */
export const OTHER = stranger.publicKey.toBase58();

/** The wallet, for requests whose intent is checked without signing anything. */
export const { signer } = createSigner(() => {
  throw new Error('not signed here');
});
