import { decodeRecurring, decodeTrigger } from '../../streams/instructions';
import type { ProgramFailure } from '../ledger';
import type { CompiledInstruction } from '../ledger/wire';

/**
 * The two order programs, as stand-ins on the ledger (Ledger.guardProgram: a no-op program
 * whose instructions a check inspects when a transaction is simulated or lands). Every order
 * transaction carries the program's instruction in its text layout (streams/instructions/
 * trigger.ts, recurring.ts: the client's pre-sign checks read the same layouts), first after the
 * compute budget; its `ref` names the request the simulator built, and the check and the landing
 * handler act on what the instruction says.
 */
export const TRIGGER_PROGRAM_ID = 'j1o2qRpjcyUwEvwtcfhEQefh773ZgjxcVRry7LDqg5X';
export const RECURRING_PROGRAM_ID = 'DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M';

export type TriggerInstruction = NonNullable<ReturnType<typeof decodeTrigger>>;
export type RecurringInstruction = NonNullable<ReturnType<typeof decodeRecurring>>;

interface Message {
  readonly staticKeys: readonly string[];
  readonly instructions: readonly CompiledInstruction[];
}

const dataTo = (message: Message, programId: string): Uint8Array[] =>
  message.instructions.filter((instruction) => message.staticKeys[instruction.programIdIndex] === programId).map((instruction) => instruction.data);

/** A message's instructions to the Trigger program, decoded (those that do not decode left out). */
export const triggerInstructionsIn = (message: Message): TriggerInstruction[] =>
  dataTo(message, TRIGGER_PROGRAM_ID).flatMap((data) => decodeTrigger(data) ?? []);

export const recurringInstructionsIn = (message: Message): RecurringInstruction[] =>
  dataTo(message, RECURRING_PROGRAM_ID).flatMap((data) => decodeRecurring(data) ?? []);

/** The request the first order instruction of a message names, if any. */
export const orderRefIn = (message: Message): string | undefined => (triggerInstructionsIn(message)[0] ?? recurringInstructionsIn(message)[0])?.value.ref;

/** The request id a transaction's ref belongs to: a batch's are `<requestId>.<n>`. */
export const requestIdOfRef = (ref: string) => ref.split('.')[0] ?? ref;

/** Custom errors of the stand-ins (Anchor's numbering; names are ours but the first). */
export const INSTRUCTION_DID_NOT_DESERIALIZE = 102;
export const REQUEST_NOT_FOUND = 6000;
export const ORDER_NOT_OPEN = 6001;
export const INVALID_ORDER = 6002;

export const programFailure = (code: number, name: string, message: string): ProgramFailure => ({
  code,
  logs: [`Program log: AnchorError occurred. Error Code: ${name}. Error Number: ${code}. Error Message: ${message}.`],
});
