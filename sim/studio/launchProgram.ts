import { STUDIO_LAUNCH_FEE_LAMPORTS, STUDIO_PROGRAM, type StudioLaunch, studioLaunch, supplyBaseUnits } from '../../streams/instructions';
import { type LandedTransaction, type ProgramCheck, anchorFailure } from '../ledger';
import type { LaunchStore } from './launchStore';

/**
 * The Studio's launch program on the ledger (Ledger.guardProgram: a stand-in that accepts an
 * instruction only when every account given signs). When a launch is simulated or lands it
 * refuses terms other than the request's (custom errors below); launching.ts lists the token
 * from what an accepted instruction says.
 */
export const STUDIO_ERRORS = {
  unreadable: anchorFailure(6000, 'InvalidInstructionData', 'The instruction data cannot be read'),
  unknown: anchorFailure(6001, 'LaunchNotFound', 'No such launch request, or it expired or launched already'),
  terms: anchorFailure(6002, 'InvalidLaunch', 'The launch terms are not the request’s'),
} as const;

/** Whether the instruction says what the request asked, and pays its creator. */
export const matchesRequest = (terms: StudioLaunch, store: LaunchStore): boolean => {
  const pending = store.pending(terms.ref);
  if (!pending) return false;
  const { launch } = pending;
  return (
    terms.mint === pending.mint &&
    terms.creator === launch.creator &&
    terms.recipient === launch.creator &&
    terms.supply === supplyBaseUnits(launch.supply) &&
    terms.fee === STUDIO_LAUNCH_FEE_LAMPORTS &&
    terms.firstBuy === launch.firstBuy &&
    terms.tokensOut === pending.tokensOut
  );
};

export const launchCheck =
  (store: LaunchStore): ProgramCheck =>
  (data) => {
    const terms = studioLaunch.decode(data);
    if (!terms) return STUDIO_ERRORS.unreadable;
    if (!store.pending(terms.ref)) return STUDIO_ERRORS.unknown;
    return matchesRequest(terms, store) ? undefined : STUDIO_ERRORS.terms;
  };

/**
 * The launch instructions of a landed transaction that both their creator and the studio's
 * `authority` signed: exactly those two accounts, in that order. Anything else is not the
 * studio's to list.
 */
export const launchesIn = (record: LandedTransaction, authority: () => string): StudioLaunch[] => {
  const found: StudioLaunch[] = [];
  for (const instruction of record.tx.message.instructions) {
    if (record.accountKeys[instruction.programIdIndex] !== STUDIO_PROGRAM) continue;
    const accounts = instruction.accounts.map((index) => record.accountKeys[index]);
    const terms = studioLaunch.decode(instruction.data);
    if (terms && accounts.length === 2 && accounts[0] === terms.creator && accounts[1] === authority()) found.push(terms);
  }
  return found;
};
