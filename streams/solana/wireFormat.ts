import { toBase58 } from './codec';

/**
 * The Solana transaction wire format, read and patched in place without web3.js, so that
 * inspecting, re-dating or fee-capping a transaction costs no library on the first visit:
 *
 *   transaction = shortvec(n) signature[64]×n message
 *   message     = [0x80 | version]? header[3] shortvec(k) key[32]×k blockhash[32]
 *                 shortvec(i) instruction×i (v0: shortvec(l) lookup×l)
 *   instruction = programIdIndex u8, shortvec(a) accountIndex u8×a, shortvec(d) data[d]
 *   lookup      = table[32], shortvec(w) u8×w, shortvec(r) u8×r
 *
 * shortvec is Solana's compact-u16: 7 bits a byte, low first, the high bit saying 'more'.
 */

export interface WireInstruction {
  readonly programIdIndex: number;
  /** Indexes into the message's keys: static keys first, then (v0) the looked-up writable, then readonly ones. */
  readonly accountIndexes: readonly number[];
  /** Where the data starts in the transaction's bytes, so it can be patched in place. */
  readonly dataOffset: number;
  readonly data: Uint8Array;
}

/** A v0 address lookup: which entries of which table the message loads. */
export interface WireLookup {
  readonly table: Uint8Array;
  readonly writableIndexes: readonly number[];
  readonly readonlyIndexes: readonly number[];
}

export interface ParsedTransaction {
  readonly bytes: Uint8Array;
  readonly signatures: readonly Uint8Array[];
  /** Where the message starts: what the signatures sign runs from here to the end. */
  readonly messageOffset: number;
  readonly version: 'legacy' | 0;
  readonly numRequiredSignatures: number;
  readonly numReadonlySigned: number;
  readonly numReadonlyUnsigned: number;
  readonly staticAccountKeys: readonly Uint8Array[];
  readonly blockhashOffset: number;
  readonly instructions: readonly WireInstruction[];
  /** v0 only; empty for legacy transactions. */
  readonly lookups: readonly WireLookup[];
}

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new RangeError('transaction ends early');
    this.offset += 1;
    return value;
  }

  shortvec(): number {
    let value = 0;
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte();
      value |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new RangeError('shortvec longer than 3 bytes');
  }

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new RangeError('transaction ends early');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }
}

const parse = (bytes: Uint8Array): ParsedTransaction => {
  const reader = new Reader(bytes);
  const signatureCount = reader.shortvec();
  const signatures = Array.from({ length: signatureCount }, () => reader.take(64));
  const messageOffset = reader.offset;
  const prefix = bytes[messageOffset] ?? 0;
  let version: 'legacy' | 0 = 'legacy';
  if (prefix & 0x80) {
    if ((prefix & 0x7f) !== 0) throw new RangeError(`unsupported message version ${prefix & 0x7f}`);
    version = 0;
    reader.byte();
  }
  const numRequiredSignatures = reader.byte();
  const numReadonlySigned = reader.byte();
  const numReadonlyUnsigned = reader.byte();
  const staticAccountKeys = Array.from({ length: reader.shortvec() }, () => reader.take(32));
  const blockhashOffset = reader.offset;
  reader.take(32);
  const instructions = Array.from({ length: reader.shortvec() }, (): WireInstruction => {
    const programIdIndex = reader.byte();
    const accountIndexes = Array.from(reader.take(reader.shortvec()));
    const length = reader.shortvec();
    const dataOffset = reader.offset;
    return { programIdIndex, accountIndexes, dataOffset, data: reader.take(length) };
  });
  const lookups: WireLookup[] = [];
  if (version === 0) {
    for (let count = reader.shortvec(); count > 0; count -= 1) {
      const table = reader.take(32);
      const writableIndexes = Array.from(reader.take(reader.shortvec()));
      const readonlyIndexes = Array.from(reader.take(reader.shortvec()));
      lookups.push({ table, writableIndexes, readonlyIndexes });
    }
  }
  if (reader.offset !== bytes.length) throw new RangeError('bytes after the message');
  if (signatureCount !== numRequiredSignatures) throw new RangeError('signature count does not match the header');
  if (instructions.some((instruction) => instruction.programIdIndex >= staticAccountKeys.length)) throw new RangeError('program id outside the static keys');
  if (numReadonlySigned >= numRequiredSignatures && numRequiredSignatures > 0) throw new RangeError('the fee payer must be writable');
  if (numRequiredSignatures + numReadonlyUnsigned > staticAccountKeys.length) throw new RangeError('header counts more keys than the message has');
  return {
    bytes,
    signatures,
    messageOffset,
    version,
    numRequiredSignatures,
    numReadonlySigned,
    numReadonlyUnsigned,
    staticAccountKeys,
    blockhashOffset,
    instructions,
    lookups,
  };
};

/** The transaction's structure, or undefined when the bytes are not a legacy or v0 transaction. */
export const parseTransaction = (bytes: Uint8Array): ParsedTransaction | undefined => {
  try {
    return parse(bytes);
  } catch {
    return undefined;
  }
};

/** The program an instruction calls, base58. */
export const programIdOf = (tx: ParsedTransaction, instruction: WireInstruction): string | undefined => {
  const key = tx.staticAccountKeys[instruction.programIdIndex];
  return key ? toBase58(key) : undefined;
};

/**
 * Whether static key `index` is writable, by the header's rule: signed keys first (the last
 * numReadonlySigned of them read-only), then unsigned keys (the last numReadonlyUnsigned read-only).
 */
export const isWritableStaticKey = (tx: ParsedTransaction, index: number): boolean => {
  if (index < tx.numRequiredSignatures) return index < tx.numRequiredSignatures - tx.numReadonlySigned;
  return index < tx.staticAccountKeys.length - tx.numReadonlyUnsigned;
};

/** The message bytes: what the signatures sign. */
export const messageOf = (tx: ParsedTransaction): Uint8Array => tx.bytes.subarray(tx.messageOffset);

/** A copy of the transaction with `patch` applied to its bytes (the parsed one stays as it was). */
export const patched = (tx: ParsedTransaction, patch: (bytes: Uint8Array) => void): Uint8Array => {
  const copy = tx.bytes.slice();
  patch(copy);
  return copy;
};
