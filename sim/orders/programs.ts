import type { ProgramFailure } from '../ledger';
import type { CompiledInstruction } from '../ledger/wire';

/**
 * The two order programs, as stand-ins on the ledger (Ledger.guardProgram: a no-op program
 * whose instructions a check inspects when a transaction is simulated or lands). Every order
 * transaction carries one instruction to one of them with only a tag, `<verb> <tagId>`, which
 * names the action the simulator built; the check and the landing handler find it by that tag.
 */
export const TRIGGER_PROGRAM_ID = 'j1o2qRpjcyUwEvwtcfhEQefh773ZgjxcVRry7LDqg5X';
export const RECURRING_PROGRAM_ID = 'DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M';

export const orderVerbs = ['create', 'cancel', 'fill', 'expire', 'slice', 'close'] as const;
export type OrderVerb = (typeof orderVerbs)[number];

const TAG = new RegExp(`^(${orderVerbs.join('|')}) ([0-9a-f-]{36}(?:\\.\\d{1,3})?)$`);

export const tagData = (verb: OrderVerb, tagId: string): Buffer => Buffer.from(`${verb} ${tagId}`, 'utf8');

export const parseTag = (data: Uint8Array): { readonly verb: OrderVerb; readonly tagId: string } | undefined => {
  const match = TAG.exec(new TextDecoder().decode(data));
  return match ? { verb: match[1] as OrderVerb, tagId: match[2] ?? '' } : undefined;
};

/** The tag of the first instruction to either order program in a message, if any. */
export const orderTagIn = (message: { staticKeys: readonly string[]; instructions: readonly CompiledInstruction[] }) => {
  for (const instruction of message.instructions) {
    const programId = message.staticKeys[instruction.programIdIndex];
    if (programId !== TRIGGER_PROGRAM_ID && programId !== RECURRING_PROGRAM_ID) continue;
    const tag = parseTag(instruction.data);
    if (tag) return { ...tag, programId };
  }
  return undefined;
};

/** The request id a transaction tag belongs to: a batch's tags are `<requestId>.<n>`. */
export const requestIdOfTag = (tagId: string) => tagId.split('.')[0] ?? tagId;

/** Custom errors of the stand-ins (Anchor-style numbering; names are ours). */
export const REQUEST_NOT_FOUND = 6000;
export const ORDER_NOT_OPEN = 6001;

export const programFailure = (code: number, name: string, message: string): ProgramFailure => ({
  code,
  logs: [`Program log: AnchorError occurred. Error Code: ${name}. Error Number: ${code}. Error Message: ${message}.`],
});
