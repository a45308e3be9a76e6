import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { decodePerpsInstruction, encodePerpsInstruction, PERPS_PROGRAM, type PerpsInstruction } from '../../streams/instructions';
import type { LandedTransaction } from '../ledger';

/**
 * Position requests as the perps program's instructions (streams/instructions/perps.ts, shared
 * with the client's pre-sign checks): the builder encodes one, the keeper executes what it
 * decodes from a landed transaction. The terms live in the instruction the owner signed, nowhere
 * else.
 */

/** The request instruction, its owner its one account (the stand-in program requires every account it is given to sign). */
export const requestInstruction = (request: PerpsInstruction): TransactionInstruction =>
  new TransactionInstruction({
    programId: new PublicKey(PERPS_PROGRAM),
    keys: [{ pubkey: new PublicKey(request.value.owner), isSigner: true, isWritable: false }],
    data: Buffer.from(encodePerpsInstruction(request)),
  });

/**
 * The requests a landed transaction carries, in order: every instruction to the perps program
 * that decodes and names, as its owner, an account the instruction was given (so its owner
 * signed it). Nothing from a failed transaction.
 */
export const requestsIn = (record: LandedTransaction): PerpsInstruction[] => {
  if (record.meta.err !== null && record.meta.err !== undefined) return [];
  const { staticKeys, instructions } = record.tx.message;
  return instructions.flatMap((instruction) => {
    if (staticKeys[instruction.programIdIndex] !== PERPS_PROGRAM) return [];
    const request = decodePerpsInstruction(instruction.data);
    const signedBy = instruction.accounts.map((index) => record.accountKeys[index]);
    return request && signedBy.includes(request.value.owner) ? [request] : [];
  });
};

const MAX_SPENT = 10_000;

/** Request keys already executed: a request runs once (on chain its account would be closed). */
export interface SpentRequests {
  has(key: string): boolean;
  add(key: string): void;
  clear(): void;
}

export const createSpentRequests = (): SpentRequests => {
  const spent = new Set<string>();
  return {
    has: (key) => spent.has(key),
    add: (key) => {
      spent.add(key);
      // insertion order: the oldest go first
      for (const old of spent) {
        if (spent.size <= MAX_SPENT) break;
        spent.delete(old);
      }
    },
    clear: () => spent.clear(),
  };
};
