import { toBase58 } from '../solana/codec';
import { messageOf, parseTransaction, programIdOf } from '../solana/wireFormat';

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
  const tx = parseTransaction(wire);
  if (!tx) return undefined;
  const first = tx.signatures[0];
  return {
    signature: first && first.some((byte) => byte !== 0) ? toBase58(first) : undefined,
    message: messageOf(tx),
    programIdAt: (index) => {
      const instruction = tx.instructions[index];
      return instruction ? programIdOf(tx, instruction) : undefined;
    },
  };
};

export const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, index) => byte === b[index]);
