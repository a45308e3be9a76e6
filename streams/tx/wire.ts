import { VersionedTransaction } from '@solana/web3.js';
import { toBase58 } from '../solana/codec';

/** The largest transaction a packet carries; bigger ones can never be sent. */
export const PACKET_DATA_SIZE = 1232;

export interface WireInfo {
  /** The fee payer's signature (base58), or undefined when its slot is empty. */
  readonly signature: string | undefined;
  /** The message bytes: what the signatures sign. */
  readonly message: Uint8Array;
  /** The program that instruction `index` calls. */
  readonly programIdAt: (index: number) => string | undefined;
}

/** Reads a wire transaction (legacy or v0); undefined when the bytes are not one. */
export const inspectWire = (wire: Uint8Array): WireInfo | undefined => {
  let tx: VersionedTransaction;
  try {
    tx = VersionedTransaction.deserialize(wire);
  } catch {
    return undefined;
  }
  const first = tx.signatures[0];
  const { message } = tx;
  return {
    signature: first && first.some((byte) => byte !== 0) ? toBase58(first) : undefined,
    message: message.serialize(),
    programIdAt: (index) => {
      const instruction = message.compiledInstructions[index];
      return instruction ? message.staticAccountKeys[instruction.programIdIndex]?.toBase58() : undefined;
    },
  };
};

export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, index) => byte === b[index]);
