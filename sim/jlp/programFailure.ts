import type { ProgramFailure } from '../ledger';

/** An Anchor-style custom error of the pool's program, as a real program logs it. */
export const programFailure = (code: number, name: string, message: string): ProgramFailure => ({
  code,
  logs: [`Program log: AnchorError occurred. Error Code: ${name}. Error Number: ${code}. Error Message: ${message}.`],
});
