import { toBase58 } from '../solana/codec';
import { ASSOCIATED_TOKEN_PROGRAM, SYSTEM_PROGRAM, isTokenProgram } from '../solana/programs';
import { type ParsedTransaction, type WireInstruction, programIdOf } from '../solana/wireFormat';
import { shortAddress } from '../tx/intent';

/**
 * What a claim link's transactions may do, read from their own instructions (system transfers,
 * token TransferChecked and CloseAccount, associated-account creation): every unit goes to the
 * one address the user meant, and the amounts are the ones asked for. Anything else is refused.
 */

/** One movement of value in the transaction. */
export type Movement =
  | { readonly kind: 'sol'; readonly to: string; readonly lamports: bigint }
  | { readonly kind: 'token'; readonly to: string; readonly amount: bigint }
  | { readonly kind: 'close'; readonly to: string }
  | { readonly kind: 'open'; readonly owner: string };

const SYSTEM_TRANSFER = 2;
const TRANSFER_CHECKED = 12;
const CLOSE_ACCOUNT = 9;
const CREATE_IDEMPOTENT = 1;

const u64 = (data: Uint8Array, at: number) => new DataView(data.buffer, data.byteOffset + at, 8).getBigUint64(0, true);

/** The instruction's n-th account; undefined when it points past the static keys (a lookup: not ours). */
const accountOf = (tx: ParsedTransaction, instruction: WireInstruction, n: number): string | undefined => {
  const index = instruction.accountIndexes[n];
  const key = index === undefined ? undefined : tx.staticAccountKeys[index];
  return key ? toBase58(key) : undefined;
};

/** spec 001 §8: an instruction whose accounts do not include one it needs. */
export const MISSING_ACCOUNT = 'Missing required account in instruction';

const readMovement = (tx: ParsedTransaction, instruction: WireInstruction): Movement | 'missing-account' | undefined => {
  const program = programIdOf(tx, instruction);
  const { data } = instruction;
  const at = (n: number) => accountOf(tx, instruction, n);
  if (program === SYSTEM_PROGRAM && data.length === 12 && new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) === SYSTEM_TRANSFER) {
    const to = at(1);
    return to === undefined ? 'missing-account' : { kind: 'sol', to, lamports: u64(data, 4) };
  }
  if (program !== undefined && isTokenProgram(program)) {
    if (data.length === 10 && data[0] === TRANSFER_CHECKED) {
      const to = at(2);
      return to === undefined ? 'missing-account' : { kind: 'token', to, amount: u64(data, 1) };
    }
    if (data.length === 1 && data[0] === CLOSE_ACCOUNT) {
      const to = at(1);
      return to === undefined ? 'missing-account' : { kind: 'close', to };
    }
    return undefined;
  }
  if (program === ASSOCIATED_TOKEN_PROGRAM && data.length === 1 && data[0] === CREATE_IDEMPOTENT) {
    const owner = at(2);
    return owner === undefined ? 'missing-account' : { kind: 'open', owner };
  }
  return undefined;
};

/** Every instruction as a movement, or the first one that is none of them. */
export const movementsOf = (
  tx: ParsedTransaction,
): { readonly ok: true; readonly movements: readonly Movement[] } | { readonly ok: false; readonly missingAccount: boolean } => {
  const movements: Movement[] = [];
  for (const instruction of tx.instructions) {
    const movement = readMovement(tx, instruction);
    if (movement === undefined || movement === 'missing-account') return { ok: false, missingAccount: movement === 'missing-account' };
    movements.push(movement);
  }
  return { ok: true, movements };
};

export interface PaymentIntent {
  /** The wallet that receives the SOL, the closed accounts' rent and owns the opened account. */
  readonly to: string;
  /** Its token account for the link's token, when one is moved. */
  readonly tokenAccount?: string;
  /** Exact amounts, when the user chose them (funding a link); a claim moves whatever the key holds. */
  readonly lamports?: bigint;
  readonly tokenAmount?: bigint;
}

/** Answers what differs, in words that finish 'Refused to sign: …', or undefined when every movement matches. */
export const verifyPayments = (tx: ParsedTransaction, intent: PaymentIntent): string | undefined => {
  const read = movementsOf(tx);
  if (!read.ok) return read.missingAccount ? MISSING_ACCOUNT : 'the transaction contains an instruction a claim link never needs';
  const elsewhere = (address: string) => `the transaction pays ${shortAddress(address)}, not ${shortAddress(intent.to)}`;
  for (const movement of read.movements) {
    if (movement.kind === 'sol') {
      if (movement.to !== intent.to) return elsewhere(movement.to);
      if (intent.lamports !== undefined && movement.lamports !== intent.lamports)
        return `the transaction moves ${movement.lamports} lamports, not ${intent.lamports}`;
    } else if (movement.kind === 'token') {
      if (movement.to !== intent.tokenAccount) return elsewhere(movement.to);
      if (intent.tokenAmount !== undefined && movement.amount !== intent.tokenAmount)
        return `the transaction moves ${movement.amount} token units, not ${intent.tokenAmount}`;
    } else if (movement.kind === 'close') {
      if (movement.to !== intent.to) return elsewhere(movement.to);
    } else if (movement.owner !== intent.to) {
      return `the transaction opens an account for ${shortAddress(movement.owner)}, not ${shortAddress(intent.to)}`;
    }
  }
  return undefined;
};
