import type { Profile } from '../core/config/endpoints';
import { CLAIM_DISTRIBUTOR_PROGRAM, LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM } from '../solana/lendPrograms';
import { STUDIO_PROGRAM } from '../solana/studioProgram';
import {
  ASSOCIATED_TOKEN_PROGRAM,
  COMPUTE_BUDGET_PROGRAM,
  PERPS_PROGRAM,
  RECURRING_PROGRAM,
  SWAP_ROUTE_PROGRAM,
  SYSTEM_PROGRAM,
  TOKEN_2022_PROGRAM,
  TOKEN_PROGRAM,
  TRIGGER_PROGRAM,
} from '../solana/programs';
import { type ParsedTransaction, programIdOf } from '../solana/wireFormat';

/** Programs every write of the app may call: accounts, tokens and fees. */
const BASE_PROGRAMS = [SYSTEM_PROGRAM, TOKEN_PROGRAM, TOKEN_2022_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, COMPUTE_BUDGET_PROGRAM] as const;

/**
 * The programs an auto-signing wallet may sign for in each profile (issue 11 item 4): the base
 * ones plus the product programs of that network. The simulator's list has its stand-ins: the
 * swap route, the order programs, the perps request program, the lend programs and the Studio's launch program.
 */
const ORDER_PROGRAMS = [TRIGGER_PROGRAM, RECURRING_PROGRAM] as const;
/** The simulator's lend stand-ins (issue 23): their instructions carry the terms the intent checks read. */
const SIM_LEND_PROGRAMS = [LEND_EARN_PROGRAM, LEND_BORROW_PROGRAM, CLAIM_DISTRIBUTOR_PROGRAM] as const;
/** The simulator's Studio launch program (issue 28 item 3): its instruction carries the launch terms the intent check reads. */
const SIM_STUDIO_PROGRAMS = [STUDIO_PROGRAM] as const;
export const trustedProgramsOf = (profile: Profile): ReadonlySet<string> =>
  new Set<string>(
    profile === 'mainnet'
      ? [...BASE_PROGRAMS, SWAP_ROUTE_PROGRAM, PERPS_PROGRAM, ...ORDER_PROGRAMS]
      : [...BASE_PROGRAMS, SWAP_ROUTE_PROGRAM, ...ORDER_PROGRAMS, PERPS_PROGRAM, ...SIM_LEND_PROGRAMS, ...SIM_STUDIO_PROGRAMS],
  );

/** The first top-level instruction's program that is not trusted, or undefined when all are. */
export const untrustedProgram = (tx: ParsedTransaction, trusted: ReadonlySet<string>): string | undefined => {
  for (const instruction of tx.instructions) {
    const program = programIdOf(tx, instruction);
    if (program === undefined || !trusted.has(program)) return program ?? 'an unreadable program';
  }
  return undefined;
};
