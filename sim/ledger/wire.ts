import { toBase58 } from './codec';

/**
 * Our own reader for the transaction wire format (legacy and v0). The RPC needs the blockhash,
 * keys and instructions of every transaction for its checks and its JSON answers, and reading
 * them here keeps malformed input away from litesvm.
 */
export interface MessageHeader {
  numRequiredSignatures: number;
  numReadonlySignedAccounts: number;
  numReadonlyUnsignedAccounts: number;
}

export interface CompiledInstruction {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
}

export interface AddressTableLookup {
  accountKey: string;
  writableIndexes: number[];
  readonlyIndexes: number[];
}

export interface WireMessage {
  version: 'legacy' | 0;
  header: MessageHeader;
  staticKeys: string[];
  recentBlockhash: string;
  instructions: CompiledInstruction[];
  lookups: AddressTableLookup[];
  bytes: Uint8Array;
}

export interface WireTransaction {
  signatures: string[];
  message: WireMessage;
  bytes: Uint8Array;
}

export class WireError extends Error {}

class Reader {
  offset = 0;
  constructor(private readonly bytes: Uint8Array) {}
  byte(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new WireError('io error: failed to fill whole buffer');
    this.offset += 1;
    return value;
  }
  shortVec(): number {
    let value = 0;
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = this.byte();
      value |= (byte & 0x7f) << shift;
      if ((byte & 0x80) === 0) return value;
    }
    throw new WireError('invalid compact-u16 length');
  }
  take(count: number): Uint8Array {
    if (this.offset + count > this.bytes.length) throw new WireError('io error: failed to fill whole buffer');
    const out = this.bytes.subarray(this.offset, this.offset + count);
    this.offset += count;
    return out;
  }
  list<T>(read: () => T): T[] {
    const count = this.shortVec();
    const out: T[] = [];
    for (let i = 0; i < count; i++) out.push(read());
    return out;
  }
  get done() {
    return this.offset === this.bytes.length;
  }
}

const readMessage = (reader: Reader, start: number, all: Uint8Array): WireMessage => {
  const first = reader.byte();
  let version: 'legacy' | 0 = 'legacy';
  let numRequiredSignatures = first;
  if (first & 0x80) {
    if ((first & 0x7f) !== 0) throw new WireError(`Transaction version (${first & 0x7f}) is not supported`);
    version = 0;
    numRequiredSignatures = reader.byte();
  }
  const header = { numRequiredSignatures, numReadonlySignedAccounts: reader.byte(), numReadonlyUnsignedAccounts: reader.byte() };
  const staticKeys = reader.list(() => toBase58(reader.take(32)));
  const recentBlockhash = toBase58(reader.take(32));
  const instructions = reader.list(() => ({
    programIdIndex: reader.byte(),
    accounts: Array.from(reader.take(reader.shortVec())),
    data: Uint8Array.from(reader.take(reader.shortVec())),
  }));
  const lookups =
    version === 0
      ? reader.list(() => ({
          accountKey: toBase58(reader.take(32)),
          writableIndexes: Array.from(reader.take(reader.shortVec())),
          readonlyIndexes: Array.from(reader.take(reader.shortVec())),
        }))
      : [];
  return { version, header, staticKeys, recentBlockhash, instructions, lookups, bytes: all.subarray(start, reader.offset) };
};

export const parseMessage = (bytes: Uint8Array): WireMessage => {
  const reader = new Reader(bytes);
  const message = readMessage(reader, 0, bytes);
  if (!reader.done) throw new WireError('trailing bytes after the message');
  return message;
};

export const parseWireTransaction = (bytes: Uint8Array): WireTransaction => {
  const reader = new Reader(bytes);
  const signatures = reader.list(() => toBase58(reader.take(64)));
  const start = reader.offset;
  const message = readMessage(reader, start, bytes);
  if (!reader.done) throw new WireError('trailing bytes after the transaction');
  return { signatures, message, bytes };
};

/** The validator's sanitize step: consistent header, every index in range. Returns an error text or undefined. */
export const sanitizeError = (tx: WireTransaction): string | undefined => {
  const { header, staticKeys, instructions, lookups } = tx.message;
  const loaded = lookups.reduce((sum, lookup) => sum + lookup.writableIndexes.length + lookup.readonlyIndexes.length, 0);
  const total = staticKeys.length + loaded;
  const bad =
    tx.signatures.length !== header.numRequiredSignatures ||
    header.numRequiredSignatures === 0 ||
    header.numRequiredSignatures > staticKeys.length ||
    header.numReadonlySignedAccounts >= header.numRequiredSignatures ||
    header.numReadonlyUnsignedAccounts > staticKeys.length - header.numRequiredSignatures ||
    total > 256 ||
    new Set(staticKeys).size !== staticKeys.length ||
    instructions.some((ix) => ix.programIdIndex === 0 || ix.programIdIndex >= staticKeys.length || ix.accounts.some((index) => index >= total));
  return bad ? 'Transaction failed to sanitize accounts offsets correctly' : undefined;
};

/** Whether the static key at `index` is writable, from the header's counts. */
export const isStaticWritable = (message: WireMessage, index: number): boolean => {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } = message.header;
  if (index < numRequiredSignatures) return index < numRequiredSignatures - numReadonlySignedAccounts;
  return index < message.staticKeys.length - numReadonlyUnsignedAccounts;
};
