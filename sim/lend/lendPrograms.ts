import { CLAIM_DISTRIBUTOR_PROGRAM, decodeEarn, distributorClaim, LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM, vaultOperate } from '../../streams/instructions';
import { type LandedTransaction, type Ledger, type ProgramCheck, anchorFailure } from '../ledger';
import type { AsrClaims } from './asrClaims';
import type { LendState } from './lendState';
import { borrowVaultOf, earnVaultOf } from './vaults';

/**
 * The lend programs on the ledger (Ledger.guardProgram: stand-ins that accept an instruction
 * only when every account given to it signs): Jupiter Lend's earn and borrow programs and the
 * claim distributor. Each instruction carries its terms (streams/instructions/lend.ts,
 * claims.ts); when a transaction is simulated or lands, the program refuses terms it cannot
 * honour (custom errors below), and landing.ts records what the accepted ones say.
 */
const failure = anchorFailure;

export const LEND_ERRORS = {
  unreadable: failure(6000, 'InvalidInstructionData', 'The instruction data cannot be read'),
  vault: failure(6001, 'VaultNotFound', 'No such vault'),
  zero: failure(6002, 'ZeroAmount', 'The amount and shares must be more than 0'),
  positionTaken: failure(6003, 'PositionTaken', 'A position with this id exists already'),
  position: failure(6004, 'PositionNotFound', "No such position of this owner's in this vault"),
  liquidated: failure(6005, 'PositionLiquidated', 'The position was liquidated'),
  collateral: failure(6006, 'InsufficientCollateral', 'Cannot withdraw more collateral than supplied'),
  proof: failure(6007, 'InvalidProof', 'No claim of this id, mint and amount for this claimant'),
  claimed: failure(6008, 'AlreadyClaimed', 'The claim was paid already'),
} as const;

export const earnCheck: ProgramCheck = (data) => {
  const found = decodeEarn(data);
  if (!found) return LEND_ERRORS.unreadable;
  const vault = earnVaultOf(found.value.asset);
  if (!vault?.depositable || vault.assetMint !== found.value.asset) return LEND_ERRORS.vault;
  return found.value.amount === 0n || found.value.shares === 0n ? LEND_ERRORS.zero : undefined;
};

export const borrowCheck =
  (state: LendState): ProgramCheck =>
  (data) => {
    const operate = vaultOperate.decode(data);
    if (!operate) return LEND_ERRORS.unreadable;
    if (!borrowVaultOf(operate.vault)) return LEND_ERRORS.vault;
    const position = state.position(operate.position);
    if (operate.open === 'new' && position) return LEND_ERRORS.positionTaken;
    if (operate.open === 'existing' && (!position || position.owner !== operate.owner || position.vaultId !== operate.vault)) return LEND_ERRORS.position;
    if (position?.isLiquidated) return LEND_ERRORS.liquidated;
    return (position?.collateral ?? 0n) + operate.collateral < 0n ? LEND_ERRORS.collateral : undefined;
  };

export const claimCheck =
  (claims: AsrClaims): ProgramCheck =>
  (data) => {
    const terms = distributorClaim.decode(data);
    if (!terms) return LEND_ERRORS.unreadable;
    const claim = claims.find(terms.claimant, terms.id);
    if (!claim || claim.mint !== terms.mint || claim.amount !== terms.amount) return LEND_ERRORS.proof;
    return claim.claimed ? LEND_ERRORS.claimed : undefined;
  };

/** Installs the three programs with their checks; the returned functions remove the checks. */
export const guardLendPrograms = (ledger: Ledger, state: LendState, claims: AsrClaims): (() => void)[] => [
  ledger.guardProgram(LEND_EARN_PROGRAM, earnCheck),
  ledger.guardProgram(LEND_BORROW_PROGRAM, borrowCheck(state)),
  ledger.guardProgram(CLAIM_DISTRIBUTOR_PROGRAM, claimCheck(claims)),
];

type Earn = NonNullable<ReturnType<typeof decodeEarn>>;
export type LendInstruction =
  | { readonly program: 'earn'; readonly instruction: Earn['instruction']; readonly terms: Earn['value'] }
  | { readonly program: 'borrow'; readonly terms: NonNullable<ReturnType<typeof vaultOperate.decode>> }
  | { readonly program: 'claim'; readonly terms: NonNullable<ReturnType<typeof distributorClaim.decode>> };

/**
 * The lend instructions of a landed transaction, decoded, that both the wallet they name and
 * the service's `authority` signed: exactly those two accounts, in that order (the programs
 * accept no account that does not sign). Anything else is not the lend service's to record.
 */
export const lendInstructionsIn = (record: LandedTransaction, authority: string): LendInstruction[] => {
  const found: LendInstruction[] = [];
  for (const instruction of record.tx.message.instructions) {
    const program = record.accountKeys[instruction.programIdIndex];
    const accounts = instruction.accounts.map((index) => record.accountKeys[index]);
    const signedBy = (wallet: string) => accounts.length === 2 && accounts[0] === wallet && accounts[1] === authority;
    if (program === LEND_EARN_PROGRAM) {
      const earn = decodeEarn(instruction.data);
      if (earn && signedBy(earn.value.owner)) found.push({ program: 'earn', instruction: earn.instruction, terms: earn.value });
    } else if (program === LEND_BORROW_PROGRAM) {
      const terms = vaultOperate.decode(instruction.data);
      if (terms && signedBy(terms.owner)) found.push({ program: 'borrow', terms });
    } else if (program === CLAIM_DISTRIBUTOR_PROGRAM) {
      const terms = distributorClaim.decode(instruction.data);
      if (terms && signedBy(terms.claimant)) found.push({ program: 'claim', terms });
    }
  }
  return found;
};
